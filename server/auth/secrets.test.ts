import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncStore } from '../store/sqlite';
import { checkSecret, grantConnection, Refusal } from './authenticate';
import { hashSecret, looksLikeSecret, newSecret, secretMatches } from './secrets';

describe('secrets', () => {
  it('are 32 random bytes in base64url', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newSecret()).not.toBe(a);
    expect(looksLikeSecret(a)).toBe(true);
  });

  it('are kept as SHA-256 hex and matched only by the same secret', () => {
    const secret = newSecret();
    const hash = hashSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(newSecret(), hash)).toBe(false);
    expect(secretMatches(secret, 'abc')).toBe(false);
  });
});

describe('checking a secret against a book', () => {
  let dir = '';
  let store: SyncStore | undefined;
  afterEach(() => {
    store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function bookWith(role: 'owner' | 'writer' | 'commenter' | 'reader') {
    dir = mkdtempSync(join(tmpdir(), 'sync-secrets-'));
    store = new SyncStore(dir);
    const owner = newSecret();
    const at = new Date().toISOString();
    store.createBook('b1', 'T', {
      id: 'own',
      role: 'owner',
      label: '',
      secretHash: hashSecret(owner),
      createdAt: at,
    });
    const secret = newSecret();
    store.insertInvitation({
      id: 'inv',
      bookId: 'b1',
      role,
      label: '',
      secretHash: hashSecret(secret),
      createdAt: at,
      revokedAt: null,
    });
    return { store, owner, secret };
  }

  it('grants the invitation of the secret, in its own book only', () => {
    const { store, secret } = bookWith('writer');
    const check = checkSecret(store, 'b1', secret);
    expect(check.ok && check.invitation.id).toBe('inv');
    expect(checkSecret(store, 'other-book', secret)).toEqual({ ok: false, code: 'unknown-secret' });
    expect(checkSecret(store, 'b1', newSecret())).toEqual({ ok: false, code: 'unknown-secret' });
    expect(checkSecret(store, 'b1', 'short')).toEqual({ ok: false, code: 'unknown-secret' });
  });

  it('refuses a revoked secret with "revoked"', () => {
    const { store, secret } = bookWith('writer');
    store.revokeInvitation('b1', 'inv', new Date().toISOString());
    expect(checkSecret(store, 'b1', secret)).toEqual({ ok: false, code: 'revoked' });
    expect(() => grantConnection(store, secret, 'b1/page/p1')).toThrow(new Refusal('revoked'));
  });

  it('makes connections read-only by role and document', () => {
    const reader = bookWith('reader');
    expect(grantConnection(reader.store, reader.secret, 'b1/comments/p1').readOnly).toBe(true);
    expect(grantConnection(reader.store, reader.owner, 'b1/page/p1')).toMatchObject({
      role: 'owner',
      readOnly: false,
    });
    store?.close();
    rmSync(dir, { recursive: true, force: true });
    const commenter = bookWith('commenter');
    expect(grantConnection(commenter.store, commenter.secret, 'b1/comments/p1').readOnly).toBe(
      false,
    );
    expect(grantConnection(commenter.store, commenter.secret, 'b1/page/p1').readOnly).toBe(true);
    expect(grantConnection(commenter.store, commenter.secret, 'b1/book').readOnly).toBe(true);
  });

  it('refuses a document of another shape or of another book', () => {
    const { store, secret } = bookWith('owner');
    expect(() => grantConnection(store, secret, 'b1/elsewhere')).toThrow(
      new Refusal('bad-document'),
    );
    expect(() => grantConnection(store, secret, 'b2/book')).toThrow(new Refusal('unknown-secret'));
  });
});

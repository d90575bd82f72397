/** The HTTP API against a real server (port 0, SQLite in a temporary folder). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBook, invite } from '../testing/clients';
import { startTempServer, type TempServer } from '../testing/temp-server';
import { MAX_BODY_BYTES } from './json';

// Waits are on events; the bounds are generous for a loaded machine (CI runs files in parallel).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let temp: TempServer;
let base = '';

beforeEach(async () => {
  temp = await startTempServer();
  base = temp.server.httpUrl;
});
afterEach(async () => {
  await temp.dispose();
});

async function call(path: string, init: RequestInit & { secret?: string } = {}) {
  const { secret, ...rest } = init;
  const response = await fetch(`${base}${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

describe('books', () => {
  it('creates a book with an owner secret, once', async () => {
    const made = await call('/api/books', {
      method: 'POST',
      body: JSON.stringify({ bookId: 'b1', title: 'A' }),
    });
    expect(made.status).toBe(201);
    expect(made.body.owner.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.headers.get('access-control-allow-origin')).toBe('*');
    const again = await call('/api/books', {
      method: 'POST',
      body: JSON.stringify({ bookId: 'b1' }),
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'book-exists' } });
  });

  it('validates its input', async () => {
    for (const body of [
      '{"bookId":"a/b"}',
      '{"bookId":""}',
      '{}',
      '[1]',
      'not json',
      '{"bookId":"ok","title":5}',
    ]) {
      const answer = await call('/api/books', { method: 'POST', body });
      expect(answer.status, body).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    const huge = JSON.stringify({ bookId: 'b1', title: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await call('/api/books', { method: 'POST', body: huge })).status).toBe(413);
  });

  it('needs the admin token when the server has one', async () => {
    await temp.dispose();
    temp = await startTempServer({ adminToken: 'let-me-in' });
    base = temp.server.httpUrl;
    const body = JSON.stringify({ bookId: 'b1' });
    expect((await call('/api/books', { method: 'POST', body })).status).toBe(401);
    expect((await call('/api/books', { method: 'POST', body, secret: 'wrong' })).status).toBe(401);
    expect((await call('/api/books', { method: 'POST', body, secret: 'let-me-in' })).status).toBe(
      201,
    );
  });

  it('answers preflight and health', async () => {
    const preflight = await fetch(`${base}/api/books`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(await call('/api/health')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call('/api/nothing')).status).toBe(404);
  });
});

describe('invitations', () => {
  it('the owner invites, lists and revokes; hashes never leave the server', async () => {
    const { ownerId, ownerSecret } = await createBook(base, 'b1');
    const reader = await invite(base, 'b1', ownerSecret, 'reader', 'Ann');
    const list = await call('/api/books/b1/invitations', { secret: ownerSecret });
    expect(list.status).toBe(200);
    expect(list.body.map((i: { id: string; role: string }) => [i.id, i.role])).toEqual([
      [ownerId, 'owner'],
      [reader.id, 'reader'],
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/secret|hash/i);
    expect(
      (
        await call(`/api/books/b1/invitations/${reader.id}`, {
          method: 'DELETE',
          secret: ownerSecret,
        })
      ).status,
    ).toBe(204);
    const after = await call('/api/books/b1/invitations', { secret: ownerSecret });
    expect(after.body[1].revokedAt).toEqual(expect.any(String));
    const gone = await call('/api/books/b1/invitations/nope', {
      method: 'DELETE',
      secret: ownerSecret,
    });
    expect(gone).toMatchObject({ status: 404, body: { error: 'no-invitation' } });
  });

  it('refuses a bad role and keeps the last owner', async () => {
    const { ownerId, ownerSecret } = await createBook(base, 'b1');
    const bad = await call('/api/books/b1/invitations', {
      method: 'POST',
      secret: ownerSecret,
      body: '{"role":"admin"}',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'bad-role' } });
    const last = await call(`/api/books/b1/invitations/${ownerId}`, {
      method: 'DELETE',
      secret: ownerSecret,
    });
    expect(last).toMatchObject({ status: 409, body: { error: 'last-owner' } });
  });

  it('a wrong secret gets 401 whether the book exists or not; a non-owner 403', async () => {
    const { ownerSecret } = await createBook(base, 'b1');
    const writer = await invite(base, 'b1', ownerSecret, 'writer');
    const stranger = 'B'.repeat(43);
    const existing = await call('/api/books/b1/invitations', { secret: stranger });
    const missing = await call('/api/books/nobook/invitations', { secret: stranger });
    expect(existing).toEqual({ ...missing, headers: existing.headers });
    expect(existing.status).toBe(401);
    expect((await call('/api/books/b1/invitations', {})).status).toBe(401);
    // The owner secret of b1 opens nothing of another book.
    expect((await call('/api/books/nobook/invitations', { secret: ownerSecret })).status).toBe(401);
    const asWriter = await call('/api/books/b1/invitations', { secret: writer.secret });
    expect(asWriter).toMatchObject({ status: 403, body: { error: 'not-owner' } });
  });
});

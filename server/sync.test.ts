/**
 * The server end to end with headless Yjs clients: a real server on a free port, SQLite in a
 * temporary folder. Every wait is on an event, bounded by a timeout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  connectClient,
  createBook,
  invite,
  revoke,
  type TestClient,
  untilAcknowledged,
  untilDoc,
  withTimeout,
} from './testing/clients';
import { frame } from './testing/message-frame';
import { startTempServer, type TempServer } from './testing/temp-server';

// Waits are on events; the bounds are generous for a loaded machine (CI runs files in parallel).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
const WAIT = 10_000;

let temp: TempServer;
let clients: TestClient[] = [];
let owner = '';

const text = (client: TestClient) => client.doc.getText('t').toString();

function client(name: string, token: string): TestClient {
  const made = connectClient(temp.server.url, name, token);
  clients.push(made);
  return made;
}

beforeEach(async () => {
  temp = await startTempServer();
  owner = (await createBook(temp.server.httpUrl, 'b1')).ownerSecret;
});

afterEach(async () => {
  for (const c of clients) c.destroy();
  clients = [];
  await temp.dispose();
});

describe('two clients of one page', () => {
  it('converge on both texts', async () => {
    const writer = (await invite(temp.server.httpUrl, 'b1', owner, 'writer')).secret;
    const a = client('b1/page/p1', owner);
    const b = client('b1/page/p1', writer);
    await Promise.all([a.synced, b.synced]);
    a.doc.getText('t').insert(0, 'Hello');
    b.doc.getText('t').insert(0, 'World ');
    await untilDoc(a.doc, () => text(a).length === 11, 'a to get b');
    await untilDoc(b.doc, () => text(b).length === 11, 'b to get a');
    expect(text(a)).toBe(text(b));
    expect(text(a)).toContain('Hello');
    expect(text(a)).toContain('World ');
  });
});

describe('roles', () => {
  it("a reader's change is not applied and the reader still receives the text", async () => {
    const reader = (await invite(temp.server.httpUrl, 'b1', owner, 'reader')).secret;
    const r = client('b1/page/p1', reader);
    expect(await withTimeout(r.authenticated, WAIT, 'reader auth')).toBe('readonly');
    await r.synced;
    r.doc.getText('t').insert(0, 'reader was here');
    const w = client('b1/page/p1', owner);
    await w.synced;
    w.doc.getText('t').insert(0, 'owner text');
    await untilDoc(r.doc, () => text(r).includes('owner text'), 'the reader to receive');
    // A third client, synced after both changes were sent, has the owner's words only.
    const check = client('b1/page/p1', owner);
    await check.synced;
    await untilDoc(check.doc, () => text(check).includes('owner text'), 'the check client');
    expect(text(check)).not.toContain('reader');
  });

  it('a commenter writes the comments document but not the page', async () => {
    const commenter = (await invite(temp.server.httpUrl, 'b1', owner, 'commenter')).secret;
    const page = client('b1/page/p1', commenter);
    const comments = client('b1/comments/p1', commenter);
    expect(await withTimeout(page.authenticated, WAIT, 'page auth')).toBe('readonly');
    expect(await withTimeout(comments.authenticated, WAIT, 'comments auth')).toBe('read-write');
    await Promise.all([page.synced, comments.synced]);
    page.doc.getText('t').insert(0, 'edited text');
    comments.doc.getText('t').insert(0, 'a comment');
    const ownerPage = client('b1/page/p1', owner);
    const ownerComments = client('b1/comments/p1', owner);
    await untilDoc(ownerComments.doc, () => text(ownerComments) === 'a comment', 'the comment');
    await ownerPage.synced;
    // Both of the commenter's messages went through the one socket, page first.
    expect(text(ownerPage)).toBe('');
  });
});

describe('refusals', () => {
  it('a wrong secret is refused and reads nothing', async () => {
    const writer = client('b1/page/p1', owner);
    await writer.synced;
    writer.doc.getText('t').insert(0, 'secret words');
    const stranger = client('b1/page/p1', 'A'.repeat(43));
    expect(await withTimeout(stranger.refused, WAIT, 'refusal')).toBe('unknown-secret');
    expect(text(stranger)).toBe('');
    const badName = client('b1/secrets', owner);
    expect(await withTimeout(badName.refused, WAIT, 'refusal')).toBe('bad-document');
  });

  it('revoking closes the live connection, and the secret is refused after', async () => {
    const inv = await invite(temp.server.httpUrl, 'b1', owner, 'writer');
    const w = client('b1/page/p1', inv.secret);
    await w.synced;
    const closed = new Promise<number>((resolve) =>
      w.socket.on('close', ({ event }: { event: { code: number } }) => resolve(event.code)),
    );
    expect(await revoke(temp.server.httpUrl, 'b1', owner, inv.id)).toBe(204);
    expect(await withTimeout(closed, WAIT, 'the socket to close')).toBe(4403);
    // The provider reconnects by itself and is refused.
    expect(await withTimeout(w.refused, WAIT, 'the refusal')).toBe('revoked');
    const again = client('b1/page/p1', inv.secret);
    expect(await withTimeout(again.refused, WAIT, 'refusal of a new client')).toBe('revoked');
    const o = client('b1/page/p1', owner);
    await o.synced;
    o.doc.getText('t').insert(0, 'after the revocation');
    await untilAcknowledged(o, 'the owner to be synced');
    expect(text(again)).toBe('');
  });
});

describe('faults', () => {
  it('a server stopped before its store delay stores on the way out; restarted, it has the text', async () => {
    await temp.dispose();
    temp = await startTempServer({ storeDebounceMs: 60_000, storeMaxDebounceMs: 120_000 });
    owner = (await createBook(temp.server.httpUrl, 'b1')).ownerSecret;
    const a = client('b1/page/p1', owner);
    await a.synced;
    a.doc.getText('t').insert(0, 'kept across restarts');
    await untilAcknowledged(a, 'the server to acknowledge');
    await temp.server.stop(); // what SIGTERM does (server/main.ts)
    a.destroy();
    await temp.restart();
    const b = client('b1/page/p1', owner);
    await b.synced;
    await untilDoc(b.doc, () => text(b) === 'kept across restarts', 'the stored text');
  });

  it('a malformed update is refused, the socket dropped, and the document still loads', async () => {
    const a = client('b1/page/p1', owner);
    await a.synced;
    a.doc.getText('t').insert(0, 'good text');
    await untilAcknowledged(a, 'the good text to be acknowledged');
    // A hand-made client: authenticate, then send a sync "update" message holding garbage.
    const ws = new WebSocket(temp.server.url) as unknown as {
      binaryType: string;
      send(data: Uint8Array): void;
      on(event: string, listener: (...args: never[]) => void): void;
    };
    ws.binaryType = 'nodebuffer';
    const closeCode = new Promise<number>((resolve) =>
      ws.on('close', (code: number) => resolve(code)),
    );
    const authed = new Promise<void>((resolve) => ws.on('message', () => resolve()));
    await withTimeout(new Promise<void>((resolve) => ws.on('open', () => resolve())), WAIT, 'open');
    ws.send(frame('b1/page/p1', [2, 0], owner)); // Auth, Token, token
    await withTimeout(authed, WAIT, 'the auth answer');
    const garbage = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256);
    ws.send(frame('b1/page/p1', [0, 2], garbage)); // Sync, Update, bytes
    expect(await withTimeout(closeCode, WAIT, 'the socket to be dropped')).toBe(4400);
    a.doc.getText('t').insert(9, ' and more');
    await untilAcknowledged(a, 'later text to be acknowledged');
    a.destroy();
    await temp.restart();
    const b = client('b1/page/p1', owner);
    await b.synced;
    await untilDoc(b.doc, () => text(b) === 'good text and more', 'the document to load');
  });
});

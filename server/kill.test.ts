/**
 * The server as its own process, killed mid-sync (SIGKILL: no chance to store what is in memory)
 * and restarted on the same folder: the client re-sends what the server had not stored when it
 * reconnects, so a newcomer sees every word. SIGTERM stores every open document before exiting.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './testing/child-server';
import {
  connectClient,
  createBook,
  type TestClient,
  untilAcknowledged,
  untilDoc,
} from './testing/clients';
import { freePort } from './testing/free-port';

let dataDir = '';
let server: ChildServer | undefined;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  await server?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('killed mid-sync and restarted loses nothing', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sync-kill-'));
    const port = await freePort();
    server = await startChildServer(port, dataDir);
    const { ownerSecret } = await createBook(server.httpUrl, 'b1');
    const a = connectClient(server.url, 'b1/page/p1', ownerSecret);
    clients.push(a);
    await a.synced;
    const words = Array.from({ length: 40 }, (_, i) => `w${i} `);
    for (const word of words.slice(0, 20))
      a.doc.getText('t').insert(a.doc.getText('t').length, word);
    await untilAcknowledged(a, 'the first words to reach the server');
    // More typing, and the server dies in the middle of it (well within its store delay).
    for (const word of words.slice(20)) a.doc.getText('t').insert(a.doc.getText('t').length, word);
    await server.kill('SIGKILL');
    server = await startChildServer(port, dataDir);
    const b = connectClient(server.url, 'b1/page/p1', ownerSecret);
    clients.push(b);
    await untilDoc(
      b.doc,
      () => b.doc.getText('t').toString() === words.join(''),
      'every word',
      15_000,
    );
    // And it is stored: after a clean stop (SIGTERM) and a start, a third client loads it all.
    await untilAcknowledged(a, 'the client to be in step again', 15_000);
    expect(await server.kill('SIGTERM')).toBe(0);
    a.destroy();
    b.destroy();
    server = await startChildServer(port, dataDir);
    const c = connectClient(server.url, 'b1/page/p1', ownerSecret);
    clients.push(c);
    await untilDoc(
      c.doc,
      () => c.doc.getText('t').toString() === words.join(''),
      'the stored words',
      15_000,
    );
  }, 90_000);
});

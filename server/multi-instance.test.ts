/**
 * Two server instances joined by Redis (REDIS_URL) act as one: a client on each converges.
 * Needs the Debian package redis-server (.ci/run installs it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningSyncServer, startSyncServer } from './start';
import {
  connectClient,
  createBook,
  invite,
  revoke,
  type TestClient,
  untilDoc,
  withTimeout,
} from './testing/clients';
import { REDIS_SERVER, redisAvailable, startRedis, type TempRedis } from './testing/redis';

// Waits are on events; the bounds are generous for a loaded machine (CI runs files in parallel).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
const WAIT = 10_000;

const present = redisAvailable();
if (!present) {
  console.warn(
    `Skipping the multi-instance test: ${REDIS_SERVER} is missing (apt-get install redis-server).`,
  );
}

describe.skipIf(!present)('two instances with Redis', () => {
  let redis: TempRedis;
  let dataDir = '';
  const servers: RunningSyncServer[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'sync-multi-'));
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startSyncServer({
          port: 0,
          host: '127.0.0.1',
          dataDir,
          redisUrl: redis.url,
          log: false,
          storeDebounceMs: 50,
          revocationSweepMs: 100,
        }),
      );
    }
  }, 20_000);

  afterAll(async () => {
    for (const c of clients) c.destroy();
    for (const s of servers) await s.stop();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a client on each instance sees the other’s text', async () => {
    const [one, two] = servers as [RunningSyncServer, RunningSyncServer];
    const { ownerSecret } = await createBook(one.httpUrl, 'b1');
    const a = connectClient(one.url, 'b1/page/p1', ownerSecret);
    const b = connectClient(two.url, 'b1/page/p1', ownerSecret);
    clients.push(a, b);
    await Promise.all([a.synced, b.synced]);
    a.doc.getText('t').insert(0, 'from one');
    await untilDoc(
      b.doc,
      () => b.doc.getText('t').toString() === 'from one',
      'instance two to relay',
    );
    b.doc.getText('t').insert(8, ', from two');
    await untilDoc(
      a.doc,
      () => a.doc.getText('t').toString() === 'from one, from two',
      'instance one to relay',
    );
    expect(b.doc.getText('t').toString()).toBe('from one, from two');
  });

  it('an invitation revoked through one instance closes its connection on the other', async () => {
    const [one, two] = servers as [RunningSyncServer, RunningSyncServer];
    const { ownerSecret } = await createBook(one.httpUrl, 'b2');
    const writer = await invite(one.httpUrl, 'b2', ownerSecret, 'writer');
    const w = connectClient(two.url, 'b2/page/p1', writer.secret);
    clients.push(w);
    await w.synced;
    const closed = new Promise<number>((resolve) =>
      w.socket.on('close', ({ event }: { event: { code: number } }) => resolve(event.code)),
    );
    expect(await revoke(one.httpUrl, 'b2', ownerSecret, writer.id)).toBe(204);
    expect(await withTimeout(closed, WAIT, 'instance two to close the socket')).toBe(4403);
    expect(await withTimeout(w.refused, WAIT, 'the refusal')).toBe('revoked');
  });
});

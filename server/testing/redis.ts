/**
 * A throwaway redis-server for the multi-instance test: a free port, no persistence, a temporary
 * folder; resolves once it accepts connections.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { startReadyProcess, stopProcess } from './ready-process';

export const REDIS_SERVER = '/usr/bin/redis-server';

export const redisAvailable = (): boolean => existsSync(REDIS_SERVER);

export interface TempRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TempRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'sync-redis-'));
  const port = await freePort();
  const child = await startReadyProcess(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { name: 'redis-server', readyText: 'Ready to accept connections', timeoutMs: 10_000 },
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

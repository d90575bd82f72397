/**
 * A real sync server on a free port with its SQLite file in a new temporary folder, for tests.
 * `restart()` stops it and starts a new one on the same folder; `dispose()` stops it and
 * removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SyncServerOptions } from '../config';
import { type RunningSyncServer, startSyncServer } from '../start';

export interface TempServer {
  server: RunningSyncServer;
  dataDir: string;
  restart(): Promise<RunningSyncServer>;
  dispose(): Promise<void>;
}

export async function startTempServer(
  options: Partial<SyncServerOptions> = {},
): Promise<TempServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sync-server-test-'));
  const settings = {
    port: 0,
    host: '127.0.0.1',
    log: false,
    storeDebounceMs: 50,
    ...options,
    dataDir,
  };
  const handle: TempServer = {
    server: await startSyncServer(settings),
    dataDir,
    async restart() {
      await handle.server.stop();
      // The same port when it is free again, so reconnecting clients find the server.
      handle.server = await startSyncServer({ ...settings, port: handle.server.port });
      return handle.server;
    },
    async dispose() {
      await handle.server.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/**
 * The real sync server (server/, Hocuspocus with SQLite in a temporary folder) for end-to-end
 * tests: started on a free port before a test, stopped and its folder removed after it.
 * `sync.restart()` stops it and starts it again on the same folder and port.
 */
import { rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { startTempServer, type TempServer } from '../../server/testing/temp-server';

export interface SyncServerFixture {
  /** ws://127.0.0.1:<port> */
  readonly url: string;
  /** http://127.0.0.1:<port> */
  readonly httpUrl: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export const test = base.extend<{ sync: SyncServerFixture }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
  sync: async ({}, use) => {
    const temp: TempServer = await startTempServer();
    let stopped = false;
    await use({
      get url() {
        return temp.server.url;
      },
      get httpUrl() {
        return temp.server.httpUrl;
      },
      async restart() {
        await temp.restart();
        stopped = false;
      },
      async stop() {
        await temp.server.stop();
        stopped = true;
      },
    });
    if (stopped) rmSync(temp.dataDir, { recursive: true, force: true });
    else await temp.dispose();
  },
});

export { expect } from '@playwright/test';

/**
 * The real sync server (server/, Hocuspocus with SQLite in a temporary folder) for end-to-end
 * tests: started on a free port before a test, stopped and its folder removed after it.
 * `sync.restart()` stops it and starts it again on the same folder and port. Browsers the test
 * opens beside its own page are closed after it, before the server stops.
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
  // `context` first, so the test's own browser is among those open before the test.
  sync: async ({ browser, context }, use) => {
    const before = new Set([...browser.contexts(), context]);
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
    // The other browsers the test opened (twoAuthors, a fresh browser that joins) close with
    // it: left open they lived on with the worker's browser, each app reconnecting to a stopped
    // server, and every later test in that worker traced them too (its teardown once took over
    // 120 s, saving their screencasts).
    await Promise.all(
      browser
        .contexts()
        .filter((opened) => !before.has(opened))
        .map((opened) => opened.close()),
    );
    if (stopped) rmSync(temp.dataDir, { recursive: true, force: true });
    else await temp.dispose();
  },
});

export { expect } from '@playwright/test';

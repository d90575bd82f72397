/**
 * S22: the client side of sync (issue 31, "Performance"; the issue's "new S19"). A real sync
 * server (`server/main.ts` as its own process, SQLite in a temporary folder, a free port) is
 * started for the scenario; the app is driven as an author drives it (File > Share and sync…).
 * - typing: S5's per-key latency (keydown to the next frame) typing at the end of the
 *   20,000-word page of the pages book, SHARED (a copy of a profile whose book was connected to
 *   the server through Share and sync…) vs the same page UNSHARED, in the same run;
 * - remote: a headless Yjs client (HocuspocusProvider over `ws`, with a writer's invitation
 *   secret made in the dialog) appends a word to the page's document; from the headless
 *   client's send (just before its `insert`) until the browser's editor holds the word ("send
 *   to shown": server relay, the browser's receipt, the binding and the DOM update; the two
 *   clocks are tied by the shortest of several round trips);
 * - open: S3's cold open of the 1M-word book where every page has a Y state (the app made them
 *   itself, in idle time, in a seed profile) vs the same book without any Y state;
 * - file: File > Save file as of that book with its Y states, against the fixture's size.
 * Smoke: the 100-word page, a few keys and remote edits, the small "1M-word" book (80 pages).
 */
import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import * as Y from 'yjs';
import {
  fixturePath,
  openChaptersPanel,
  openFileMenu,
  seededProfile,
  totalWordsSrc,
  waitForApp,
} from '../app.mjs';
import { copyProfile, openBrowser } from '../browser.mjs';
import { figure } from '../figures.mjs';
import { arm, cssString, result } from '../measure.mjs';
import { coldMeasureScript } from '../probes.mjs';
import { median, percentile, round } from '../stats.mjs';
import { connectHeadlessClient } from '../sync-client.mjs';
import { startSyncServerProcess } from '../sync-server.mjs';
import { openPageFromPanel } from './s4-open-page.mjs';
import { textFor, typeAtEnd } from './s5-typing.mjs';

const REMOTE_EDITS = 20;
const SMOKE_REMOTE_EDITS = 3;
const REMOTE_GAP_MS = 250;
/** What the cold open waits for: S3's predicate (tree rows and the info bar's total). */
const APP_READY = `() => {
  const rows = document.querySelectorAll('.manuscript--full [role=treeitem]').length;
  const total = (${totalWordsSrc})();
  return rows > 0 && total ? total : null;
}`;

const syncedButton = (page) => page.getByRole('button', { name: 'Sync: Synced' });

/**
 * A seed profile of the pages book connected to `serverUrl` through File > Share and sync…,
 * with a writer's invitation made there (its secret for the headless client) and the typed
 * page opened once (its Y state made and sent). Returns { dir, bookId, secret }.
 */
async function sharedSeed(ctx, serverUrl, size) {
  const seed = await seededProfile(ctx.origin, ctx.manifest.books.pages.file, ctx.log);
  const b = await openBrowser(ctx.origin, { dir: copyProfile(seed) });
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    await openFileMenu(page);
    await page.getByRole('menuitem', { name: 'Share and sync…', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share and sync' });
    await dialog.getByRole('textbox', { name: 'Server address' }).fill(serverUrl);
    await dialog.getByRole('textbox', { name: 'Your name' }).fill('Bench');
    await dialog.getByRole('button', { name: 'Connect this book' }).click();
    await dialog.getByText(/This book is shared on/).waitFor({ timeout: 30_000 });
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Writer' });
    await dialog.getByRole('textbox', { name: 'Who is it for?' }).fill('Remote');
    await dialog.getByRole('button', { name: 'Create invitation link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Invitation link for Remote' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('dialog[open] input')].some((i) =>
          i.value.includes('#/join?'),
        ),
      undefined,
      { timeout: 30_000 },
    );
    const link = await field.inputValue();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const params = new URLSearchParams(link.split('#/join?')[1]);
    const bookId = params.get('book');
    const secret = params.get('key');
    if (!bookId || !secret) throw new Error(`no book or key in the invitation link ${link}`);
    await syncedButton(page).waitFor({ timeout: 60_000 });
    const pages = ctx.manifest.books.pages.pages;
    const panel = await openChaptersPanel(page);
    await openPageFromPanel(page, panel, size, pages[size].marker);
    await syncedButton(page).waitFor({ timeout: 60_000 });
    // The page's updates are kept by the worker in batches (~300 ms): let the last one land.
    await sleep(1500);
    await b.close(true);
    ctx.log(`  S22: the pages book shared on ${serverUrl} (book ${bookId})`);
    return { dir: b.dir, bookId, secret };
  } catch (error) {
    await b.close();
    throw error;
  }
}

/** Raw IndexedDB in a same-origin page without the app: how many page docs `collab_docs` holds. */
const PAGE_DOCS_COUNT = () =>
  new Promise((done) => {
    const open = indexedDB.open('storyBuilderV2');
    open.onerror = () => done(-1);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('collab_docs')) {
        db.close();
        return done(-1);
      }
      const keys = db.transaction('collab_docs').objectStore('collab_docs').getAllKeys();
      keys.onsuccess = () => {
        db.close();
        done(keys.result.filter((k) => String(k).includes('/page/')).length);
      };
      keys.onerror = () => {
        db.close();
        done(-1);
      };
    };
  });

/**
 * Two seeds of the 1M-word book: `withY`, where the app has given every page a Y state (it does
 * so in idle time; polled here with raw IndexedDB), and `withoutY`, a copy of that same profile
 * with `collab_docs` emptied (the book as it was before issue 31): both have had the same
 * sessions of the app, so they differ in the Y states alone.
 */
export async function millionSeeds(ctx) {
  const book = ctx.manifest.books.million;
  const seed = await seededProfile(ctx.origin, book.file, ctx.log);

  const full = await openBrowser(ctx.origin, { dir: copyProfile(seed) });
  // The app's own mark after Open file (src/features/files/page-collab-port.ts): the states are
  // made at once rather than 20 s after the start.
  await full.context.addInitScript(() => {
    try {
      sessionStorage.setItem('story-builder:page-states-due', '1');
    } catch {}
  });
  const started = Date.now();
  try {
    await full.page.goto('/body-content/chapters');
    await waitForApp(full.page);
    // Polled from here: a string predicate polled in the page would be refused by the CSP.
    for (;;) {
      const made = await full.page.evaluate(PAGE_DOCS_COUNT);
      if (made >= book.pages) break;
      if (Date.now() - started > 900_000)
        throw new Error(`only ${made} of ${book.pages} pages got a Y state in 15 minutes`);
      await sleep(2000);
    }
    await full.close(true);
  } catch (error) {
    await full.close();
    throw error;
  }
  ctx.log(
    `  S22: the app gave all ${book.pages} pages of ${book.file} a Y state (${Math.round((Date.now() - started) / 1000)} s after it started)`,
  );
  const bare = await openBrowser(ctx.origin, { dir: copyProfile(full.dir) });
  try {
    await bare.page.goto('/__bench/fixtures/manifest.json');
    await bare.page.evaluate(
      () =>
        new Promise((done, fail) => {
          const open = indexedDB.open('storyBuilderV2');
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('collab_docs')) return done();
            const tx = db.transaction('collab_docs', 'readwrite');
            tx.objectStore('collab_docs').clear();
            tx.oncomplete = () => {
              db.close();
              done();
            };
            tx.onerror = () => fail(tx.error);
          };
        }),
    );
    const left = await bare.page.evaluate(PAGE_DOCS_COUNT);
    if (left !== 0) throw new Error(`collab_docs still holds ${left} page docs`);
    await bare.close(true);
  } catch (error) {
    await bare.close();
    throw error;
  }

  return { withY: full.dir, withoutY: bare.dir };
}

/** A cold load of the Chapters view on a copy of `seedDir`; then, if `saveAs`, the book saved. */
export async function coldOpen(ctx, seedDir, saveAs = null) {
  const b = await openBrowser(ctx.origin, { dir: copyProfile(seedDir) });
  try {
    const { page } = b;
    await page.addInitScript(coldMeasureScript('cold', APP_READY));
    await page.goto('/body-content/chapters');
    const cold = await result(page, 'cold', 120_000);
    let file = null;
    if (saveAs) {
      await waitForApp(page);
      await page.evaluate((n) => {
        window.__nextSaveName = n;
      }, saveAs);
      await openFileMenu(page);
      await page.getByRole('menuitem', { name: 'Save file as', exact: true }).click();
      await page
        .getByRole('status')
        .getByText(`Book saved to ${saveAs}`)
        .waitFor({ timeout: 300_000 });
      file = await page.evaluate(async (n) => {
        const root = await navigator.storage.getDirectory();
        const dir = await root.getDirectoryHandle('picked');
        const f = await (await dir.getFileHandle(n)).getFile();
        const json = JSON.parse(await f.text());
        return {
          size: f.size,
          pageStates: Object.keys(json.collab?.pages ?? {}).length,
          bookState: Boolean(json.collab?.book),
        };
      }, saveAs);
    }
    return { ms: cold.ms, words: cold.value, file };
  } finally {
    await b.close();
  }
}

/** Page clock minus Node clock (epoch ms), from the shortest of several round trips. */
async function clockOffset(page) {
  let best = null;
  for (let i = 0; i < 9; i += 1) {
    const t0 = performance.timeOrigin + performance.now();
    const p = await page.evaluate(() => performance.timeOrigin + performance.now());
    const t1 = performance.timeOrigin + performance.now();
    if (!best || t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: p - (t0 + t1) / 2 };
  }
  return best;
}

/** A headless Yjs client of the page's document (Node: `ws`), synced with the server. */
async function headlessClient(serverUrl, docName, secret) {
  const { doc, socket, provider, synced, refused } = connectHeadlessClient(
    serverUrl,
    docName,
    secret,
  );
  const timeout = sleep(30_000).then(() => {
    const reason = refused();
    throw new Error(`the headless client did not sync ${docName}${reason ? `: ${reason}` : ''}`);
  });
  await Promise.race([synced, timeout]);
  return {
    doc,
    /** Appends `text` to the end of the page's last block, as a remote author typing there. */
    append(text) {
      let node = doc.get('root', Y.XmlText);
      for (;;) {
        const last = node.toDelta().at(-1)?.insert;
        if (!(last instanceof Y.XmlText)) break;
        node = last;
      }
      node.insert(node.length, text);
    },
    destroy() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** Remote edits from the headless client; per edit, send to shown in the browser (ms). */
async function remoteEdits(ctx, page, share, serverUrl, pageId, selector, run) {
  const client = await headlessClient(serverUrl, `${share.bookId}/page/${pageId}`, share.secret);
  try {
    const origin = await page.evaluate(() => performance.timeOrigin);
    const times = [];
    const clock = await clockOffset(page);
    const n = ctx.smoke ? SMOKE_REMOTE_EDITS : REMOTE_EDITS;
    for (let i = 0; i < n; i += 1) {
      const word = ` zzremote${run}x${i}`;
      await arm(page, `remote-${i}`, {
        startOn: 'now',
        predicate: `() => document.querySelector(${JSON.stringify(selector)})?.lastElementChild?.textContent.includes(${JSON.stringify(word.trim())})`,
      });
      const sent = performance.timeOrigin + performance.now();
      client.append(word);
      const r = await result(page, `remote-${i}`, 30_000);
      times.push(origin + r.end - clock.offset - sent);
      await sleep(REMOTE_GAP_MS);
    }
    return { times, rtt: clock.rtt };
  } finally {
    client.destroy();
  }
}

/** Typing (and, when shared, remote edits) on the page `Words <size>` of a copy of `dir`. */
async function typingRun(ctx, dir, size, shared = null) {
  const pages = ctx.manifest.books.pages.pages;
  const b = await openBrowser(ctx.origin, { dir: copyProfile(dir) });
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    if (shared) await syncedButton(page).waitFor({ timeout: 60_000 });
    const panel = await openChaptersPanel(page);
    await openPageFromPanel(page, panel, size, pages[size].marker);
    if (shared) await syncedButton(page).waitFor({ timeout: 60_000 });
    const typing = await typeAtEnd(page, size, textFor(ctx));
    if (!shared) return { typing };
    await syncedButton(page).waitFor({ timeout: 60_000 });
    const selector = `[contenteditable="true"][aria-label="${cssString(`Words ${size}`)}"]`;
    const remote = await remoteEdits(
      ctx,
      page,
      shared.share,
      shared.serverUrl,
      pages[size].id,
      selector,
      shared.run,
    );
    return { typing, remote };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S22',
  title: 'Sync in the browser: typing, remote edits, opening and saving with Yjs state',
  async run(ctx) {
    const size = ctx.smoke ? 100 : 20000;
    const server = await startSyncServerProcess({
      folderPrefix: 'bench-s22-',
      readyWithinMs: 60_000,
    });
    ctx.log(`  S22: sync server at ${server.url}`);
    try {
      const pagesSeed = await seededProfile(ctx.origin, ctx.manifest.books.pages.file, ctx.log);
      const share = await sharedSeed(ctx, server.url, size);
      const typing = { shared: [], unshared: [] };
      const remote = [];
      for (let i = 0; i < ctx.runs; i += 1) {
        const plain = await typingRun(ctx, pagesSeed, size);
        const synced = await typingRun(ctx, share.dir, size, {
          share,
          serverUrl: server.url,
          run: i,
        });
        typing.unshared.push(plain.typing);
        typing.shared.push(synced.typing);
        remote.push(synced.remote);
        ctx.log(
          `  S22 run ${i + 1}: typing ${size} words p95 ${round(synced.typing.p95)} ms shared vs ${round(plain.typing.p95)} ms unshared (keys ${synced.typing.n}/${plain.typing.n}); remote send to shown p50 ${round(percentile(synced.remote.times, 50))} / p95 ${round(percentile(synced.remote.times, 95))} / max ${round(Math.max(...synced.remote.times))} ms (clock round trip ${round(synced.remote.rtt)} ms)`,
        );
      }

      const book = ctx.manifest.books.million;
      const seeds = await millionSeeds(ctx);
      const open = { withY: [], withoutY: [] };
      let files = null;
      for (let i = 0; i < ctx.runs; i += 1) {
        const first = i === 0;
        // Alternated, so that neither is always the first browser after the seeds were made.
        const withY = () => coldOpen(ctx, seeds.withY, first ? 'bench-with-y.json' : null);
        const withoutY = () => coldOpen(ctx, seeds.withoutY, first ? 'bench-without-y.json' : null);
        const base = i % 2 === 1 ? await withoutY() : null;
        const a = await withY();
        const baseline = base ?? (await withoutY());
        open.withY.push(a.ms);
        open.withoutY.push(baseline.ms);
        if (first) files = { withY: a.file, withoutY: baseline.file };
        ctx.log(
          `  S22 open run ${i + 1}: with Y states ${Math.round(a.ms)} ms (${a.words} words shown), without ${Math.round(baseline.ms)} ms`,
        );
      }
      const fixtureBytes = statSync(fixturePath(book.file)).size;
      ctx.log(
        `  S22 file: ${files.withY.size} bytes with ${files.withY.pageStates} page states (fixture ${fixtureBytes}; the app's save without page states ${files.withoutY.size})`,
      );

      const p95s = typing.shared.map((t) => t.p95);
      const remoteP95 = remote.map((r) => percentile(r.times, 95));
      const remoteP50 = remote.map((r) => percentile(r.times, 50));
      return [
        figure({
          id: 'S22.typingRatio',
          scenario: 'S22',
          label: `Typing p95 on the ${size.toLocaleString('en')}-word page: shared vs unshared`,
          app: p95s,
          baseline: typing.unshared.map((t) => t.p95),
          ratioOf: 'app/baseline',
          note: `keydown → next frame, ${typing.shared[0]?.n} keys a run; shared: connected to a local sync server (same run)`,
        }),
        figure({
          id: 'S22.typingP95Ms',
          scenario: 'S22',
          label: `Typing p95 on the shared ${size.toLocaleString('en')}-word page`,
          app: p95s,
          note: `p95 keydown → after the frame: ${round(median(typing.shared.map((t) => t.paintedP95)))} ms`,
        }),
        figure({
          id: 'S22.remoteMs',
          scenario: 'S22',
          label: 'A remote edit: headless client’s send to shown in the editor (p95)',
          app: remoteP95,
          note: `${remote[0]?.times.length} edits a run, ${REMOTE_GAP_MS} ms apart; p50 ${round(median(remoteP50))} ms; send to shown = server relay + browser receipt + binding + DOM`,
        }),
        figure({
          id: 'S22.openRatio',
          scenario: 'S22',
          label: 'Cold open of the 1M-word book: every page with a Y state vs none',
          app: open.withY,
          baseline: open.withoutY,
          ratioOf: 'app/baseline',
          note: `S3's cold load (tree rows and total shown), ${book.pages} page states made by the app in idle time`,
        }),
        figure({
          id: 'S22.fileRatio',
          scenario: 'S22',
          label: 'Book file of the 1M-word book: with Y states vs the fixture',
          unit: 'bytes',
          app: files.withY.size,
          baseline: fixtureBytes,
          ratioOf: 'app/baseline',
          note: `${files.withY.size.toLocaleString('en')} bytes (${files.withY.pageStates} page states${files.withY.bookState ? ' and the book doc' : ''}) vs ${fixtureBytes.toLocaleString('en')}; the app's Save file as of the book without page states: ${files.withoutY.size.toLocaleString('en')} bytes`,
        }),
      ];
    } finally {
      await server.stop();
    }
  },
};

/** Driving the built app like an author does: menus, the chapters panel, files in OPFS. */
import { basename, join } from 'node:path';
import { copyProfile, openBrowser } from './browser.mjs';
import { arm, result } from './measure.mjs';
import { FIXTURES_DIR } from './paths.mjs';

export const IMPORT_TIMEOUT_MS = 600_000;

/** Waits until the app shell is up and the book is loaded (the title shows in the info bar). */
export async function waitForApp(page) {
  await page.getByRole('button', { name: 'File', exact: true }).waitFor();
  await page.waitForFunction(
    () => document.querySelector('.info-bar-title')?.textContent.trim().length > 0,
  );
}

/**
 * Copies a fixture (a path under bench/fixtures/) into OPFS (`picked/<name>`, by default its
 * file name), where the replaced open picker looks.
 */
export async function putFixtureInOpfs(page, fixture, name = basename(fixture)) {
  await page.evaluate(
    async ([url, n]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('picked', { create: true });
      const handle = await dir.getFileHandle(n, { create: true });
      await response.body.pipeTo(await handle.createWritable());
      window.__openName = n;
    },
    [`/__bench/fixtures/${fixture}`, name],
  );
}

export async function openFileMenu(page) {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menu').waitFor();
}

export const IMPORT_OK = /Database imported successfully/;

/** Predicate sources for the import's end: success (or the warning) in the notices. */
const importDone = (expectWarning) =>
  `() => { const t = document.querySelector('.notices [role=status]')?.textContent ?? ''; return ${
    expectWarning ? '/Warning: \\d+ tables failed to import/' : '/Database imported successfully/'
  }.test(t) ? t : null; }`;
const importFailed = `() => { const t = document.querySelector('.notices [role=alert]')?.textContent ?? ''; return /Import failed/.test(t) ? t : null; }`;

/**
 * File > Open file on `fixture` (already in OPFS); measured from the click on "Open file" to the
 * outcome message. Returns the measure (ms, longestTask, value = the message).
 */
export async function openBookThroughMenu(page, { expectWarning = false } = {}) {
  await openFileMenu(page);
  await arm(page, 'import', {
    startOn: 'click',
    filter: `(e) => e.target.closest?.('[role=menuitem]')?.textContent.trim() === 'Open file'`,
    predicate: importDone(expectWarning),
    fail: importFailed,
  });
  await page.getByRole('menuitem', { name: 'Open file', exact: true }).click();
  return result(page, 'import', IMPORT_TIMEOUT_MS);
}

/** After an import the app reloads itself (600 ms later): wait for the reloaded app. */
export async function waitForReload(page) {
  await page.waitForEvent('load', { timeout: 30_000 }).catch(() => undefined);
  await waitForApp(page);
}

const seeds = new Map();

/**
 * A profile with `fixture` opened through the app (once per bench run, then reused by copy).
 * Returns the profile dir; `info.importMs` says how long the seeding import took.
 */
export async function seededProfile(origin, fixture, log) {
  if (seeds.has(fixture)) return seeds.get(fixture);
  const b = await openBrowser(origin);
  try {
    await b.page.goto('/frontmatter/book-info');
    await waitForApp(b.page);
    await putFixtureInOpfs(b.page, fixture);
    const r = await openBookThroughMenu(b.page);
    await waitForReload(b.page);
    await waitForTreeSnapshot(b.page);
    log?.(`  seeded a profile with ${fixture} (import ${Math.round(r.ms)} ms)`);
  } catch (error) {
    await b.close();
    throw error;
  }
  await b.close(true);
  seeds.set(fixture, b.dir);
  return b.dir;
}

/**
 * Waits until the app has kept the tree's summaries (workers/db/tree-snapshot.ts; the worker
 * does it as soon as the opened book is read), as in a browser where the author has had the
 * book open: a seed closed a moment after the import would measure every later open as the
 * first one after an import.
 */
async function waitForTreeSnapshot(page) {
  await page.waitForFunction(
    () =>
      new Promise((done) => {
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => done(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('tree_snapshot')) return done(true);
          const count = db.transaction('tree_snapshot').objectStore('tree_snapshot').count();
          count.onsuccess = () => {
            db.close();
            done(count.result > 0);
          };
          count.onerror = () => done(false);
        };
      }),
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

/** A new browser on a fresh copy of the seeded profile for `fixture`. */
export async function openSeeded(origin, fixture, log) {
  const seed = await seededProfile(origin, fixture, log);
  return openBrowser(origin, { dir: copyProfile(seed) });
}

export const fixturePath = (name) => join(FIXTURES_DIR, name);

/** Opens the Chapters panel (the compact tree, where one click opens a page). */
export async function openChaptersPanel(page) {
  const button = page.getByRole('button', { name: 'Chapters panel' });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  const panel = page.getByRole('complementary', { name: 'Chapters' });
  await panel.getByRole('treeitem').first().waitFor();
  return panel;
}

/**
 * A button of the editor's Formatting toolbar, as a person reaches it: on the toolbar when it
 * fits, otherwise in the "More tools" menu (opened here). As e2e/support/pages.ts does.
 */
export async function editorTool(page, name) {
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const tool = toolbar.getByRole('button', { name, exact: true });
  if (await tool.isVisible()) return tool;
  const more = toolbar.getByRole('button', { name: 'More tools', exact: true });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await tool.waitFor({ state: 'visible' });
  return tool;
}

/** The predicate source: the info bar's "Words in the book" figure, as a number (> 0). */
export const totalWordsSrc = `() => { const el = document.querySelector('.info-bar .info-bar-count'); const n = Number((el?.textContent ?? '').replace(/[^0-9]/g, '')); return n > 0 ? n : null; }`;

/**
 * Waits until the info bar shows a total. A function, not a string: a string predicate that is
 * not true at once is polled by an in-page eval, which the app's CSP refuses (S14 failed so when
 * the total came late).
 */
export function waitForTotal(page) {
  return page.waitForFunction(() => {
    const el = document.querySelector('.info-bar .info-bar-count');
    return Number((el?.textContent ?? '').replace(/[^0-9]/g, '')) > 0;
  });
}

/** The number in the info bar's total now. */
export async function totalWords(page) {
  return page.evaluate(() =>
    Number(
      (document.querySelector('.info-bar .info-bar-count')?.textContent ?? '').replace(
        /[^0-9]/g,
        '',
      ),
    ),
  );
}

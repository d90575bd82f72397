/**
 * S18: page history (issue 29). The page book's 20,000-word page with a year of history (365
 * daily versions, made in Node by the app's own version scripts, bench/lib/revisions-seed.mjs) is
 * opened through the app:
 * - history: the toolbar's Page history, from the click until the newest versions are listed
 *   with "Show all versions (365)" for the rest;
 * - compare: Compare with now on the oldest version (a year of edits), from the click until the
 *   comparison is shown; each with the longest main-thread task inside it;
 * - size: the 1M-word book with a simulated year of daily edits to 1 % of its pages (one version
 *   kept each day an edited page changes): the versions' bytes against the book's, as records in
 *   its file (JSON); computed in Node, no browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fixturePath, openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { random, yearOfVersions } from '../revisions-seed.mjs';
import { median } from '../stats.mjs';

const DAYS = 365;
const HISTORY_BOOK = 'revisions-history-book.json';

/** The page book with a year of history on its longest page; returns that page. */
async function historyBook(ctx) {
  const book = ctx.manifest.books.pages;
  const sizes = Object.keys(book.pages).map(Number);
  const target = book.pages[String(Math.max(...sizes))];
  const json = JSON.parse(readFileSync(fixturePath(book.file), 'utf8'));
  const node = json.data.tree_nodes.find((n) => n.id === target.id);
  const { records, current } = await yearOfVersions(
    node.id,
    node.name,
    node.content,
    DAYS,
    random(18),
  );
  node.content = current;
  json.data.page_versions = records;
  writeFileSync(fixturePath(HISTORY_BOOK), JSON.stringify(json));
  return target;
}

/** Bytes of the versions of a simulated year against the book's, as the book file holds them. */
async function sizeOfAYear(ctx) {
  const json = JSON.parse(readFileSync(fixturePath(ctx.manifest.books.million.file), 'utf8'));
  const bookBytes = JSON.stringify(json.data).length;
  const pages = json.data.tree_nodes.filter((n) => n.type === 'page' && n.mark_for_delete !== 1);
  const rand = random(1801);
  const perDay = Math.max(1, Math.round(pages.length / 100));
  // Which pages are edited on which days (1 % a day), then each page's history at once.
  const days = new Map();
  for (let d = 0; d < DAYS; d += 1) {
    for (let k = 0; k < perDay; k += 1) {
      const page = pages[Math.floor(rand() * pages.length)];
      days.set(page, (days.get(page) ?? 0) + 1);
    }
  }
  let versionBytes = 0;
  let versions = 0;
  for (const [page, edits] of days) {
    const { records } = await yearOfVersions(page.id, page.name, page.content, edits, rand);
    for (const r of records) versionBytes += JSON.stringify(r).length;
    versions += records.length;
  }
  return { percent: (100 * versionBytes) / bookBytes, versions, versionBytes, bookBytes };
}

async function once(ctx, target) {
  const b = await openSeeded(ctx.origin, HISTORY_BOOK, ctx.log);
  try {
    const { page } = b;
    await page.goto(`/body-content/page/${target.id}`);
    await waitForApp(page);
    await page.getByRole('textbox', { name: target.name }).waitFor({ timeout: 120_000 });
    const history = await measure(
      page,
      's18-history',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('button')?.getAttribute('aria-label') === 'Page history'`,
        // The newest versions listed and "Show all versions (365)" offered for the rest.
        predicate: `() => document.querySelectorAll('.page-history__list li').length >= 30 && [...document.querySelectorAll('.page-history button')].some((b) => b.textContent === 'Show all versions (${DAYS})') ? 1 : null`,
      },
      () => page.getByRole('button', { name: 'Page history', exact: true }).click(),
    );
    await page.getByRole('button', { name: `Show all versions (${DAYS})` }).click();
    await page
      .locator('.page-history__list li')
      .nth(DAYS - 1)
      .waitFor();
    const compare = await measure(
      page,
      's18-compare',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('li') === document.querySelector('.page-history__list li:last-child')`,
        predicate: `() => document.querySelector('.rev-compare-dialog .rev-diff del') ? 1 : null`,
      },
      () =>
        page
          .locator('.page-history__list li')
          .last()
          .getByRole('button', { name: /^Compare the version of/ })
          .click(),
    );
    return { history, compare };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S18',
  title: 'Page history: a year of versions, compare, storage',
  async run(ctx) {
    const target = await historyBook(ctx);
    const size = await sizeOfAYear(ctx);
    ctx.log(
      `  S18 size: ${size.versions} versions, ${Math.round(size.versionBytes / 1024)} KiB against the book's ${Math.round(size.bookBytes / 1024)} KiB (${size.percent.toFixed(1)} %)`,
    );
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, target);
      runs.push(r);
      ctx.log(
        `  S18 run ${i + 1}: history of ${DAYS} versions ${Math.round(r.history.ms)} ms, compare the oldest with now (${target.words} words) ${Math.round(r.compare.ms)} ms; longest tasks ${Math.round(r.history.longestTask)}/${Math.round(r.compare.longestTask)} ms`,
      );
    }
    return [
      figure({
        id: 'S18.history',
        scenario: 'S18',
        label: `Page history of a page edited on ${DAYS} days: the click until it is shown`,
        app: runs.map((r) => r.history.ms),
      }),
      figure({
        id: 'S18.compare',
        scenario: 'S18',
        label: `Compare a year-old version of the ${target.words}-word page with now: the click until shown`,
        app: runs.map((r) => r.compare.ms),
      }),
      figure({
        id: 'S18.longestTask',
        scenario: 'S18',
        label: 'Longest main-thread task while the history opens and the comparison shows',
        value: median(runs.map((r) => Math.max(r.history.longestTask, r.compare.longestTask))),
      }),
      figure({
        id: 'S18.size',
        scenario: 'S18',
        label:
          'A year of daily edits to 1 % of the 1M-word book: the versions against the book (%)',
        value: size.percent,
        unit: '%',
        note: `${size.versions} versions, ${Math.round(size.versionBytes / 1024)} KiB; the book's records ${Math.round(size.bookBytes / 1024)} KiB (file JSON)`,
      }),
    ];
  },
};

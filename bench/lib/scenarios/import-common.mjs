/**
 * S1 and S2: File > Open file on the 100,000-record legacy file through the app's UI (the open
 * picker answered from OPFS), until the outcome message; against raw Dexie bulkPut of the same
 * records in the same browser (bench/baseline/dexie-bulkput.*). Ratio = baseline / app time
 * (throughput ratio, higher is better). Also the longest main-thread task during the import.
 */
import {
  IMPORT_TIMEOUT_MS,
  openBookThroughMenu,
  putFixtureInOpfs,
  waitForApp,
  waitForReload,
} from '../app.mjs';
import { openBrowser } from '../browser.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

/** The book part each table of the legacy fixtures belongs to, as the warning names it. */
const BOOK_PART_OF_TABLE = {
  characters: 'World atlas',
  locations: 'World atlas',
  chapters: 'Pages and folders',
};

/** Counts in the app's database, read with raw IndexedDB in the app's origin. */
function storedCounts(page) {
  return page.evaluate(async () => {
    const request = (r) =>
      new Promise((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const db = await request(indexedDB.open('storyBuilderV2'));
    const counts = {};
    for (const table of ['chapters', 'characters', 'locations']) {
      counts[table] = await request(db.transaction(table).objectStore(table).count());
    }
    const nodes = await request(db.transaction('tree_nodes').objectStore('tree_nodes').getAll());
    counts.pages = nodes.filter((n) => n.type === 'page').length;
    db.close();
    return counts;
  });
}

async function appRun(ctx, fixture, expectWarning, verify) {
  const b = await openBrowser(ctx.origin);
  try {
    await b.page.goto('/frontmatter/book-info');
    await waitForApp(b.page);
    await putFixtureInOpfs(b.page, fixture);
    const r = await openBookThroughMenu(b.page, { expectWarning });
    let counts = null;
    if (verify) {
      await waitForReload(b.page);
      counts = await storedCounts(b.page);
    }
    return { ms: r.ms, longestTask: r.longestTask, message: r.value, counts };
  } finally {
    await b.close();
  }
}

async function baselineRun(ctx, fixture) {
  const b = await openBrowser(ctx.origin);
  try {
    await b.page.goto('/__bench/baseline/dexie-bulkput.html');
    await putFixtureInOpfs(b.page, fixture);
    const r = await measure(
      b.page,
      'bulkput',
      {
        startOn: 'click',
        filter: `(e) => e.target.id === 'run'`,
        predicate: `() => document.body.dataset.state === 'done'`,
        fail: `() => document.body.dataset.state === 'failed' && document.getElementById('out').textContent`,
      },
      () => b.page.click('#run'),
      IMPORT_TIMEOUT_MS,
    );
    return { ms: r.ms };
  } finally {
    await b.close();
  }
}

export async function runImportScenario(ctx, { id, expected, expectWarning }) {
  const app = [];
  const base = [];
  const longest = [];
  let check = null;
  for (let i = 0; i < ctx.runs; i += 1) {
    const a = await appRun(ctx, expected.file, expectWarning, i === 0);
    app.push(a.ms);
    longest.push(a.longestTask);
    if (a.counts) check = a;
    const b = await baselineRun(ctx, expected.file);
    base.push(b.ms);
    ctx.log(
      `  ${id} run ${i + 1}: app ${Math.round(a.ms)} ms (longest task ${Math.round(a.longestTask)} ms), baseline ${Math.round(b.ms)} ms`,
    );
  }
  const label = expectWarning ? 'Import 100k legacy, 1 % invalid' : 'Import 100k legacy records';
  const figures = [
    figure({
      id: `${id}.throughput`,
      scenario: id,
      label: `${label}: throughput vs bulkPut`,
      app,
      baseline: base,
      ratioOf: 'baseline/app',
      note: 'app = click on Open file → outcome message; baseline = read + parse + Dexie bulkPut',
    }),
    figure({
      id: `${id}.longestTask`,
      scenario: id,
      label: `${label}: longest main-thread task`,
      app: longest,
      value: median(longest),
    }),
  ];
  if (check) {
    // Legacy chapters are stored as pages (and only as pages: the chapters table stays empty).
    const stored =
      ['characters', 'locations'].every((t) => check.counts[t] === expected.stored[t]) &&
      check.counts.chapters === 0;
    const failed = Object.keys(expected.failedByTable);
    // The warning names the parts of the book the failed tables hold (src/i18n/worker-messages.ts).
    const reported = expectWarning
      ? check.message.includes(`Warning: ${failed.length} tables failed to import... (`) &&
        failed.every((t) => check.message.includes(BOOK_PART_OF_TABLE[t] ?? t))
      : /Database imported successfully/.test(check.message);
    figures.push(
      figure({
        id: `${id}.reported`,
        scenario: id,
        label: expectWarning ? 'The invalid records are reported' : 'The import is reported',
        unit: 'check',
        value: reported,
        note: check.message.replace(/Dismiss/g, ' ').trim(),
      }),
      figure({
        id: `${id}.stored`,
        scenario: id,
        label: expectWarning ? 'Every valid record is stored' : 'Every record is stored',
        unit: 'check',
        value: stored && check.counts.pages === expected.objectChapters,
        note: `stored ${JSON.stringify(check.counts)}; expected ${JSON.stringify({ characters: expected.stored.characters, locations: expected.stored.locations, chapters: 0, pages: expected.objectChapters })}`,
      }),
    );
  }
  return figures;
}

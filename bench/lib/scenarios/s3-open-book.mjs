/**
 * S3: open the 1,000,000-word book: a cold page load of /body-content/chapters (new browser on
 * a fresh copy of a profile the book was opened into) until the tree shows rows and the info
 * bar shows the total, vs a cold load of a page that reads tree_nodes with raw IndexedDB
 * getAll in the same origin. Times from navigation start.
 * S3.growth: the same cold load of the one-page book in the same run, so the app's fixed
 * start-up (its JavaScript, the worker, the database check, the shell) cancels out and the
 * figure says how the open's cost grows with the book (1M words vs one page).
 */
import { openSeeded, totalWordsSrc } from '../app.mjs';
import { figure } from '../figures.mjs';
import { result } from '../measure.mjs';
import { coldMeasureScript } from '../probes.mjs';

const APP_READY = `() => {
  const rows = document.querySelectorAll('.manuscript--full [role=treeitem]').length;
  const total = (${totalWordsSrc})();
  return rows > 0 && total ? total : null;
}`;
const BASELINE_READY = `() => document.body?.dataset.state === 'done' && Number(document.getElementById('out').textContent)`;

async function coldLoad(ctx, fixture, url, predicate) {
  const b = await openSeeded(ctx.origin, fixture, ctx.log);
  try {
    await b.page.addInitScript(coldMeasureScript('cold', predicate));
    await b.page.goto(url);
    return await result(b.page, 'cold', 60_000);
  } finally {
    await b.close();
  }
}

export default {
  id: 'S3',
  title: 'Open the 1,000,000-word book',
  async run(ctx) {
    const book = ctx.manifest.books.million;
    const onePage = ctx.manifest.books.onePage;
    const app = [];
    const base = [];
    const small = [];
    let shown = null;
    for (let i = 0; i < ctx.runs; i += 1) {
      const a = await coldLoad(ctx, book.file, '/body-content/chapters', APP_READY);
      shown = a.value;
      app.push(a.ms);
      const b = await coldLoad(
        ctx,
        book.file,
        '/__bench/baseline/idb-read.html?mode=tree',
        BASELINE_READY,
      );
      base.push(b.ms);
      const one = await coldLoad(ctx, onePage.file, '/body-content/chapters', APP_READY);
      small.push(one.ms);
      ctx.log(
        `  S3 run ${i + 1}: app ${Math.round(a.ms)} ms, baseline ${Math.round(b.ms)} ms, one-page book ${Math.round(one.ms)} ms`,
      );
    }
    const note = `the info bar showed ${shown} words (the book has ${book.words})`;
    return [
      figure({
        id: 'S3.ratio',
        scenario: 'S3',
        label: 'Open 1M-word book: cold load vs raw getAll',
        app,
        baseline: base,
        ratioOf: 'app/baseline',
        note,
      }),
      figure({
        id: 'S3.growth',
        scenario: 'S3',
        label: 'Open: 1M-word book vs one-page book (cold)',
        app,
        baseline: small,
        ratioOf: 'app/baseline',
        note: 'app = the 1M-word book, baseline = the one-page book, each a cold load in the same run',
      }),
      figure({
        id: 'S3.appMs',
        scenario: 'S3',
        label: 'Open 1M-word book: tree and total shown',
        app,
        note,
      }),
    ];
  },
};

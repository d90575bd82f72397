/**
 * S19: the outline and the corkboard of the whole manuscript of the 1M-word book (issue 30).
 * - outline: from the click on "Outline" under the Chapters tree until the table shows its first
 *   rows and the manuscript's total of pages (the tree's summary read from the worker in one
 *   call, no page text; only the rows in view drawn);
 * - corkboard: from the click on "Corkboard" in the outline's view switch until the first cards
 *   show (the groups far below draw when scrolled near);
 * each with the longest main-thread task inside it. Baseline in the same browser: the tree read
 * with raw IndexedDB (one getAll of tree_nodes, text included, as the app's first read of the
 * tree does) and its pages counted.
 */
import { openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

/** The bare baseline: raw IndexedDB getAll of the tree, its live pages counted. */
async function baseline(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('tree_nodes').objectStore('tree_nodes').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            let pages = 0;
            for (const node of all.result)
              if (node.type === 'page' && node.mark_for_delete !== 1) pages += 1;
            db.close();
            resolve({ ms: performance.now() - start, pages });
          };
        };
      }),
  );
}

async function once(ctx, book) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    await page.locator('#main [role=treeitem]').first().waitFor({ timeout: 120_000 });
    const base = await baseline(page);
    const pages = base.pages.toLocaleString('en');

    const outline = await measure(
      page,
      's19-outline',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('a')?.getAttribute('href') === '/body-content/outline'`,
        predicate: `() => document.querySelector('.outline-table tbody tr[data-node-id]') && document.querySelector('.outline-table tfoot th')?.textContent.endsWith(${JSON.stringify(` ${pages}`)}) ? 1 : null`,
      },
      () =>
        page.locator('#main nav.manuscript-views').getByRole('link', { name: 'Outline' }).click(),
    );
    const corkboard = await measure(
      page,
      's19-corkboard',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('a')?.getAttribute('href') === '/body-content/corkboard'`,
        predicate: `() => document.querySelector('.card-grid .index-card') ? 1 : null`,
      },
      () =>
        page
          .getByRole('navigation', { name: 'Views of this part of the book' })
          .getByRole('link', { name: 'Corkboard' })
          .click(),
    );
    return { outline, corkboard, base };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S19',
  title: 'Outline and corkboard of the 1M-word book',
  async run(ctx) {
    const book = ctx.manifest.books.million;
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, book);
      runs.push(r);
      ctx.log(
        `  S19 run ${i + 1}: outline ${Math.round(r.outline.ms)} ms, corkboard ${Math.round(r.corkboard.ms)} ms; baseline ${Math.round(r.base.ms)} ms (${r.base.pages} pages); longest tasks ${Math.round(r.outline.longestTask)}/${Math.round(r.corkboard.longestTask)} ms`,
      );
    }
    const note = `${median(runs.map((r) => r.base.pages))} pages; baseline: raw IndexedDB getAll of tree_nodes (text included) in the same browser`;
    return [
      figure({
        id: 'S19.outline',
        scenario: 'S19',
        label: 'Outline of the whole manuscript: the click until its rows and total show',
        app: runs.map((r) => r.outline.ms),
        baseline: runs.map((r) => r.base.ms),
        note,
      }),
      figure({
        id: 'S19.corkboard',
        scenario: 'S19',
        label: 'Corkboard of the whole manuscript: the click until its first cards show',
        app: runs.map((r) => r.corkboard.ms),
        baseline: runs.map((r) => r.base.ms),
        note,
      }),
      figure({
        id: 'S19.longestTask',
        scenario: 'S19',
        label: 'Longest main-thread task while the outline and the corkboard open',
        value: median(runs.map((r) => Math.max(r.outline.longestTask, r.corkboard.longestTask))),
      }),
    ];
  },
};

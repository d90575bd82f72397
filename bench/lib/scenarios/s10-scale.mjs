/**
 * S10: scale. Per-page operations in a book of 200 pages and in one of 2,000 pages (same page
 * sizes): create a page (Chapters view, "New page" until its name field shows), rename it
 * (Enter until the "Renamed to" announcement) and open a page (a click in the Chapters panel
 * until the editor holds its text). Ratio = 2,000-page time / 200-page time.
 */
import { openChaptersPanel, openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';

const OPS = ['create', 'rename', 'open'];

async function operate(ctx, book) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    const full = page.locator('.manuscript--full');
    await full.getByRole('treeitem').first().waitFor();
    const panel = await openChaptersPanel(page);
    await full.getByRole('treeitem', { name: 'Page 1', exact: true }).click();
    const out = {};
    out.create = await measure(
      page,
      'create',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('.manuscript--full button')?.textContent.trim() === 'New page'`,
        predicate: `() => document.querySelector('.manuscript--full input.manuscript-rename') ? 1 : null`,
      },
      () => full.getByRole('button', { name: 'New page', exact: true }).click(),
    );
    await page.keyboard.type('Renamed page');
    out.rename = await measure(
      page,
      'rename',
      {
        startOn: 'keydown',
        filter: `(e) => e.key === 'Enter'`,
        predicate: `() => [...document.querySelectorAll('.manuscript [role=status]')].some((el) => el.textContent.includes('Renamed to “Renamed page”')) ? 1 : null`,
      },
      () => page.keyboard.press('Enter'),
    );
    out.open = await measure(
      page,
      'open',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('[role=treeitem]')?.textContent.trim() === 'Page 2'`,
        predicate: `() => (document.querySelector('[contenteditable="true"][aria-label="Page 2"]')?.childElementCount ?? 0) > 1 ? 1 : null`,
      },
      () => panel.getByRole('treeitem', { name: 'Page 2', exact: true }).click(),
    );
    return Object.fromEntries(OPS.map((op) => [op, out[op].ms]));
  } finally {
    await b.close();
  }
}

export default {
  id: 'S10',
  title: 'Scale: 200 vs 2,000 pages',
  async run(ctx) {
    const { twoHundred, million } = ctx.manifest.books;
    const small = Object.fromEntries(OPS.map((op) => [op, []]));
    const big = Object.fromEntries(OPS.map((op) => [op, []]));
    for (let i = 0; i < ctx.runs; i += 1) {
      const s = await operate(ctx, twoHundred);
      const l = await operate(ctx, million);
      for (const op of OPS) {
        small[op].push(s[op]);
        big[op].push(l[op]);
      }
      ctx.log(
        `  S10 run ${i + 1}: ${OPS.map((op) => `${op} ${Math.round(s[op])} → ${Math.round(l[op])} ms`).join(', ')}`,
      );
    }
    return OPS.map((op) =>
      figure({
        id: `S10.${op}`,
        scenario: 'S10',
        label: `${op[0].toUpperCase()}${op.slice(1)} a page: 2,000 vs 200 pages`,
        app: big[op],
        baseline: small[op],
        ratioOf: 'app/baseline',
        note: 'app = 2,000-page book, baseline = 200-page book',
      }),
    );
  },
};

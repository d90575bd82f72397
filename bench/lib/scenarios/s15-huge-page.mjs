/**
 * S15: a 20 MB page (3,250,000 words; issue 23, item 6). In one browser: S5's typing on a
 * 100-word page first (the baseline, measured in the same run), then a click on the 20 MB page
 * in the Chapters panel until the app offers to split it, "Split into pages" until the page
 * shows its first part in the editor, and S5's typing at that page's end.
 * Figures: the open (to the offer), the split, the typing p95 against the 100-word page's, the
 * slowest key and the longest main-thread task while opening, splitting and typing.
 */
import { openChaptersPanel, openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median, round } from '../stats.mjs';
import { TEXT, textFor, typeAtEnd, typeOn } from './s5-typing.mjs';

const SMALL = 100;

/** The typed text ends the page's last block once every key landed. */
async function landed(page, size) {
  const tail = TEXT.trim().split(' ').slice(-3).join(' ');
  return page.evaluate(
    ([name, tail]) => {
      const el = document.querySelector(`[contenteditable="true"][aria-label="${name}"]`);
      return Boolean(el?.lastElementChild?.textContent?.endsWith(tail));
    },
    [`Words ${size}`, tail],
  );
}

/** A click on the page in the panel until the offer to split it shows. */
function openToOffer(page, panel, size) {
  const name = `Words ${size}`;
  return measure(
    page,
    `open-${size}`,
    {
      startOn: 'click',
      filter: `(e) => e.target.closest?.('[role=treeitem]')?.textContent.trim() === '${name}'`,
      predicate: `() => document.querySelector('.long-page-offer button') !== null`,
    },
    () => panel.getByRole('treeitem', { name, exact: true }).click(),
    120_000,
  );
}

/** "Split into pages" until the page's editor holds its first part. */
function splitPage(page, size) {
  return measure(
    page,
    `split-${size}`,
    {
      startOn: 'click',
      filter: `(e) => e.target.closest?.('button')?.textContent.trim() === 'Split into pages'`,
      predicate: `() => document.querySelector('[contenteditable="true"][aria-label="Words ${size}"] p') !== null`,
    },
    () => page.getByRole('button', { name: 'Split into pages', exact: true }).click(),
    600_000,
  );
}

export default {
  id: 'S15',
  title: 'A 20 MB page: open, split into pages and typing',
  async run(ctx) {
    const book = ctx.manifest.books.hugePage;
    const huge = Math.max(...Object.keys(book.pages).map(Number));
    const small = [];
    const big = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const b = await openSeeded(ctx.origin, book.file, ctx.log);
      try {
        await b.page.goto('/body-content/chapters');
        await waitForApp(b.page);
        const panel = await openChaptersPanel(b.page);
        small.push(await typeOn(b.page, panel, SMALL, book.pages[SMALL].marker, textFor(ctx)));
        const opened = await openToOffer(b.page, panel, huge);
        const split = await splitPage(b.page, huge);
        const r = { opened, split, ...(await typeAtEnd(b.page, huge, textFor(ctx))) };
        r.landed = await landed(b.page, huge);
        big.push(r);
      } finally {
        await b.close();
      }
      const r = big[i];
      ctx.log(
        `  S15 run ${i + 1}: open ${round(r.opened.ms)} ms (longest task ${round(r.opened.longestTask)} ms); split ${round(r.split.ms)} ms (longest task ${round(r.split.longestTask)} ms); typing p95 ${round(r.p95)} ms (100 words ${round(small[i].p95)} ms), slowest key ${round(r.max)} ms, longest task ${round(r.longestTask)} ms, text landed: ${r.landed}`,
      );
    }
    const mb = (book.pages[huge].htmlBytes / 1024 / 1024).toFixed(1);
    const words = huge.toLocaleString('en');
    return [
      figure({
        id: 'S15.open',
        scenario: 'S15',
        label: `Open a ${mb} MB page (${words} words) until the split is offered`,
        app: big.map((r) => r.opened.ms),
        note: `longest main-thread task while opening: ${round(median(big.map((r) => r.opened.longestTask)))} ms`,
      }),
      figure({
        id: 'S15.split',
        scenario: 'S15',
        label: `Split the ${mb} MB page into pages (a Backups copy first), until its first part is in the editor`,
        app: big.map((r) => r.split.ms),
        note: `longest main-thread task while splitting: ${round(median(big.map((r) => r.split.longestTask)))} ms`,
      }),
      figure({
        id: 'S15.p95',
        scenario: 'S15',
        label: `Typing after the split: p95 keydown → rAF`,
        app: big.map((r) => r.p95),
        note: `p50 ${round(median(big.map((r) => r.p50)))} ms; ${big[0]?.n} keys a run`,
      }),
      figure({
        id: 'S15.p95ratio',
        scenario: 'S15',
        label: `Typing p95 after the split vs 100 words`,
        app: median(big.map((r) => r.p95)),
        baseline: median(small.map((r) => r.p95)),
        ratioOf: 'app/baseline',
      }),
      figure({
        id: 'S15.slowestKey',
        scenario: 'S15',
        label: `Typing after the split: slowest key`,
        app: big.map((r) => r.max),
      }),
      figure({
        id: 'S15.longestTask',
        scenario: 'S15',
        label: `Typing after the split: longest main-thread task`,
        app: big.map((r) => r.longestTask),
      }),
      figure({
        id: 'S15.landed',
        scenario: 'S15',
        label: 'Every typed key is in the page after the split',
        unit: 'check',
        value: big.length > 0 && big.every((r) => r.landed),
      }),
    ];
  },
};

/**
 * S4: open pages of 500, 5,000 and 20,000 words: a click on the page in the Chapters panel
 * until the editor holds the page's last paragraph, vs a bare Lexical editor (Vite-built
 * baseline) loading the same HTML on a click. A 100-word page is opened first to warm up.
 */
import { openChaptersPanel, openSeeded, waitForApp } from '../app.mjs';
import { openBrowser } from '../browser.mjs';
import { figure } from '../figures.mjs';
import { cssString, lastBlockHas, measure } from '../measure.mjs';
import { percentile } from '../stats.mjs';

export const SIZES = [500, 5000, 20000];

/** Opens the page named `Words <size>` from the Chapters panel; returns the measure. */
export async function openPageFromPanel(page, panel, size, marker) {
  const name = `Words ${size}`;
  return measure(
    page,
    `open-${size}`,
    {
      startOn: 'click',
      filter: `(e) => e.target.closest?.('[role=treeitem]')?.textContent.trim() === '${name}'`,
      predicate: lastBlockHas(`[contenteditable="true"][aria-label="${cssString(name)}"]`, marker),
    },
    () => panel.getByRole('treeitem', { name, exact: true }).click(),
    60_000,
  );
}

async function appRun(ctx, pages) {
  const b = await openSeeded(ctx.origin, ctx.manifest.books.pages.file, ctx.log);
  try {
    await b.page.goto('/body-content/chapters');
    await waitForApp(b.page);
    const panel = await openChaptersPanel(b.page);
    await openPageFromPanel(b.page, panel, 100, pages[100].marker);
    const out = {};
    for (const size of SIZES)
      out[size] = (await openPageFromPanel(b.page, panel, size, pages[size].marker)).ms;
    return out;
  } finally {
    await b.close();
  }
}

async function baselineRun(ctx, pages) {
  const b = await openBrowser(ctx.origin);
  try {
    // The pages' HTML from the folder the manifest names (bench/fixtures/, or smoke/ in it).
    const dir = ctx.manifest.books.pages.pages[SIZES[0]].htmlFile.replace(/[^/]*$/, '');
    await b.page.goto(`/__bench/built/lexical/?dir=${dir}`);
    await b.page.waitForSelector('body[data-state=ready]');
    const load = (size) =>
      measure(
        b.page,
        `load-${size}`,
        {
          startOn: 'click',
          filter: `(e) => e.target.id === 'load-${size}'`,
          predicate: lastBlockHas('#editor', pages[size].marker),
        },
        () => b.page.click(`#load-${size}`),
        60_000,
      );
    await load(100);
    const out = {};
    for (const size of SIZES) out[size] = (await load(size)).ms;
    return out;
  } finally {
    await b.close();
  }
}

export default {
  id: 'S4',
  title: 'Open pages of 500, 5,000 and 20,000 words',
  async run(ctx) {
    const pages = ctx.manifest.books.pages.pages;
    const app = Object.fromEntries(SIZES.map((s) => [s, []]));
    const base = Object.fromEntries(SIZES.map((s) => [s, []]));
    for (let i = 0; i < ctx.runs; i += 1) {
      const a = await appRun(ctx, pages);
      const b = await baselineRun(ctx, pages);
      for (const s of SIZES) {
        app[s].push(a[s]);
        base[s].push(b[s]);
      }
      ctx.log(
        `  S4 run ${i + 1}: ${SIZES.map((s) => `${s} words app ${Math.round(a[s])} / bare ${Math.round(b[s])} ms`).join(', ')}`,
      );
    }
    return [
      ...SIZES.map((s) =>
        figure({
          id: `S4.ratio${s}`,
          scenario: 'S4',
          label: `Open a ${s.toLocaleString('en')}-word page vs bare Lexical`,
          app: app[s],
          baseline: base[s],
          ratioOf: 'app/baseline',
        }),
      ),
      figure({
        id: 'S4.p95_5000',
        scenario: 'S4',
        label: 'Open a 5,000-word page: p95',
        app: app[5000],
        value: percentile(app[5000], 95),
        note: 'p95 over the runs (nearest rank: with 3 runs, the slowest)',
      }),
    ];
  },
};

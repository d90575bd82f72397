/**
 * S7: Markdown, EPUB and Word export of the 1,000,000-word book from the File menu, from the click
 * until the file is written (a download, or a file in OPFS through the replaced save picker),
 * with the longest main-thread task; vs reading every page with raw IndexedDB and joining them.
 * The PDF has a scenario of its own, S7.pdf (s7-pdf.mjs: a 100k-word book too, and memory).
 * Where the item opens the export dialog, the time runs from its Export button (the dialog's
 * plan, made while the author looks at the choices, is reported on its own) and long tasks are
 * counted from the menu click. Prints "not available" while the File menu has no such item.
 */
import { openFileMenu, openSeeded, waitForApp } from '../app.mjs';
import { figure, notAvailable } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

const ITEMS = {
  markdown: 'Export to Markdown',
  epub: 'Export to EPUB',
  docx: 'Export to Word',
};
const EXT = {
  markdown: /\.(md|markdown|txt|zip)$/i,
  epub: /\.epub$/i,
  docx: /\.docx$/i,
};
const KINDS = ['markdown', 'epub', 'docx'];
const NAMES = { markdown: 'Markdown', epub: 'EPUB', docx: 'Word (DOCX)' };

export async function menuItems(page) {
  await openFileMenu(page);
  const names = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

/** Names and sizes of the files in OPFS (every folder, one level deep). */
export const opfsFiles = (page) =>
  page.evaluate(async () => {
    const out = [];
    const root = await navigator.storage.getDirectory();
    for await (const [name, handle] of root.entries()) {
      if (handle.kind === 'file') out.push(`${name}:${(await handle.getFile()).size}`);
      else {
        for await (const [n, h] of handle.entries()) {
          if (h.kind === 'file') out.push(`${name}/${n}:${(await h.getFile()).size}`);
        }
      }
    }
    return out;
  });

async function exportOnce(ctx, kind) {
  const b = await openSeeded(ctx.origin, ctx.manifest.books.million.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    const before = new Set(await opfsFiles(page));
    const t0 = await page.evaluate(() => performance.now());
    const started = Date.now();
    let finished = false;
    const never = new Promise(() => undefined);
    const download = page
      .waitForEvent('download', { timeout: 600_000 })
      .then(async (d) => {
        await d.path();
        return d.suggestedFilename();
      })
      .catch(() => never);
    const written = (async () => {
      while (!finished) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const fresh = (await opfsFiles(page).catch(() => [])).filter(
          (f) => !before.has(f) && EXT[kind].test(f.split(':')[0]) && !f.endsWith(':0'),
        );
        if (fresh.length) return fresh[0];
      }
      return never;
    })();
    await openFileMenu(page);
    await page.getByRole('menuitem', { name: ITEMS[kind], exact: true }).click();
    // The export dialog (when the item opens one): its plan, then its Export button.
    const dialog = page.getByRole('dialog', { name: ITEMS[kind] });
    let planMs = null;
    let from = started;
    const hasDialog = await dialog
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (hasDialog) {
      const go = dialog.getByRole('button', { name: 'Export', exact: true });
      await go.waitFor();
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('dialog[open] button')].some(
            (b) => b.textContent === name && !b.disabled,
          ),
        'Export',
        { timeout: 600_000 },
      );
      planMs = Date.now() - started;
      // The marks bound the export in a --profile trace (from the Export button to the file).
      await page.evaluate((k) => performance.mark(`bench-start:${k}`), kind);
      from = Date.now();
      await go.click();
    }
    const file = await Promise.race([download, written]);
    finished = true;
    const ms = Date.now() - from;
    if (hasDialog) await page.evaluate((k) => performance.mark(`bench-end:${k}`), kind);
    const tasks = await page.evaluate(
      (from) => window.__bench.longtasks.filter((t) => t.start >= from).map((t) => t.duration),
      t0,
    );
    return { ms, planMs, file, longestTask: Math.max(0, ...tasks) };
  } finally {
    await b.close();
  }
}

/** The baseline: every page of `fixture`'s book read with raw IndexedDB and joined (ms). */
export async function joinOnce(ctx, fixture = ctx.manifest.books.million.file) {
  const b = await openSeeded(ctx.origin, fixture, ctx.log);
  try {
    await b.page.goto('/__bench/baseline/idb-read.html?mode=join');
    const r = await measure(
      b.page,
      'join',
      {
        startOn: 'click',
        filter: `(e) => e.target.id === 'run'`,
        predicate: `() => document.body.dataset.state === 'done'`,
      },
      () => b.page.click('#run'),
      120_000,
    );
    return r.ms;
  } finally {
    await b.close();
  }
}

export default {
  id: 'S7',
  title: 'Markdown, EPUB and Word export of the 1,000,000-word book',
  async run(ctx) {
    const probe = await openSeeded(ctx.origin, ctx.manifest.books.million.file, ctx.log);
    let items;
    try {
      await probe.page.goto('/body-content/chapters');
      await waitForApp(probe.page);
      items = await menuItems(probe.page);
    } finally {
      await probe.close();
    }
    const has = (kind) => items.includes(ITEMS[kind]);
    const figures = [];
    const results = {};
    const base = [];
    for (let i = 0; i < ctx.runs && KINDS.some(has); i += 1) {
      for (const kind of KINDS) {
        if (!has(kind)) continue;
        results[kind] ??= [];
        results[kind].push(await exportOnce(ctx, kind));
      }
      base.push(await joinOnce(ctx));
      ctx.log(
        `  S7 run ${i + 1}: ${Object.entries(results)
          .map(([k, r]) => `${k} ${Math.round(r[i].ms)} ms`)
          .join(', ')}, read + join ${Math.round(base[i])} ms`,
      );
    }
    for (const kind of KINDS) {
      const label = `${NAMES[kind]} export of 1M words`;
      if (!has(kind)) {
        figures.push(
          notAvailable(
            `S7.${kind}`,
            'S7',
            `${label} vs read + join`,
            `no "${ITEMS[kind]}" in the File menu`,
          ),
          notAvailable(
            `S7.${kind}LongestTask`,
            'S7',
            `${label}: longest main-thread task`,
            null,
            'ms',
          ),
        );
        continue;
      }
      const r = results[kind];
      figures.push(
        figure({
          id: `S7.${kind}`,
          scenario: 'S7',
          label: `${label} vs read + join`,
          app: r.map((x) => x.ms),
          baseline: base,
          ratioOf: 'app/baseline',
          note: `wrote ${r[0].file}${
            r[0].planMs === null
              ? ''
              : `; the dialog's plan took ${Math.round(median(r.map((x) => x.planMs)))} ms before`
          }`,
        }),
        figure({
          id: `S7.${kind}LongestTask`,
          scenario: 'S7',
          label: `${label}: longest main-thread task`,
          app: r.map((x) => x.longestTask),
          value: median(r.map((x) => x.longestTask)),
        }),
      );
    }
    return figures;
  },
};

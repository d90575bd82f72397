/**
 * S20: a folder of the 1M-word book read as one scroll (issue 30, item 4): a part of 400 pages
 * (the smallest folder holding at least 300 pages; the largest one in a smoke run).
 * - shown: from the click on "Read as one text" until the first page is a live editor;
 * - typing: S5's per-key latency (keydown to the next frame) typing at the end of that page;
 * - scroll: 60 wheel steps of 600 px, 50 ms apart, through the folder;
 * with the longest main-thread task of each. Baseline in the same browser: the folder's first
 * five pages read with raw IndexedDB and set as HTML into a bare element.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median, percentile } from '../stats.mjs';
import { textFor } from './s5-typing.mjs';

const MIN_PAGES = 300;
const GAP_MS = 45;

/** The folder to read (id, name, pages) and the baseline: its first pages read raw and shown. */
async function folderAndBaseline(page, minPages) {
  return page.evaluate(
    (min) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('tree_nodes').objectStore('tree_nodes').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const nodes = all.result.filter((n) => n.mark_for_delete !== 1);
            const kids = new Map();
            for (const n of nodes) {
              if (!kids.has(n.parentId)) kids.set(n.parentId, []);
              kids.get(n.parentId).push(n);
            }
            const pagesOf = (id) => {
              const out = [];
              const list = [...(kids.get(id) ?? [])].sort(
                (a, b) => a.position_in_list - b.position_in_list,
              );
              for (const n of list) {
                if (n.type === 'folder') out.push(...pagesOf(n.id));
                else out.push(n);
              }
              return out;
            };
            const folders = nodes
              .filter((n) => n.type === 'folder')
              .map((f) => ({ f, pages: pagesOf(f.id) }));
            folders.sort((a, b) => a.pages.length - b.pages.length);
            const chosen =
              folders.find((x) => x.pages.length >= min) ?? folders[folders.length - 1];
            const ids = chosen.pages.slice(0, 5).map((p) => p.id);
            db.close();
            // The baseline: those pages read again by id (a fresh transaction) and shown.
            const start = performance.now();
            const again = indexedDB.open('storyBuilderV2');
            again.onsuccess = () => {
              const store = again.result.transaction('tree_nodes').objectStore('tree_nodes');
              const html = [];
              let left = ids.length;
              for (const id of ids) {
                const r = store.get(id);
                r.onsuccess = () => {
                  html.push(r.result?.content ?? '');
                  left -= 1;
                  if (left > 0) return;
                  const div = document.createElement('div');
                  div.innerHTML = html.join('<hr>');
                  document.body.append(div);
                  void div.offsetHeight;
                  div.remove();
                  again.result.close();
                  resolve({
                    id: chosen.f.id,
                    pages: chosen.pages.length,
                    baselineMs: performance.now() - start,
                  });
                };
              }
            };
          };
        };
      }),
    minPages,
  );
}

const longestSince = (page, mark) =>
  page.evaluate((m) => {
    const start = performance.getEntriesByName(m).at(-1)?.startTime ?? 0;
    return window.__bench.longtasks
      .filter((t) => t.start + t.duration > start)
      .reduce((max, t) => Math.max(max, t.duration), 0);
  }, mark);

async function once(ctx, book) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    const folder = await folderAndBaseline(page, ctx.smoke ? 1 : MIN_PAGES);
    await page.goto(`/body-content/chapter/${encodeURIComponent(folder.id)}`);
    await page.getByRole('link', { name: 'Read as one text' }).waitFor({ timeout: 120_000 });
    const shown = await measure(
      page,
      's20-shown',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('a')?.getAttribute('href')?.endsWith('/continuous')`,
        predicate: `() => document.querySelector('.continuous__scroll [contenteditable="true"]') ? 1 : null`,
      },
      () => page.getByRole('link', { name: 'Read as one text' }).click(),
    );

    // Typing at the end of the first page, as S5 types.
    const editor = page.locator('.continuous__scroll [contenteditable="true"]').first();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.evaluate(() => {
      window.__bench.startKeyProbe();
      window.__bench.keys.length = 0;
    });
    await sleep(300);
    await page.evaluate(() => performance.mark('bench-start:s20-typing'));
    for (const ch of textFor(ctx)) {
      await page.keyboard.type(ch);
      await sleep(GAP_MS);
    }
    await sleep(300);
    const keys = await page.evaluate(() => window.__bench.keys.map((k) => k.raf));
    const typingTask = await longestSince(page, 'bench-start:s20-typing');

    // Scrolling through the folder.
    const box = await page.locator('.continuous__scroll').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => performance.mark('bench-start:s20-scroll'));
    for (let i = 0; i < (ctx.smoke ? 3 : 60); i += 1) {
      await page.mouse.wheel(0, 600);
      await sleep(50);
    }
    await sleep(500);
    const scrollTask = await longestSince(page, 'bench-start:s20-scroll');
    const raf = keys.filter((x) => x !== null);
    return {
      folder,
      shown,
      typingP95: percentile(raf, 95),
      typingTask,
      scrollTask,
    };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S20',
  title: 'A folder of the 1M-word book as one scroll',
  async run(ctx) {
    const book = ctx.manifest.books.million;
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, book);
      runs.push(r);
      ctx.log(
        `  S20 run ${i + 1}: ${r.folder.pages} pages shown in ${Math.round(r.shown.ms)} ms (baseline ${Math.round(r.folder.baselineMs)} ms), longest task ${Math.round(r.shown.longestTask)} ms; typing p95 ${Math.round(r.typingP95 ?? 0)} ms, longest task ${Math.round(r.typingTask)} ms; scrolling longest task ${Math.round(r.scrollTask)} ms`,
      );
    }
    const note = `${median(runs.map((r) => r.folder.pages))} pages; baseline: the first five pages read with raw IndexedDB and set into a bare element, same browser`;
    return [
      figure({
        id: 'S20.shown',
        scenario: 'S20',
        label: 'Folder as one scroll: the click until its first page is a live editor',
        app: runs.map((r) => r.shown.ms),
        baseline: runs.map((r) => r.folder.baselineMs),
        note,
      }),
      figure({
        id: 'S20.typingP95',
        scenario: 'S20',
        label: 'Typing in it: p95 keydown to the next frame',
        value: median(runs.map((r) => r.typingP95 ?? 0)),
      }),
      figure({
        id: 'S20.longestTask',
        scenario: 'S20',
        label: 'Longest main-thread task while it opens, while typing and while scrolling',
        value: median(runs.map((r) => Math.max(r.shown.longestTask, r.typingTask, r.scrollTask))),
      }),
    ];
  },
};

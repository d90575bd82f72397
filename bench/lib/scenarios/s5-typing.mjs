/**
 * S5: typing latency with real key events (page.keyboard.type, one character at a time) at the
 * end of pages of 100, 5,000 and 20,000 words. Per key: keydown (its timestamp) to the next
 * requestAnimationFrame callback (the figure budgeted), and to just after that frame (a task
 * posted from the rAF callback: the frame's style, layout and paint included).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openChaptersPanel, openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { median, percentile, round } from '../stats.mjs';
import { openPageFromPanel } from './s4-open-page.mjs';

const SIZES = [100, 5000, 20000];
export const TEXT = ' and then the lantern flickered once more over the quiet harbour wall';
/** What a smoke run types (the driver once, in less time): TEXT's last words. */
const SMOKE_TEXT = ' over the quiet harbour wall';
const GAP_MS = 45;

/** The text a run types: TEXT, or its end in a smoke run. */
export const textFor = (ctx) => (ctx.smoke ? SMOKE_TEXT : TEXT);

/** Opens the page `Words <size>` and types `text` at its end; per-key latencies and long tasks. */
export async function typeOn(page, panel, size, marker, text = TEXT) {
  const opened = await openPageFromPanel(page, panel, size, marker);
  return { opened, ...(await typeAtEnd(page, size, text)) };
}

/** Types `text` at the end of the open page `Words <size>`; per-key latencies and long tasks. */
export async function typeAtEnd(page, size, text = TEXT) {
  const editor = page.getByRole('textbox', { name: `Words ${size}`, exact: true });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.evaluate(() => {
    window.__bench.startKeyProbe();
    window.__bench.keys.length = 0;
  });
  await sleep(300);
  await page.evaluate((n) => performance.mark(`bench-start:typing-${n}`), size);
  for (const ch of text) {
    await page.keyboard.type(ch);
    await sleep(GAP_MS);
  }
  await page.evaluate((n) => performance.mark(`bench-end:typing-${n}`), size);
  await sleep(300);
  const keys = await page.evaluate(() => window.__bench.keys.map((k) => [k.raf, k.painted]));
  const longestTask = await page.evaluate((n) => {
    const start = performance.getEntriesByName(`bench-start:typing-${n}`).at(-1)?.startTime ?? 0;
    const tasks = window.__bench.longtasks.filter((t) => t.start + t.duration > start);
    return tasks.reduce((max, t) => Math.max(max, t.duration), 0);
  }, size);
  const raf = keys.map((k) => k[0]).filter((x) => x !== null);
  const painted = keys.map((k) => k[1]).filter((x) => x !== null);
  return {
    longestTask,
    max: raf.length ? Math.max(...raf) : null,
    n: raf.length,
    p50: percentile(raf, 50),
    p95: percentile(raf, 95),
    paintedP50: percentile(painted, 50),
    paintedP95: percentile(painted, 95),
  };
}

export default {
  id: 'S5',
  title: 'Typing latency',
  async run(ctx) {
    const pages = ctx.manifest.books.pages.pages;
    const runs = Object.fromEntries(SIZES.map((s) => [s, []]));
    for (let i = 0; i < ctx.runs; i += 1) {
      const b = await openSeeded(ctx.origin, ctx.manifest.books.pages.file, ctx.log);
      try {
        await b.page.goto('/body-content/chapters');
        await waitForApp(b.page);
        const panel = await openChaptersPanel(b.page);
        for (const size of SIZES)
          runs[size].push(await typeOn(b.page, panel, size, pages[size].marker, textFor(ctx)));
      } finally {
        await b.close();
      }
      ctx.log(
        `  S5 run ${i + 1}: ${SIZES.map((s) => {
          const r = runs[s][i];
          return `${s} words p50 ${round(r.p50)} / p95 ${round(r.p95)} ms (after frame p95 ${round(r.paintedP95)})`;
        }).join(', ')}`,
      );
    }
    const med = (size, key) => median(runs[size].map((r) => r[key]));
    const figures = [];
    for (const size of SIZES) {
      figures.push(
        figure({
          id: `S5.p50_${size}`,
          scenario: 'S5',
          label: `Typing, ${size.toLocaleString('en')} words: p50 keydown → rAF`,
          app: runs[size].map((r) => r.p50),
        }),
        figure({
          id: `S5.p95_${size}`,
          scenario: 'S5',
          label: `Typing, ${size.toLocaleString('en')} words: p95 keydown → rAF`,
          app: runs[size].map((r) => r.p95),
          note: `p95 keydown → after the frame: ${round(med(size, 'paintedP95'))} ms; ${runs[size][0]?.n} keys a run`,
        }),
      );
    }
    figures.push(
      figure({
        id: 'S5.p95ratio',
        scenario: 'S5',
        label: 'Typing p95: 20,000 words vs 100 words',
        app: med(20000, 'p95'),
        baseline: med(100, 'p95'),
        ratioOf: 'app/baseline',
      }),
    );
    return figures;
  },
};

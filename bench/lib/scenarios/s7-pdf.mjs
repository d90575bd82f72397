/**
 * S7.pdf: File > Export to PDF > "Print-ready book", 6 × 9 in, at most 600 pages a volume (the
 * defaults, set again in the dialog), on the 100,000-word book (one PDF) and on the
 * 1,000,000-word book (volumes: one PDF each, in a .zip). As in S7: a new browser on a fresh copy
 * of a profile the book was opened into; the time runs from the dialog's Export button until the
 * file is written (the save picker answers with a file in OPFS); long tasks are counted from the
 * File menu click until the dialog says the export is done. Also: the browser's peak memory during
 * the export (PSS, budgeted, and RSS, summed over its process tree, from /proc: lib/memory.mjs),
 * and the file's volumes and pages (the file is copied out of OPFS, a .zip unpacked, each PDF
 * read by pdfinfo). The typesetter is fetched from the bench server in every run (a fresh
 * profile has an empty Cache Storage): each export is an author's first.
 * Baseline (reported as a ratio; the budgets are absolute): reading and joining every page with
 * raw IndexedDB, as in S7, for the same book. Each run: 100k export, its baseline, 1M export, its
 * baseline.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openFileMenu, openSeeded, waitForApp } from '../app.mjs';
import { newProfileDir, removeProfileDir } from '../browser.mjs';
import { figure, notAvailable } from '../figures.mjs';
import { watchBrowserMemory } from '../memory.mjs';
import { median } from '../stats.mjs';
import { joinOnce, menuItems, opfsFiles } from './s7-export.mjs';

const ITEM = 'Export to PDF';
const KIND = 'Print-ready book';
const TRIM = '6 × 9 in';
/** The dialog's default; the smoke fixtures' nested book sets 100, so it too makes volumes. */
const VOLUME_PAGES = 600;
const EXT = /\.(pdf|zip)$/i;

/** A pdfinfo field ("Pages", "Page size", …) of the PDF at `path`. */
function pdfinfo(path) {
  // stderr dropped: poppler warns "Suspects object is wrong type (boolean)" on Typst's
  // /MarkInfo and reads the file all the same.
  const out = execFileSync('pdfinfo', [path], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const field = (name) => out.match(new RegExp(`^${name}:\\s+(.*)$`, 'm'))?.[1]?.trim() ?? null;
  return { pages: Number(field('Pages')), size: field('Page size') };
}

/** Copies `picked/<name>` out of OPFS into `dir` (1 MiB at a time, as base64). */
async function copyOut(page, opfsName, dir) {
  const [folder, name] = opfsName.split('/');
  const size = await page.evaluate(
    async ([f, n]) => {
      const root = await navigator.storage.getDirectory();
      const file = await (await root.getDirectoryHandle(f)).getFileHandle(n);
      return (await file.getFile()).size;
    },
    [folder, name],
  );
  const chunks = [];
  const step = 1 << 20;
  for (let at = 0; at < size; at += step) {
    const base64 = await page.evaluate(
      async ([f, n, from, to]) => {
        const root = await navigator.storage.getDirectory();
        const file = await (await (await root.getDirectoryHandle(f)).getFileHandle(n)).getFile();
        const url = await new Promise((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result);
          reader.onerror = () => reject(reader.error);
          reader.readAsDataURL(file.slice(from, to));
        });
        return url.slice(url.indexOf(',') + 1);
      },
      [folder, name, at, Math.min(size, at + step)],
    );
    chunks.push(Buffer.from(base64, 'base64'));
  }
  const path = join(dir, name);
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

/** The PDFs in the written file: one, or each volume in the .zip. */
function readVolumes(path, dir) {
  if (!/\.zip$/i.test(path)) return [{ name: path.split('/').pop(), ...pdfinfo(path) }];
  const out = join(dir, 'volumes');
  mkdirSync(out, { recursive: true });
  execFileSync('unzip', ['-q', '-o', path, '-d', out]);
  return readdirSync(out)
    .filter((n) => /\.pdf$/i.test(n))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((n) => ({ name: n, ...pdfinfo(join(out, n)) }));
}

/** Waits until the dialog's Export button is enabled (its plan made for the choices shown). */
async function exportReady(page) {
  // A change of choice starts a new plan in an effect: let it run before looking at the button.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('dialog[open] button')].some(
        (b) => b.textContent === name && !b.disabled,
      ),
    'Export',
    { timeout: 600_000 },
  );
}

/** One export of `book` (a manifest entry) as a print-ready 6 × 9 book PDF; resolves with its measures. */
async function pdfOnce(ctx, book, key, timeoutMs) {
  const volumePages = String(book.volumePages ?? VOLUME_PAGES);
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  const scratch = newProfileDir();
  let crashed = null;
  b.page.on('crash', () => {
    crashed = 'the page crashed';
  });
  let memory = null;
  let watcher = null;
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    const before = new Set(await opfsFiles(page));
    const t0 = await page.evaluate(() => performance.now());
    const started = Date.now();
    watcher = watchBrowserMemory(b.dir);
    // Phases as performance marks: a --profile run reports each one's main-thread and worker time.
    const mark = (names) =>
      page.evaluate((n) => {
        for (const x of n) performance.mark(x);
      }, names);
    await mark([`bench-start:${key}-plan`]);
    await openFileMenu(page);
    await page.getByRole('menuitem', { name: ITEM, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ITEM });
    await dialog.waitFor({ timeout: 10_000 });
    // The choices (a fresh book has these already; set them so the scenario says what it makes).
    const kind = dialog.getByRole('radio', { name: KIND, exact: true });
    await kind.waitFor();
    if (!(await kind.isChecked())) await kind.check();
    const trim = dialog.getByRole('combobox', { name: 'Trim size' });
    await trim.waitFor();
    if ((await trim.locator('option:checked').textContent()) !== TRIM) {
      await trim.selectOption({ label: TRIM });
    }
    const pages = dialog.getByRole('spinbutton', { name: 'Pages per volume, at most' });
    if ((await pages.inputValue()) !== volumePages) {
      await pages.fill(volumePages);
      await pages.blur();
    }
    await exportReady(page);
    const summary = (await dialog.locator('.export-dialog__file').textContent())?.trim();
    const planMs = Date.now() - started;
    await mark([`bench-end:${key}-plan`, `bench-start:${key}-export`]);
    const clickAt = await page.evaluate(() => performance.now());
    const from = Date.now();
    let finished = false;
    // As S7: every 50 ms, a new non-empty file in OPFS (the save picker's); and a failure shown
    // by the dialog, read with a plain querySelector: a Playwright role locator walks the whole
    // DOM (the 1M-word book's tree) on every poll, and put long tasks of its own on the main
    // thread.
    const written = (async () => {
      while (!finished) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (crashed) throw new Error(crashed);
        const [files, alert] = await Promise.all([
          opfsFiles(page).catch(() => []),
          page
            .evaluate(
              () => document.querySelector('dialog[open] [role=alert]')?.textContent ?? null,
            )
            .catch(() => null),
        ]);
        const fresh = files.filter(
          (f) => !before.has(f) && EXT.test(f.split(':')[0]) && !f.endsWith(':0'),
        );
        if (fresh.length) return fresh[0];
        if (alert) throw new Error(`the export failed: ${alert.trim()}`);
      }
      return null;
    })();
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no file after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    let file;
    try {
      file = await Promise.race([written, timeout]);
    } finally {
      finished = true;
      clearTimeout(timer);
    }
    const ms = Date.now() - from;
    memory = watcher.stop();
    watcher = null;
    await mark([`bench-end:${key}-export`, `bench-start:${key}-outcome`]);
    // The dialog's outcome (the file is closed a moment before the worker answers).
    const status = await dialog
      .getByRole('status')
      .filter({ hasText: 'Exported' })
      .textContent({ timeout: 60_000 })
      .catch(() => null);
    await mark([`bench-end:${key}-outcome`]);
    // Long tasks from the menu click on; where each fell (ms after the Export click, < 0: planning).
    const long = await page.evaluate(
      (t) => window.__bench.longtasks.filter((x) => x.start >= t),
      t0,
    );
    const tasks = long.map((x) => x.duration);
    const taskTimes = long.map((x) => ({
      at: Math.round(x.start - clickAt),
      ms: Math.round(x.duration),
    }));
    const [opfsName, bytes] = file.split(':');
    const volumes = readVolumes(await copyOut(page, opfsName, scratch), scratch);
    return {
      ms,
      planMs,
      summary,
      file: opfsName.split('/').pop(),
      bytes: Number(bytes),
      done: Boolean(status) && !crashed,
      longTasks: tasks.length,
      longestTask: Math.max(0, ...tasks),
      taskTimes,
      memory,
      volumes,
      pages: volumes.reduce((sum, v) => sum + v.pages, 0),
    };
  } finally {
    watcher?.stop();
    removeProfileDir(scratch);
    await b.close();
  }
}

const MB = (bytes) => `${Math.round(bytes / 1e6)} MB`;

/** A run's line in the log. */
const runLine = (label, r, base) =>
  r.error
    ? `  S7.pdf ${label}: failed (${r.error}); read + join ${Math.round(base)} ms`
    : `  S7.pdf ${label}: ${Math.round(r.ms)} ms (read + join ${Math.round(base)} ms), ` +
      `${r.volumes.length} PDF(s), ${r.pages} pages, ${r.file} ${MB(r.bytes)}; peak RSS ${MB(
        r.memory.peakRss,
      )} (PSS ${MB(r.memory.peakPss)}, ${r.memory.processes} processes); ` +
      `${r.longTasks} long task(s)${r.taskTimes
        .map((t) => ` ${t.ms} ms at ${t.at >= 0 ? '+' : ''}${t.at} ms`)
        .join(',')} (from the Export click); Export after ${Math.round(r.planMs)} ms of planning`;

/** Every figure of one book (`key`: 100k or 1m); a run that failed has { error }. */
function bookFigures(key, words, all, base) {
  const id = (name) => `S7.pdf.${name}${key}`;
  const label = (what) => `Book PDF (6 × 9), ${words} words: ${what}`;
  const runs = all.filter((r) => !r.error);
  const errors = all.filter((r) => r.error).map((r) => r.error);
  const ok = figure({
    id: id('ok'),
    scenario: 'S7.pdf',
    label: label('done, every PDF readable'),
    value:
      errors.length === 0 &&
      runs.every(
        (r) =>
          r.done &&
          r.volumes.length > 0 &&
          r.volumes.every((v) => v.pages > 0) &&
          (key === '1m' ? r.volumes.length > 1 && /\.zip$/i.test(r.file) : true),
      ),
    note: errors.length ? `failed: ${errors.join('; ')}` : runs[0].summary,
  });
  if (!runs.length) return [ok];
  const first = runs[0];
  const volumes = first.volumes.length;
  const perVolume = first.volumes.map((v) => v.pages).join(' + ');
  const maxOf = (f) => Math.max(...runs.map(f));
  const worst = (f) => runs.reduce((a, r) => (f(r) > f(a) ? r : a));
  const rssRun = worst((r) => r.memory.peakRss).memory;
  const pssRun = worst((r) => r.memory.peakPss).memory;
  const split = (s) => `anon ${MB(s.anon)}, file ${MB(s.file)}, shmem ${MB(s.shmem)}`;
  const times = runs
    .flatMap((r) => r.taskTimes)
    .map((t) => `${t.ms} ms at ${t.at >= 0 ? '+' : ''}${t.at} ms`);
  return [
    figure({
      id: id('ms'),
      scenario: 'S7.pdf',
      label: label('Export click → file written'),
      app: runs.map((r) => r.ms),
      baseline: base,
      note: `wrote ${first.file} (${MB(first.bytes)}); the dialog's plan took ${Math.round(
        median(runs.map((r) => r.planMs)),
      )} ms before; baseline column: read + join`,
    }),
    figure({
      id: id('ratio'),
      scenario: 'S7.pdf',
      label: label('vs read + join'),
      app: runs.map((r) => r.ms),
      baseline: base,
      ratioOf: 'app/baseline',
    }),
    ok,
    figure({
      id: id('volumes'),
      scenario: 'S7.pdf',
      label: label('volumes'),
      unit: 'count',
      app: runs.map((r) => r.volumes.length),
      note: `${volumes} PDF(s): ${perVolume} pages`,
    }),
    figure({
      id: id('pages'),
      scenario: 'S7.pdf',
      label: label('pages (pdfinfo, all volumes)'),
      unit: 'count',
      app: runs.map((r) => r.pages),
      note: `page size ${first.volumes[0]?.size ?? '?'}; largest volume ${Math.max(
        ...first.volumes.map((v) => v.pages),
      )} pages`,
    }),
    figure({
      id: id('peakMemory'),
      scenario: 'S7.pdf',
      label: label('browser peak memory (PSS sum)'),
      unit: 'bytes',
      app: runs.map((r) => r.memory.peakPss),
      value: maxOf((r) => r.memory.peakPss),
      note: `${pssRun.processes} processes, ${pssRun.samples} samples every 250 ms; ${MB(
        pssRun.atStart.pss,
      )} before the export; private pages alone (USS sum) peaked at ${MB(pssRun.peakUss)}`,
    }),
    figure({
      id: id('peakRss'),
      scenario: 'S7.pdf',
      label: label('browser peak memory (RSS sum)'),
      unit: 'bytes',
      app: runs.map((r) => r.memory.peakRss),
      value: maxOf((r) => r.memory.peakRss),
      note: `${MB(rssRun.atStart.rss)} before the export (${split(rssRun.atStart)}); at the peak ${split(
        rssRun.atRssPeak,
      )}; largest single process ${MB(rssRun.peakLargestRss)}`,
    }),
    figure({
      id: id('longTasks'),
      scenario: 'S7.pdf',
      label: label('main-thread tasks over 50 ms'),
      unit: 'count',
      app: runs.map((r) => r.longTasks),
      value: maxOf((r) => r.longTasks),
      note: times.length
        ? `from the Export click: ${times.join(', ')}`
        : `longest 0 ms (none over 50 ms)`,
    }),
  ];
}

/** One export, or { error } when it failed (the scenario goes on to the other book). */
async function attempt(ctx, ...args) {
  try {
    return await pdfOnce(ctx, ...args);
  } catch (error) {
    ctx.log(`  S7.pdf ${args[1]} failed: ${error.stack ?? error}`);
    return { error: String(error.message ?? error).split('\n')[0] };
  }
}

export default {
  id: 'S7.pdf',
  title: 'Print-ready book PDF (6 × 9) of the 100,000-word and 1,000,000-word books',
  async run(ctx) {
    const { twoHundred, million } = ctx.manifest.books;
    // A smoke run drives the export once, on the nested book only (in volumes): the same driver.
    const books = ctx.smoke ? [] : [twoHundred];
    const probe = await openSeeded(ctx.origin, (books[0] ?? million).file, ctx.log);
    let items;
    try {
      await probe.page.goto('/body-content/chapters');
      await waitForApp(probe.page);
      items = await menuItems(probe.page);
    } finally {
      await probe.close();
    }
    if (!items.includes(ITEM)) {
      return [
        notAvailable(
          'S7.pdf.ms100k',
          'S7.pdf',
          'Book PDF (6 × 9), 100,000 words',
          `no "${ITEM}" in the File menu`,
        ),
      ];
    }
    const small = [];
    const smallBase = [];
    const big = [];
    const bigBase = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      for (const book of books) {
        small.push(await attempt(ctx, book, '100k', 600_000));
        smallBase.push(await joinOnce(ctx, book.file));
        ctx.log(runLine(`100k run ${i + 1}`, small[i], smallBase[i]));
      }
      big.push(await attempt(ctx, million, '1m', 2_700_000));
      bigBase.push(await joinOnce(ctx, million.file));
      ctx.log(runLine(`1M run ${i + 1}`, big[i], bigBase[i]));
    }
    return [
      ...(small.length ? bookFigures('100k', '100,000', small, smallBase) : []),
      ...bookFigures('1m', '1,000,000', big, bigBase),
    ];
  },
};

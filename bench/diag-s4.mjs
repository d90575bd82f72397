// scratch diagnostic (not committed): phase medians of opening pages from the Chapters panel
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openChaptersPanel, openSeeded, waitForApp } from './lib/app.mjs';
import { FIXTURES_DIR } from './lib/paths.mjs';
import { openPageFromPanel } from './lib/scenarios/s4-open-page.mjs';
import { startServer } from './lib/server.mjs';

const manifest = JSON.parse(readFileSync(join(FIXTURES_DIR, 'manifest.json'), 'utf8'));
const server = await startServer();
const pages = manifest.books.pages.pages;
const b = await openSeeded(server.origin, manifest.books.pages.file, () => {});
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const phases = {};
try {
  await b.page.goto('/body-content/chapters');
  await waitForApp(b.page);
  const panel = await openChaptersPanel(b.page);
  await openPageFromPanel(b.page, panel, 100, pages[100].marker);
  for (let round = 0; round < 7; round++) {
    for (const size of [500, 5000, 20000]) {
      await b.page.evaluate(() => { window.addEventListener('pointerdown', () => performance.mark('diag:pointerdown'), { capture: true, once: true }); performance.clearMarks(); });
      const r = await openPageFromPanel(b.page, panel, size, pages[size].marker);
      const marks = {}; for (const [n, t] of await b.page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name.replace(/ .*/, ''), m.startTime]))) if (!(n in marks)) marks[n] = t;
      const t0 = marks['diag:pointerdown'];
      const row = (phases[size] ??= {});
      const add = (k, v) => { if (Number.isFinite(v)) (row[k] ??= []).push(v); };
      add('total', r.ms);
      add('down→click', marks['diag:click'] - t0);
      add('click→answer', marks['diag:answered'] - marks['diag:click']);
      add('answer→render', marks['diag:render'] - marks['diag:answered']);
      add('render→swap', marks['diag:swap'] - marks['diag:render']);
      add('swap', marks['diag:swapped'] - marks['diag:swap']);
      add('swapped→end', marks[`bench-end:open-${size}`] - marks['diag:swapped']);
    }
  }
  for (const [size, row] of Object.entries(phases))
    console.log(size.padStart(6), Object.entries(row).map(([k, v]) => `${k} ${med(v).toFixed(1)}`).join(' | '));
} finally {
  await b.close();
  process.exit(0);
}

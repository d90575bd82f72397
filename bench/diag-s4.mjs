// scratch diagnostic (not committed): timeline of marks between click and editor filled
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openChaptersPanel, openSeeded, waitForApp } from './lib/app.mjs';
import { FIXTURES_DIR } from './lib/paths.mjs';
import { openPageFromPanel } from './lib/scenarios/s4-open-page.mjs';
import { startServer } from './lib/server.mjs';

const manifest = JSON.parse(readFileSync(join(FIXTURES_DIR, 'manifest.json'), 'utf8'));
const server = await startServer();
const pages = manifest.books.pages.pages;
const b = await openSeeded(server.origin, manifest.books.pages.file, console.log);
try {
  await b.page.goto('/body-content/chapters');
  await waitForApp(b.page);
  const panel = await openChaptersPanel(b.page);
  await openPageFromPanel(b.page, panel, 100, pages[100].marker);
  for (const size of [500, 5000, 20000, 500]) {
    await b.page.evaluate(() => { window.addEventListener('pointerdown', (e) => performance.mark('diag:pointerdown ' + e.timeStamp.toFixed(1)), { capture: true, once: true }); window.addEventListener('pointerup', (e) => performance.mark('diag:pointerup ' + e.timeStamp.toFixed(1)), { capture: true, once: true }); performance.clearMarks(); window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask' }); });
    const logs = []; const onc = (m) => { if (m.text().startsWith('diag')) logs.push(m.text()); }; b.page.on('console', onc);
    const r = await openPageFromPanel(b.page, panel, size, pages[size].marker);
    b.page.off('console', onc); console.log(logs.join('\n'), await b.page.evaluate(() => performance.timeOrigin));
    const marks = await b.page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
    const t0 = marks.find((m) => m[0].startsWith('diag:pointerdown'))?.[1] ?? marks[0]?.[1];
    console.log(`size ${size}: ${r.ms.toFixed(1)} ms`);
    for (const [n, t] of marks) console.log(`   ${(t - t0).toFixed(1).padStart(7)}  ${n}`);
  }
} finally {
  await b.close();
  await server.close?.();
  process.exit(0);
}

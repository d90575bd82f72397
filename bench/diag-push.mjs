import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSeeded, waitForApp } from './lib/app.mjs';
import { FIXTURES_DIR } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';
const manifest = JSON.parse(readFileSync(join(FIXTURES_DIR, 'manifest.json'), 'utf8'));
const server = await startServer();
const b = await openSeeded(server.origin, manifest.books.pages.file, console.log);
await b.page.goto('/body-content/chapters');
await waitForApp(b.page);
console.log(await b.page.evaluate(() => {
  const out = [];
  for (let i = 0; i < 8; i++) {
    const t = performance.now();
    history.pushState({ i }, '', `/body-content/chapters?x=${i}`);
    const t2 = performance.now();
    new URL('/body-content/page/abc', window.location.origin);
    out.push([(t2 - t).toFixed(2), (performance.now() - t2).toFixed(2)]);
  }
  return JSON.stringify(out);
}));
await b.close(); process.exit(0);

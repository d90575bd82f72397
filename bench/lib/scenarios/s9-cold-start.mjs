/**
 * S9: cold start. The initial JavaScript (the JS files dist/index.html loads before anything
 * lazy, gzipped, with the biggest contributors from the source maps), and the time from
 * navigation start to the first editable page (the Prologue's editor; a brand-new profile, so
 * an empty HTTP cache and a first-run database) vs a blank Vite + React page with one editable
 * box (built into bench/.baseline-dist/react).
 */
import { openBrowser } from '../browser.mjs';
import { initialJavaScript } from '../bundle-size.mjs';
import { figure } from '../figures.mjs';
import { result } from '../measure.mjs';
import { coldMeasureScript } from '../probes.mjs';

const EDITABLE = `() => document.querySelector('[contenteditable="true"]') ? 1 : null`;

async function coldLoad(ctx, url) {
  const b = await openBrowser(ctx.origin);
  try {
    await b.page.addInitScript(coldMeasureScript('first', EDITABLE));
    await b.page.goto(url);
    return (await result(b.page, 'first', 60_000)).ms;
  } finally {
    await b.close();
  }
}

export default {
  id: 'S9',
  title: 'Cold start',
  async run(ctx) {
    const js = initialJavaScript();
    const top = js.breakdown
      .slice(0, 8)
      .map((g) => `${g.group} ${(g.gzip / 1024).toFixed(1)} KiB`)
      .join(', ');
    ctx.log(
      `  S9 initial JS: ${js.files.length} files, ${(js.total.bytes / 1024).toFixed(1)} KiB raw, ${(js.total.gzip / 1024).toFixed(1)} KiB gzipped`,
    );
    const app = [];
    const base = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      app.push(await coldLoad(ctx, '/body-content/prologue'));
      base.push(await coldLoad(ctx, '/__bench/built/react/'));
      ctx.log(
        `  S9 run ${i + 1}: app ${Math.round(app[i])} ms, blank React ${Math.round(base[i])} ms`,
      );
    }
    return [
      figure({
        id: 'S9.initialJsGzip',
        scenario: 'S9',
        label: 'Initial JavaScript, gzipped',
        unit: 'bytes',
        value: js.total.gzip,
        app: js.total.gzip,
        note: `largest (gzipped alone): ${top}`,
        extra: js,
      }),
      figure({
        id: 'S9.firstEditable',
        scenario: 'S9',
        label: 'First editable page vs blank React page',
        app,
        baseline: base,
        ratioOf: 'app/baseline',
      }),
    ];
  },
};

/**
 * S8: insert the 12-megapixel photo with the editor toolbar's "Insert image" button (a real
 * file chooser), from the file input's change event until the image has loaded in the page, vs
 * a bare OffscreenCanvas resize to ≤ 1280 px webp 0.8 in a worker, shown the same way. Counts
 * requests that leave the local origin during the whole run (must be 0).
 */
import { editorTool, fixturePath, openChaptersPanel, waitForApp } from '../app.mjs';
import { openBrowser } from '../browser.mjs';
import { figure } from '../figures.mjs';
import { arm, result } from '../measure.mjs';

const IMG_LOADED = (selector) => `() => {
  const img = document.querySelector(${JSON.stringify(selector)});
  return img && img.getAttribute('src') && img.complete && img.naturalWidth > 0
    ? img.naturalWidth + 'x' + img.naturalHeight
    : null;
}`;

async function appRun(ctx, photo) {
  const b = await openBrowser(ctx.origin);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    const panel = await openChaptersPanel(page);
    await panel.getByRole('treeitem', { name: 'Page 1', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Page 1', exact: true });
    await editor.click();
    await arm(page, 'image', {
      startOn: 'change',
      filter: `(e) => e.target.type === 'file'`,
      predicate: IMG_LOADED('[contenteditable="true"] img'),
    });
    // The toolbar may hold the button in its "More tools" menu when the page is narrow.
    const insert = await editorTool(page, 'Insert image');
    // Together, so a click that fails is the scenario's error, not an unhandled rejection later.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), insert.click()]);
    await chooser.setFiles(photo);
    const r = await result(page, 'image', 120_000);
    return { ms: r.ms, size: r.value, external: b.external.count, urls: b.external.urls };
  } finally {
    await b.close();
  }
}

async function baselineRun(ctx, photo) {
  const b = await openBrowser(ctx.origin);
  try {
    await b.page.goto('/__bench/baseline/image.html');
    await arm(b.page, 'image', { startOn: 'change', predicate: IMG_LOADED('#img') });
    await b.page.setInputFiles('#file', photo);
    const r = await result(b.page, 'image', 120_000);
    return { ms: r.ms, size: r.value };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S8',
  title: 'Insert a 12-megapixel photo',
  async run(ctx) {
    const photo = fixturePath(ctx.manifest.photo.file);
    const app = [];
    const base = [];
    let external = 0;
    const urls = new Set();
    let sizes = '';
    for (let i = 0; i < ctx.runs; i += 1) {
      const a = await appRun(ctx, photo);
      const b = await baselineRun(ctx, photo);
      app.push(a.ms);
      base.push(b.ms);
      external += a.external;
      for (const u of a.urls) urls.add(u);
      sizes = `app image ${a.size}, baseline image ${b.size}`;
      ctx.log(
        `  S8 run ${i + 1}: app ${Math.round(a.ms)} ms, baseline ${Math.round(b.ms)} ms, external requests ${a.external}`,
      );
    }
    return [
      figure({
        id: 'S8.ratio',
        scenario: 'S8',
        label: 'Insert 12 MP photo vs OffscreenCanvas resize',
        app,
        baseline: base,
        ratioOf: 'app/baseline',
        note: sizes,
      }),
      figure({
        id: 'S8.externalRequests',
        scenario: 'S8',
        label: 'Requests leaving localhost while inserting',
        unit: 'count',
        value: external,
        note: urls.size ? [...urls].slice(0, 5).join(', ') : 'none',
      }),
    ];
  },
};

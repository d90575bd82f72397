/**
 * S12: the atlas meets the manuscript in the 1M-word book (issue 15). A character named with a
 * word the book uses ("time") is created; then
 * - build: the last keystroke of its name until "Appears in" lists pages (the worker reads and
 *   folds the whole book's text the first time), with the longest main-thread task;
 * - afterSave: a page of the book is edited (the name typed twice more) and saved; from the
 *   Tools panel's "Atlas records in this page", a click on "Open in the atlas" until the
 *   record's "Appears in" shows the new count for that page (the index re-reads only the saved
 *   page; the time includes opening the record screen).
 */
import { openChaptersPanel, openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

const NAME = 'time';

async function once(ctx, book) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/world-atlas/characters');
    await waitForApp(page);
    await page.getByRole('button', { name: 'New character' }).click();
    await page.waitForURL(/\/world-atlas\/characters\/\d+$/);
    const nameBox = page.getByRole('textbox', { name: 'Name', exact: true });
    await nameBox.fill(NAME.slice(0, -1));
    const build = await measure(
      page,
      's12-build',
      {
        startOn: 'keydown',
        filter: `(e) => e.key === '${NAME.slice(-1)}'`,
        predicate: `() => document.querySelectorAll('.atlas-appearances li').length > 0 ? document.querySelectorAll('.atlas-appearances li').length : null`,
      },
      () => nameBox.press(NAME.slice(-1)),
    );
    const before = await page
      .locator('.atlas-appearances li')
      .filter({ hasText: `${book.firstPage.name} ` })
      .first()
      .textContent();

    // Edit the first page: the name once more, then let the save happen.
    await page.goto('/body-content/chapters');
    const panel = await openChaptersPanel(page);
    await panel.getByRole('treeitem', { name: book.firstPage.name, exact: true }).click();
    const editor = page.locator(`[contenteditable="true"][aria-label="${book.firstPage.name}"]`);
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` ${NAME} ${NAME}`);
    await page.getByText(/Words on this page: \d+/).waitFor();
    await page.waitForTimeout(1500);
    // From the page, the Tools panel's "Atlas records in this page" opens the record.
    const tools = page.getByRole('button', { name: 'Tools panel', exact: true });
    if ((await tools.getAttribute('aria-pressed')) !== 'true') await tools.click();
    const mentions = page.getByRole('region', { name: 'Atlas records in this page' });
    await mentions.getByText(NAME, { exact: true }).first().click();
    const afterSave = await measure(
      page,
      's12-after-save',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('a')?.textContent === 'Open in the atlas'`,
        predicate: `() => { const li = [...document.querySelectorAll('.atlas-appearances li')].find((l) => l.textContent.includes(${JSON.stringify(book.firstPage.name + ' ')})); return li && li.textContent !== ${JSON.stringify(before ?? '')} ? 1 : null; }`,
      },
      () => mentions.getByRole('link', { name: 'Open in the atlas' }).first().click(),
    );
    return { build, afterSave };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S12',
  title: 'Mentions in the 1M-word book',
  async run(ctx) {
    const book = ctx.manifest.books.million;
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, book);
      runs.push(r);
      ctx.log(
        `  S12 run ${i + 1}: index build ${Math.round(r.build.ms)} ms (${r.build.value} pages; longest task ${Math.round(r.build.longestTask)}), after a save ${Math.round(r.afterSave.ms)} ms (longest task ${Math.round(r.afterSave.longestTask)})`,
      );
    }
    return [
      figure({
        id: 'S12.build',
        scenario: 'S12',
        label: 'Mention index built for the 1M-word book, name → Appears in',
        app: runs.map((r) => r.build.ms),
      }),
      figure({
        id: 'S12.buildLongestTask',
        scenario: 'S12',
        label: 'Longest main-thread task while it builds',
        value: median(runs.map((r) => r.build.longestTask)),
      }),
      figure({
        id: 'S12.afterSave',
        scenario: 'S12',
        label: 'After a page save: the record asks again until Appears in shows the new count',
        app: runs.map((r) => r.afterSave.ms),
      }),
    ];
  },
};

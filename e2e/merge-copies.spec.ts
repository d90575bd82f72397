/**
 * Two copies of one book edited apart, brought together without a server (issue 31, item 2): a
 * book is saved, opened in two other browsers (contexts) from that file, each edits another
 * paragraph, the second saves its copy, and the first opens it with File > Open file → Merge
 * into this book. Both edits are in the page, each paragraph once; after a reload too.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  fileMenu,
  openBookFile,
  openPage1,
  readOpfs,
  saveBookAs,
  setPickerAnswer,
  usePickersOnOpfs,
  writeOpfs,
} from './support/book-files';

/** How many pages have a Yjs state in this browser's database. */
const pageStates = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('storyBuilderV2');
        request.onerror = () => resolve(0);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('collab_docs')) {
            db.close();
            resolve(0);
            return;
          }
          const all = db.transaction('collab_docs').objectStore('collab_docs').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.filter((doc: { pageId: unknown }) => doc.pageId).length);
          };
          all.onerror = () => resolve(0);
        };
      }),
  );

/** A browser of its own that opens the book file `text` (saved as `orig.json`). */
async function copyIn(browser: import('@playwright/test').Browser, text: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook (it installs file pickers).
  await usePickersOnOpfs(page);
  await page.goto('/');
  await openBookFile(page, 'orig.json', text);
  // The opened pages get their first Yjs state from the file's text (idle time, after the reload).
  await expect.poll(() => pageStates(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await openPage1(page);
  return { context, page };
}

/** Types `words` at the end of the paragraph that reads `paragraph`. */
async function appendTo(page: Page, paragraph: string, words: string) {
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.getByText(paragraph, { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(words);
  await expect(editor).toContainText(`${paragraph}${words}`);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

test('two copies edited in different paragraphs merge into one book with both edits', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const author = await browser.newContext();
  const first = await author.newPage();
  await usePickersOnOpfs(first);
  await first.goto('/');
  await openPage1(first);
  await first.getByRole('textbox', { name: 'Page 1' }).click();
  await first.keyboard.type('Alpha line one.');
  await first.keyboard.press('Enter');
  await first.keyboard.type('Beta line two.');
  await first.keyboard.press('Enter');
  await first.keyboard.type('Gamma line three.');
  await expect(first.getByText('Words on this page: 9')).toBeVisible();
  const original = await saveBookAs(first, 'orig.json');
  expect(original).toContain('Gamma line three.');
  await author.close();

  const one = await copyIn(browser, original);
  const two = await copyIn(browser, original);
  await appendTo(one.page, 'Alpha line one.', ' One was here.');
  await appendTo(two.page, 'Gamma line three.', ' Two was here.');
  const copy = await saveBookAs(two.page, 'two.json');
  expect(copy).toContain('Two was here.');
  expect(JSON.parse(copy).collab.pages).toBeTruthy();
  await two.context.close();

  // The first copy opens the second's file: a copy of the same book, so it offers to merge.
  const page = one.page;
  await writeOpfs(page, 'picked', 'two.json', copy);
  await setPickerAnswer(page, '__openName', 'two.json');
  // The first copy's edit is in its own file (auto-save), so Open asks nothing before the offer.
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
  await fileMenu(page, 'Open file');
  const unsaved = page.getByRole('dialog', { name: 'Save this book before opening another?' });
  const offer = page.getByRole('dialog', { name: 'Merge this copy into your book?' });
  await expect(offer.or(unsaved)).toBeVisible();
  if (await unsaved.isVisible())
    await unsaved
      .getByRole('button', { name: 'Open without saving' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  await offer.getByRole('button', { name: 'Merge into this book' }).click();
  await expect(
    page.getByText(/^Merged two\.json into this book\. Pages changed: 1; added: 0; removed: 0\./),
  ).toBeVisible({ timeout: 30_000 });
  // The notice of the merge under way goes when the merge has said what came in.
  await expect(page.getByText('Merging two.json into this book…')).toBeHidden({ timeout: 2_000 });

  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await expect(editor).toContainText('Alpha line one. One was here.');
  await expect(editor).toContainText('Gamma line three. Two was here.');
  const merged = (await editor.textContent()) ?? '';
  expect(occurrences(merged, 'Beta line two.')).toBe(1);
  expect(occurrences(merged, 'Alpha line one.')).toBe(1);
  await page.screenshot({ path: test.info().outputPath('merged.png') });

  await page.reload();
  await openPage1(page);
  await expect(editor).toContainText('Alpha line one. One was here.');
  await expect(editor).toContainText('Gamma line three. Two was here.');
  expect(occurrences((await editor.textContent()) ?? '', 'Gamma line three.')).toBe(1);
  // The restore point from before the merge is listed in Backups.
  expect(await readOpfs(page, 'picked', 'two.json')).toContain('Two was here.');
  await one.context.close();
});

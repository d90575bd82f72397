/**
 * File → Import manuscript… (issue 27): a Word file written by LibreOffice, a folder of
 * Markdown with pictures, and text files come in from the File menu — into the open book under
 * a new folder, or as a new book — with a preview first; a damaged file among good ones is
 * named and left out; Cancel midway leaves the book as it was, and so does a tab closed midway
 * (once the book opens again); files dropped on the window open the import too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type FileChooser, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { fileMenu } from './support/book-files';

const FIXTURES = fileURLToPath(new URL('../tests/fixtures/manuscript-import', import.meta.url));
const fixture = (path: string) => join(FIXTURES, path);
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import manuscript' });

/** The Chapters view's tree and its items (exact names). */
const item = (page: Page, name: string) =>
  page
    .locator('#main')
    .getByRole('tree', { name: 'Book structure' })
    .getByRole('treeitem', { name, exact: true });

/** Shows the Chapters view with the folders named open. */
async function showTree(page: Page, ...folders: string[]) {
  if (!page.url().endsWith('/body-content/chapters')) await page.goto('/body-content/chapters');
  for (const folder of folders) {
    const row = item(page, folder);
    await expect(row).toBeVisible();
    if ((await row.getAttribute('aria-expanded')) !== 'true') {
      await row.click();
      await page.keyboard.press('ArrowRight');
      await expect(row).toHaveAttribute('aria-expanded', 'true');
    }
  }
}

/** Opens a page from the Chapters view (its folders opened first) and returns its editor. */
async function openPage(page: Page, name: string, ...folders: string[]) {
  await showTree(page, ...folders);
  await item(page, name).dblclick();
  const editor = page.getByRole('textbox', { name });
  await expect(editor).toBeVisible();
  return editor;
}

async function chooseFiles(page: Page, files: Parameters<FileChooser['setFiles']>[0]) {
  const dialog = importDialog(page);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles(files);
}

/** Makes the folder picker answer with an OPFS folder holding the fixture folder `name`. */
async function folderPickerWith(page: Page, name: string) {
  const root = join(FIXTURES, name);
  const files: Array<{ path: string; base64: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else
        files.push({ path: relative(root, full), base64: readFileSync(full).toString('base64') });
    }
  };
  walk(root);
  await page.evaluate(
    async ({ name, files }) => {
      const opfs = await navigator.storage.getDirectory();
      const top = await opfs.getDirectoryHandle(name, { create: true });
      for (const file of files) {
        const parts = file.path.split('/');
        const fileName = parts.pop() as string;
        let dir = top;
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
        const handle = await dir.getFileHandle(fileName, { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
      (window as unknown as Record<string, unknown>).showDirectoryPicker = async () => top;
    },
    { name, files },
  );
}

test('a Word file comes into the open book, split at Heading 1, under a new folder', async ({
  page,
}) => {
  await page.goto('/body-content/chapters');
  await fileMenu(page, 'Import manuscript…');
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  await chooseFiles(page, [fixture('salt-road.docx')]);
  await expect(dialog.getByText('1 pages, 0 folders')).toBeVisible();
  await expect(dialog.getByText('No problems found.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Split at Heading 1' }).check();
  await expect(dialog.getByText(/^2 pages, 0 folders, \d+ words from 1 files$/)).toBeVisible();
  const preview = dialog.getByRole('list', { name: 'What will be created' });
  await expect(preview.getByRole('listitem')).toHaveText([
    /salt-road/,
    /Chapter One.*words/,
    /Chapter Two.*words/,
  ]);
  await expect(dialog.getByRole('textbox', { name: 'Name of the new folder' })).toHaveValue(
    'salt-road',
  );
  expect(await seriousViolations(page, '.manuscript-import')).toEqual([]);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /Imported 2 pages and \d+ words into the folder salt-road\./,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await showTree(page, 'salt-road');
  // The new folder at the end of the manuscript, after the book's own; its pages in order.
  await expect(item(page, 'salt-road')).toHaveAttribute('aria-level', '1');
  await expect(item(page, 'Page 1')).toBeVisible();
  await expect(item(page, 'Chapter One')).toHaveAttribute('aria-level', '2');
  const chapterTwo = await openPage(page, 'Chapter Two', 'salt-road');
  await expect(chapterTwo).toContainText('وصلت السفينة إلى الميناء عند الفجر.');
  await expect(chapterTwo).toContainText('船在黎明时分驶入港口。');
  await expect(chapterTwo).toContainText('Salt from the northern pans.');
  const chapterOne = await openPage(page, 'Chapter One', 'salt-road');
  await expect(chapterOne.getByRole('heading', { name: 'The harbour' })).toBeVisible();
  await expect(chapterOne.locator('strong', { hasText: 'ship' })).toBeVisible();
  await expect(chapterOne.getByRole('listitem').filter({ hasText: 'lanterns' })).toBeVisible();
  // The picture was compressed and stored; the page shows it.
  await expect(chapterOne.locator('img')).toHaveCount(1);
  await expect(chapterOne.locator('img')).toHaveAttribute(
    'src',
    /^(data:image\/webp|blob:|images\/)/,
  );
});

test('a folder of Markdown comes in as a new book, its pictures with it', async ({ page }) => {
  await page.goto('/body-content/chapters');
  await folderPickerWith(page, 'markdown-novel');
  await fileMenu(page, 'Import manuscript…');
  const dialog = importDialog(page);
  await dialog.getByRole('button', { name: 'Choose a folder…' }).click();
  await expect(dialog.getByText(/^3 pages, 1 folders, \d+ words from 4 files$/)).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'the picture ../images/map.png was not found' }),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: /As a new book/ }).check();
  await dialog.getByRole('textbox', { name: 'Title of the new book' }).fill('The Storm Book');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // The new book replaces the open one: the page reloads with the notice.
  await expect(page.getByText('The new book The Storm Book holds 3 pages')).toBeVisible({
    timeout: 20_000,
  });
  await showTree(page, 'The Storm Book', 'chapters');
  await expect(item(page, 'Page 1')).toHaveCount(0);
  await expect(item(page, 'Departure')).toBeVisible();
  const storm = await openPage(page, 'The Storm', 'The Storm Book', 'chapters');
  await expect(storm.locator('mark', { hasText: 'bright' })).toBeVisible();
  await expect(storm).toContainText('See [[Captain Ivo]] for who he is.');
  await expect(storm.locator('img')).toHaveCount(1);
});

test('an OpenDocument text comes in as a new book', async ({ page }) => {
  await page.goto('/body-content/chapters');
  await fileMenu(page, 'Import manuscript…');
  const dialog = importDialog(page);
  await chooseFiles(page, [fixture('salt-road.odt')]);
  await expect(dialog.getByText(/^1 pages, 0 folders, \d+ words from 1 files$/)).toBeVisible();
  await expect(dialog.getByText('No problems found.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Split at Heading 1' }).check();
  await dialog.getByRole('radio', { name: /As a new book/ }).check();
  await dialog.getByRole('textbox', { name: 'Title of the new book' }).fill('Salt Road');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('The new book Salt Road holds 2 pages')).toBeVisible({
    timeout: 20_000,
  });
  await showTree(page, 'Salt Road');
  await expect(item(page, 'Page 1')).toHaveCount(0);
  const chapterOne = await openPage(page, 'Chapter One', 'Salt Road');
  await expect(chapterOne.getByRole('heading', { name: 'The harbour' })).toBeVisible();
  await expect(chapterOne.locator('em', { hasText: 'dawn' })).toBeVisible();
  await expect(chapterOne.getByRole('listitem').filter({ hasText: 'second tide' })).toBeVisible();
  await expect(chapterOne.getByRole('link', { name: 'the salt map' })).toBeVisible();
  await expect(chapterOne.locator('img')).toHaveCount(1);
  const chapterTwo = await openPage(page, 'Chapter Two', 'Salt Road');
  await expect(chapterTwo).toContainText('وصلت السفينة إلى الميناء عند الفجر.');
  await expect(chapterTwo).toContainText('船在黎明时分驶入港口。');
});

test('a damaged file among good ones is named and left out; the others come in', async ({
  page,
}) => {
  await page.goto('/body-content/chapters');
  await fileMenu(page, 'Import manuscript…');
  const dialog = importDialog(page);
  await chooseFiles(page, [
    fixture('text/utf8.txt'),
    fixture('text/windows-1252.txt'),
    fixture('damaged.docx'),
    fixture('text/utf16.txt'),
  ]);
  const problems = dialog.getByRole('region', { name: 'Problems found' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'Left out: damaged.docx: the file is damaged or is not what its name says.',
    'windows-1252.txt: not UTF-8, read as Windows-1252; check accented letters.',
  ]);
  // All or nothing refuses the whole selection.
  await dialog.getByRole('checkbox', { name: /All or nothing/ }).check();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /All or nothing/ }).uncheck();
  await dialog.getByRole('textbox', { name: 'Name of the new folder' }).fill('Letters');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /Imported 3 pages and \d+ words into the folder Letters\./,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  const cp1252 = await openPage(page, 'windows-1252', 'Letters');
  await expect(cp1252).toContainText('Smart “quotes” and café — from Windows.');
  const utf16 = await openPage(page, 'utf16', 'Letters');
  await expect(utf16).toContainText('naïve café, Ελλάδα.');
  await showTree(page, 'Letters');
  await expect(item(page, 'damaged')).toHaveCount(0);
});

test('Cancel midway leaves the book exactly as it was', async ({ page }) => {
  await page.goto('/body-content/chapters');
  await fileMenu(page, 'Import manuscript…');
  const dialog = importDialog(page);
  const text = `${'The tide came in over the salt flats and the gulls rose. '.repeat(40)}\n`;
  const files = Array.from({ length: 6000 }, (_, i) => ({
    name: `Scene ${i + 1}.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from(`# Scene ${i + 1}\n\n${text}`),
  }));
  await chooseFiles(page, files);
  await expect(dialog.getByText(/^6,000 pages, 0 folders/)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: 'Name of the new folder' }).fill('Never here');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // Midway: any batch written but the last (a batch can come and go between two polls).
  await expect(dialog.getByText(/^Page [1-5],000 of 6,000 written/)).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'The import was cancelled. The book is exactly as it was.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(item(page, 'Page 1')).toBeVisible();
  await expect(item(page, 'Never here')).toHaveCount(0);
  // Not after a reload either: nothing of the import is in the book.
  await page.reload();
  await expect(item(page, 'Page 1')).toBeVisible();
  await expect(item(page, 'Never here')).toHaveCount(0);
  await expect(page.getByText('Words in the book: 0')).toBeVisible();
});

/** How many tree records the book's database holds (what the screens do not show too). */
const storedNodes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('tree_nodes').objectStore('tree_nodes').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );

test('a tab closed in the middle of an import leaves nothing of it', async ({ page }) => {
  await page.goto('/body-content/chapters');
  await expect(item(page, 'Page 1')).toBeVisible();
  const before = await storedNodes(page);
  await fileMenu(page, 'Import manuscript…');
  const dialog = importDialog(page);
  const text = `${'The tide came in over the salt flats and the gulls rose. '.repeat(40)}\n`;
  const files = Array.from({ length: 6000 }, (_, i) => ({
    name: `Scene ${i + 1}.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from(`# Scene ${i + 1}\n\n${text}`),
  }));
  await chooseFiles(page, files);
  await expect(dialog.getByText(/^6,000 pages, 0 folders/)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: 'Name of the new folder' }).fill('Cut short');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // Midway: any batch written but the last (a batch can come and go between two polls).
  await expect(dialog.getByText(/^Page [1-5],000 of 6,000 written/)).toBeVisible({
    timeout: 60_000,
  });
  // The first batch is in the database, without its folder; the tab goes away now.
  expect(await storedNodes(page)).toBeGreaterThanOrEqual(before + 1000);
  await page.reload();
  await expect(item(page, 'Page 1')).toBeVisible();
  await expect(item(page, 'Cut short')).toHaveCount(0);
  // Opening the book undid what the import had written: not a record of it is left.
  await expect.poll(() => storedNodes(page)).toBe(before);
  await expect(page.getByText('Words in the book: 0')).toBeVisible();
});

test('files dropped on the window open the import with them', async ({ page }) => {
  await page.goto('/body-content/chapters');
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(
      new File(['A dropped letter.\n\nSecond paragraph.'], 'dropped.txt', { type: 'text/plain' }),
    );
    const target = document.querySelector('#main') ?? document.body;
    target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: data }));
    target.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }),
    );
    target.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }),
    );
  });
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^1 pages, 0 folders, 5 words from 1 files$/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name of the new folder' })).toHaveValue(
    'dropped',
  );
});

test('the dialog and its preview at 1440 and 420 px, dark and Arabic (screenshots)', async ({
  page,
}, testInfo) => {
  // Four loads of the app and four axe scans: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  for (const [width, theme, lang] of [
    [1440, 'light', 'en'],
    [420, 'dark', 'en'],
    [1440, 'dark', 'ar'],
    [420, 'light', 'ar'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/body-content/chapters');
    await page.evaluate(
      ({ t, l }) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('locale', l);
      },
      { t: theme, l: lang },
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('button', { name: lang === 'ar' ? 'ملف' : 'File', exact: true }).click();
    await page.getByRole('menuitem').nth(2).click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button').first().click();
    await (await chooser).setFiles([
      fixture('salt-road.docx'),
      fixture('damaged.docx'),
      fixture('text/windows-1252.txt'),
    ]);
    await expect(dialog.getByRole('list').first()).toBeVisible();
    await expect(dialog.locator('.manuscript-import__summary')).toContainText(/\d/);
    expect(await seriousViolations(page, '.manuscript-import')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`import-manuscript-${width}-${theme}-${lang}.png`),
    });
  }
});

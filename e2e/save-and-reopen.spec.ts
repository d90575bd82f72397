/**
 * Books on disk. The pickers are replaced by functions that return OPFS handles (docs/spec/design.md §3), so
 * the real write path runs: create, write, save, reset, open, save as, auto-save, rejections,
 * and the download / file-input fallback without the File System Access API.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  fileMenu,
  openPage1,
  readOpfs,
  setPickerAnswer,
  usePickersOnOpfs,
  writeOpfs,
} from './support/book-files';
import { createBook } from './support/new-book';

test('create a book, write, save, start over, open the saved file and find every word', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await createBook(page);
  await expect(
    page.getByRole('status').getByText('Book saved successfully using File System API'),
  ).toBeVisible();
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toContain(
    '"databaseName": "storyBuilderV2"',
  );

  await openPage1(page);
  const words = 'Winter came early to the valley that year';
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type(words);
  await expect(page.getByText('Words on this page: 8')).toBeVisible();
  await fileMenu(page, 'Save file');
  await expect(
    page.getByRole('status').getByText('Book saved to new-book-title.json'),
  ).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toContain(words);

  // Start over: the database is reset to an empty new book.
  await fileMenu(page, 'New book');
  await page
    .getByRole('dialog', { name: 'New book' })
    .getByRole('button', { name: 'Continue without saving' })
    .click();
  await page
    .getByRole('dialog', { name: 'New book' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await openPage1(page);
  await expect(page.getByRole('textbox', { name: 'Page 1' })).not.toContainText(words);

  // Open the saved file: copy it where the open picker looks.
  const saved = (await readOpfs(page, 'project', 'new-book-title.json')) ?? '';
  await writeOpfs(page, 'picked', 'saved-book.json', saved);
  await setPickerAnswer(page, '__openName', 'saved-book.json');
  // The app reloads after an import: a goto racing that reload can hang (seen in CI).
  const reloaded = page.waitForEvent('load');
  await fileMenu(page, 'Open file');
  await expect(
    page.getByText(/Database imported successfully! \d+ tables processed, \d+ records imported\./),
  ).toBeVisible();
  await reloaded;
  await openPage1(page);
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toContainText(words);
});

test('save as writes a second file', async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await fileMenu(page, 'Save file');
  await expect(
    page.getByRole('status').getByText('Book saved to new-book-title.json'),
  ).toBeVisible();
  await setPickerAnswer(page, '__nextSaveName', 'second-copy.json');
  await fileMenu(page, 'Save file as');
  await expect(page.getByRole('status').getByText('Book saved to second-copy.json')).toBeVisible();
  expect(await readOpfs(page, 'picked', 'second-copy.json')).toContain('"tree_nodes"');
});

// When it writes (2 s after the last edit, at most 10 s after the first) is the auto-save
// controller's unit tests' (useAutosave.test.ts, with a fake clock): no timing is asserted here.
test('auto-save writes the chosen file after an edit, with no Save click', async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await fileMenu(page, 'Save file');
  await expect(
    page.getByRole('status').getByText('Book saved to new-book-title.json'),
  ).toBeVisible();
  await openPage1(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type('Autosaved sentence');
  await expect
    .poll(async () => (await readOpfs(page, 'picked', 'new-book-title.json')) ?? '', {
      timeout: 20_000,
      intervals: [200],
    })
    .toContain('Autosaved sentence');
  const text = (await readOpfs(page, 'picked', 'new-book-title.json')) ?? '';
  expect(JSON.parse(text).header.title).toBe('New Book Title');
});

test('a corrupt file is rejected and the open book is untouched; import progress is visible', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Book title' }).fill('Keep Me Safe');
  await expect(page.getByRole('heading', { name: 'Keep Me Safe' })).toBeVisible();
  await writeOpfs(
    page,
    'picked',
    'broken.json',
    '{"metadata": {"version": "1.2"}, "data": {"notes": [',
  );
  await setPickerAnswer(page, '__openName', 'broken.json');
  await fileMenu(page, 'Open file');
  await expect(
    page.getByRole('alert').getByText(/^Import failed: Failed to parse JSON:/),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Keep Me Safe' })).toBeVisible();

  await writeOpfs(
    page,
    'picked',
    'ebook.json',
    JSON.stringify({ format: 'ebook', metadata: {}, content: [] }),
  );
  await setPickerAnswer(page, '__openName', 'ebook.json');
  await fileMenu(page, 'Open file');
  await expect(
    page.getByRole('alert').getByText(/This is a v2 ebook export format, not a database backup/),
  ).toBeVisible();

  // A large legacy file shows the progress bar and status line while it imports.
  const chapters = Array.from({ length: 6000 }, (_, i) => ({
    id: i + 1,
    title: `Chapter ${i + 1}`,
    content: `<p>Words of chapter ${i + 1}</p>`,
    position_in_list: i + 1,
  }));
  await writeOpfs(
    page,
    'picked',
    'legacy.json',
    JSON.stringify({
      documents: [{ uuid: 'legacy-doc' }],
      frontmatter: [{ title: 'Legacy Book' }],
      chapters,
    }),
  );
  await setPickerAnswer(page, '__openName', 'legacy.json');
  await fileMenu(page, 'Open file');
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText(/Database imported successfully \(legacy format\)!/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Legacy Book' })).toBeVisible({ timeout: 20_000 });
});

test('without the File System Access API, Save downloads the file and Open takes it back', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.showSaveFilePicker;
    delete w.showOpenFilePicker;
    delete w.showDirectoryPicker;
  });
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Book title' }).fill('Downloaded Book');
  await expect(page.getByRole('heading', { name: 'Downloaded Book' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await fileMenu(page, 'Save file');
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('downloaded-book.json');
  const path = await download.path();

  await page.getByRole('textbox', { name: 'Book title' }).fill('Changed Later');
  await expect(page.getByRole('heading', { name: 'Changed Later' })).toBeVisible();
  const chooserPromise = page.waitForEvent('filechooser');
  await fileMenu(page, 'Open file');
  const chooser = await chooserPromise;
  await chooser.setFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: readFileSync(path),
  });
  // The file holds this very book (issue 31): Open offers to merge it; replacing is as before.
  await page
    .getByRole('dialog', { name: 'Merge this copy into your book?' })
    .getByRole('button', { name: 'Replace this book with the file' })
    .click();
  await expect(page.getByText(/Database imported successfully!/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Downloaded Book' })).toBeVisible({
    timeout: 15_000,
  });
});

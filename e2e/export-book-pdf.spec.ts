/**
 * Export to PDF as a print-ready book (issue 18): typeset by Typst in the browser, with the
 * engine and fonts from the app's own origin. Read back the way a reader would: pdfinfo (trim
 * size, pages), pdffonts (every font embedded and subset), pdftotext (the words, in order).
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  fileMenu,
  openBookFile,
  readOpfs,
  readOpfsBytes,
  removeOpfs,
  usePickersOnOpfs,
} from './support/book-files';
import { bigBook, bookFile, SALT_ROAD } from './support/export-books';
import {
  fontsNotSubset,
  hasPoppler,
  missingInOrder,
  pageCount,
  run,
  tempFile,
} from './support/pdf-files';

async function exportBookPdf(page: Page, trim: string, fileName: string) {
  await fileMenu(page, 'Export to PDF');
  const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
  await dialog.getByRole('combobox', { name: 'Trim size' }).selectOption({ label: trim });
  await expect(dialog.getByText(`File: ${fileName}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  return dialog;
}

test('a book exports as a 6×9 print-ready PDF: title page, contents, chapters, picture, fonts embedded', async ({
  page,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(180_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'salt-road.json', bookFile('The Salt Road', SALT_ROAD));
  const dialog = await exportBookPdf(page, '6 × 9 in', 'the-salt-road.pdf');
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 150_000,
  });
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.pdf');
  expect(bytes).not.toBeNull();
  const file = tempFile(bytes as Buffer);
  const info = run('pdfinfo', [file]);
  expect(info).toMatch(/Page size:\s+432 x 648 pts/);
  expect(info).toMatch(/Title:\s+The Salt Road/);
  // The default face choice: the text in Literata, headings in Playfair Display (book-faces.ts).
  const fonts = run('pdffonts', [file]);
  expect(fonts).toMatch(/\+Literata[\w-]*-Regular/);
  expect(fonts).toMatch(/\+PlayfairDisplay-(Regular|Bold)/);
  expect(fontsNotSubset(file), 'every font embedded, as a subset').toEqual([]);
  const text = run('pdftotext', ['-layout', file, '-']);
  expect(
    missingInOrder(text, [
      'The Salt Road',
      'Ana Lima',
      'Table of contents',
      'Preface',
      'Part One',
      'Arrival',
      'Why I wrote this book.',
      'Part One',
      'Arrival',
      'The ship came in at dawn.',
      'Gulls',
      'A gull on the mast:',
      'rope',
      'Part Two',
      'Rain, all night.',
      'Acknowledgments',
      'Thanks to the harbour master.',
    ]),
    'not found in order',
  ).toEqual([]);
});

test('a book PDF cancelled while it is typeset writes no file', async ({ page }) => {
  test.setTimeout(240_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'long-road.json', bigBook(200, 500));
  await fileMenu(page, 'Export to PDF');
  const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
  await expect(dialog.getByText(/File: the-long-road\.pdf/)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  // Midway: the typesetter is being loaded or is setting the book (100,000 words take seconds).
  await expect(dialog.getByText(/Loading the typesetter|Typesetting/)).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Export cancelled. No file was written, and the book is unchanged.',
  );
  expect(await readOpfs(page, 'picked', 'the-long-road.pdf')).toBeNull();
});

test('a big book in volumes: a .zip with one PDF a volume, each with its own title page', async ({
  page,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(300_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  // 60 chapters of 1,000 words in two folders of 30,000; 150 pages a volume (about 41,000 words
  // at 6×9, front matter and a tenth kept aside): one folder a volume.
  await openBookFile(page, 'long-road.json', bigBook(60, 1000));
  await fileMenu(page, 'Export to PDF');
  const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
  await dialog.getByRole('spinbutton', { name: 'Pages per volume, at most' }).fill('150');
  await expect(dialog.getByText(/File: the-long-road\.zip/)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported the-long-road.zip.', {
    timeout: 240_000,
  });
  const bytes = await readOpfsBytes(page, 'picked', 'the-long-road.zip');
  expect(bytes).not.toBeNull();
  const zip = tempFile(bytes as Buffer, 'book.zip');
  const dir = join(zip, '..');
  run('unzip', ['-q', zip, '-d', dir]);
  const volumes = run('ls', [dir])
    .split('\n')
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  expect(volumes).toEqual(['the-long-road-volume-1.pdf', 'the-long-road-volume-2.pdf']);
  const first = run('pdftotext', ['-layout', join(dir, volumes[0] as string), '-']);
  const second = run('pdftotext', ['-layout', join(dir, volumes[1] as string), '-']);
  expect(
    missingInOrder(first, [
      'The Long Road',
      'Volume 1',
      'Book One',
      'Chapter 1',
      '1. The long road',
    ]),
  ).toEqual([]);
  expect(
    missingInOrder(second, ['The Long Road', 'Volume 2', 'Book Two', '31. The long road']),
  ).toEqual([]);
  // Each volume's pages are numbered from 1 and within the limit, near enough.
  for (const volume of volumes) {
    expect(pageCount(join(dir, volume)), volume).toBeLessThanOrEqual(150);
  }
});

test('offline before the typesetter was ever loaded: said plainly, and the manuscript offered instead', async ({
  page,
  context,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(180_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'salt-road.json', bookFile('The Salt Road', SALT_ROAD));
  await fileMenu(page, 'Export to PDF');
  const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  // A manuscript made online once (the app's own code is loaded; the typesetter is not).
  await dialog.getByRole('radio', { name: 'Manuscript for agents and editors' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await removeOpfs(page, 'picked', 'the-salt-road.pdf');

  await context.setOffline(true);
  await fileMenu(page, 'Export to PDF');
  await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
  await expect(dialog.getByText('File: the-salt-road.pdf', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'This browser is offline, and the PDF typesetter and its fonts are downloaded from this app the first time a book PDF is made.',
    { timeout: 60_000 },
  );
  expect(await readOpfs(page, 'picked', 'the-salt-road.pdf')).toBeNull();
  await dialog.getByRole('button', { name: 'Export the manuscript PDF instead' }).click();
  await expect(
    dialog.getByRole('radio', { name: 'Manuscript for agents and editors' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 60_000,
  });
  await context.setOffline(false);
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.pdf');
  const text = run('pdftotext', [tempFile(bytes as Buffer), '-']);
  expect(text).toContain('The ship came in at dawn.');
  expect(text).toContain('END');
});

test('after the first book PDF, the typesetter is cached: the next one is made offline', async ({
  page,
  context,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(180_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'salt-road.json', bookFile('The Salt Road', SALT_ROAD));
  const dialog = await exportBookPdf(page, '6 × 9 in', 'the-salt-road.pdf');
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 150_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await removeOpfs(page, 'picked', 'the-salt-road.pdf');

  await context.setOffline(true);
  const again = await exportBookPdf(page, 'A5 (148 × 210 mm)', 'the-salt-road.pdf');
  await expect(again.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 150_000,
  });
  await context.setOffline(false);
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.pdf');
  const file = tempFile(bytes as Buffer);
  // A5: 148 × 210 mm.
  expect(run('pdfinfo', [file])).toMatch(/Page size:\s+419\.5\d* x 595\.2\d* pts/);
  expect(run('pdftotext', [file, '-'])).toContain('The ship came in at dawn.');
});

test('drafting marks: struck-through text is left out of the book PDF unless the author prints the marks', async ({
  page,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(240_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  const draft = [
    { id: 'root', parentId: null, name: 'Main Content', type: 'folder' as const },
    {
      id: 'one',
      parentId: 'root',
      name: 'Draft',
      type: 'page' as const,
      html: '<p>Kept words <s>cut words</s> and <mark>marked words</mark> stay.</p>',
    },
  ];
  await openBookFile(page, 'draft.json', bookFile('Drafting', draft));
  const textOf = async () => {
    const bytes = await readOpfsBytes(page, 'picked', 'drafting.pdf');
    expect(bytes).not.toBeNull();
    return run('pdftotext', [tempFile(bytes as Buffer), '-']).replace(/\s+/g, ' ');
  };
  let dialog = await exportBookPdf(page, '6 × 9 in', 'drafting.pdf');
  await expect(dialog.getByRole('status')).toHaveText('Exported drafting.pdf.', {
    timeout: 200_000,
  });
  let text = await textOf();
  expect(text).toContain('Kept words and marked words stay.');
  expect(text).not.toContain('cut words');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await removeOpfs(page, 'picked', 'drafting.pdf');

  await fileMenu(page, 'Export to PDF');
  dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('checkbox', { name: 'Print highlights and struck-through text' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported drafting.pdf.', {
    timeout: 200_000,
  });
  text = await textOf();
  expect(text).toContain('Kept words cut words and marked words stay.');
});

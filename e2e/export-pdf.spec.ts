/**
 * Export to PDF from the File menu, as a manuscript (issue 18): standard manuscript format read
 * back with pdftotext; written by jsPDF for Western European text, and by the typesetter for a
 * book in another script (Arabic here), right to left and extracted as written.
 */
import { expect, type Page, test } from '@playwright/test';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile, SALT_ROAD } from './support/export-books';
import { hasPoppler, missingInOrder, pageCount, run, tempFile } from './support/pdf-files';
import { comparable } from './support/script-books';

async function exportPdf(page: Page) {
  await fileMenu(page, 'Export to PDF');
  const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('radio', { name: 'Manuscript for agents and editors' }).check();
  await expect(dialog.getByText(/File: the-salt-road\.pdf/)).toBeVisible();
  await expect(dialog.getByText(/A manuscript for agents and editors/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  return dialog;
}

test('a book exports to a manuscript PDF: name and word count, title a third down, running heads, END', async ({
  page,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  const long = Array.from({ length: 120 }, () => 'The long road ran north.').join(' ');
  await openBookFile(
    page,
    'salt-road.json',
    bookFile('The Salt Road', [
      ...SALT_ROAD,
      { id: 'road', parentId: 'two', name: 'Road', type: 'page', html: `<p>${long}</p>`.repeat(4) },
    ]),
  );
  const dialog = await exportPdf(page);
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 60_000,
  });
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.pdf');
  expect(bytes).not.toBeNull();
  const file = tempFile(bytes as Buffer);
  const text = run('pdftotext', ['-layout', file, '-']);
  const missing = missingInOrder(text, [
    'Ana Lima',
    /about [\d,]+ words/,
    'The Salt Road',
    'by Ana Lima',
    'Lima / The Salt Road / 2',
    'Why I wrote this book.',
    'Lima / The Salt Road / 3',
    'The ship came in at dawn.',
    'Rain, all night.',
    'The long road ran north.',
    'END',
  ]);
  expect(missing, 'not found in order').toEqual([]);
  expect(pageCount(file)).toBeGreaterThanOrEqual(4);
});

test('a manuscript with Arabic text is set by the typesetter: right to left, extracted as written', async ({
  page,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(180_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(
    page,
    'salt-road.json',
    bookFile('The Salt Road', [
      ...SALT_ROAD,
      {
        id: 'letter',
        parentId: 'two',
        name: 'Letter',
        type: 'page',
        html: '<p>وصلت الرسالة في الصباح الباكر.</p>',
      },
    ]),
  );
  const dialog = await exportPdf(page);
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 150_000,
  });
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.pdf');
  expect(bytes).not.toBeNull();
  const file = tempFile(bytes as Buffer);
  expect(run('pdfinfo', [file])).toMatch(/Page size:\s+612 x 792 pts/);
  const text = comparable(run('pdftotext', [file, '-']));
  for (const wanted of [
    'Lima/TheSaltRoad/2',
    'The ship came in at dawn.',
    'وصلت الرسالة في الصباح الباكر.',
    'END',
  ]) {
    expect(text, wanted).toContain(comparable(wanted));
  }
  const fonts = run('pdffonts', [file]);
  expect(fonts).toMatch(/Amiri/);
});

test('the manuscript title page carries the contact block from Book info and the app’s word count', async ({
  page,
}) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'salt-road.json', bookFile('The Salt Road', SALT_ROAD));
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Maria Lima');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Harbour Lane\nPorto 4000');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.org');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+351 555 0100');
  await page.getByRole('textbox', { name: 'Phone' }).blur();
  const words = await page
    .getByText(/Words in the book: [\d,]+/)
    .first()
    .textContent();
  const count = Number((words ?? '').replace(/\D/g, ''));
  const dialog = await exportPdf(page);
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.pdf.', {
    timeout: 60_000,
  });
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.pdf');
  const file = tempFile(bytes as Buffer);
  const first = run('pdftotext', ['-layout', '-f', '1', '-l', '1', file, '-']);
  expect(
    missingInOrder(first, [
      'Ana Maria Lima',
      `about ${count} words`,
      '12 Harbour Lane',
      'Porto 4000',
      '+351 555 0100',
      'ana@example.org',
      'The Salt Road',
      'by Ana Lima',
    ]),
    'not found in order',
  ).toEqual([]);
});

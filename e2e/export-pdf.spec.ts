/**
 * Export to PDF from the File menu, as a manuscript (issue 18): standard manuscript format read
 * back with pdftotext; written by jsPDF for Western European text, and by the typesetter for a
 * book in another script (Arabic here), right to left and extracted as written.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile, SALT_ROAD } from './support/export-books';
import { comparable } from './support/script-books';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

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
  test.skip(!hasPdftotext, 'pdftotext is not installed (apt-get install poppler-utils)');
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
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  const file = join(dir, 'book.pdf');
  writeFileSync(file, bytes as Buffer);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  let from = 0;
  const missing: string[] = [];
  for (const wanted of [
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
  ]) {
    const rest = text.slice(from);
    const at = typeof wanted === 'string' ? rest.indexOf(wanted) : rest.search(wanted);
    if (at === -1) missing.push(String(wanted));
    else from += at + 1;
  }
  expect(missing, 'not found in order').toEqual([]);
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
  );
  expect(pages).toBeGreaterThanOrEqual(4);
});

test('a manuscript with Arabic text is set by the typesetter: right to left, extracted as written', async ({
  page,
}) => {
  test.skip(!hasPdftotext, 'pdftotext is not installed (apt-get install poppler-utils)');
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
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  const file = join(dir, 'book.pdf');
  writeFileSync(file, bytes as Buffer);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+612 x 792 pts/);
  const text = comparable(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
  for (const wanted of [
    'Lima/TheSaltRoad/2',
    'The ship came in at dawn.',
    'وصلت الرسالة في الصباح الباكر.',
    'END',
  ]) {
    expect(text, wanted).toContain(comparable(wanted));
  }
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts).toMatch(/Amiri/);
});

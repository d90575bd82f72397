/**
 * Export to PDF from the File menu (the manuscript PDF, a first part of issue 18): standard
 * manuscript format read back with pdftotext; a book with text in a script the manuscript
 * cannot set yet is refused in plain words, and no file is left behind.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  fileMenu,
  openBookFile,
  readOpfs,
  readOpfsBytes,
  usePickersOnOpfs,
} from './support/book-files';
import { bookFile, SALT_ROAD } from './support/export-books';

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

test('a book with Arabic text is refused in plain words, and no file is left', async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(
    page,
    'salt-road.json',
    bookFile('The Salt Road', [
      ...SALT_ROAD,
      { id: 'letter', parentId: 'two', name: 'Letter', type: 'page', html: '<p>وصلت الرسالة.</p>' },
    ]),
  );
  const dialog = await exportPdf(page);
  await expect(
    dialog.getByText(/sets Western European text only for now, and this book has “و”/),
  ).toBeVisible({
    timeout: 60_000,
  });
  expect(await readOpfs(page, 'picked', 'the-salt-road.pdf')).toBeNull();
});

/**
 * Export to PDF as a print-ready book (issue 18): typeset by Typst in the browser, with the
 * engine and fonts from the app's own origin. Read back the way a reader would: pdfinfo (trim
 * size, pages), pdffonts (every font embedded and subset), pdftotext (the words, in order).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile, SALT_ROAD } from './support/export-books';

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Writes the PDF's bytes to a temporary file and returns its path. */
function pdfFile(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'book-pdf-')), 'book.pdf');
  writeFileSync(file, bytes);
  return file;
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });

/** Which of `wanted` are not found in `text` in this order. */
function missingInOrder(text: string, wanted: Array<string | RegExp>): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const w of wanted) {
    const rest = text.slice(from);
    const at = typeof w === 'string' ? rest.indexOf(w) : rest.search(w);
    if (at === -1) missing.push(String(w));
    else from += at + 1;
  }
  return missing;
}

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
  const file = pdfFile(bytes as Buffer);
  const info = run('pdfinfo', [file]);
  expect(info).toMatch(/Page size:\s+432 x 648 pts/);
  expect(info).toMatch(/Title:\s+The Salt Road/);
  const fonts = run('pdffonts', [file]).split('\n').slice(2).filter(Boolean);
  expect(fonts.length).toBeGreaterThan(0);
  for (const line of fonts) {
    // name type encoding emb sub uni: every font embedded, as a subset.
    expect(line, line).toMatch(/^[A-Z]{6}\+\S+.*\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/);
  }
  const text = run('pdftotext', ['-layout', file, '-']);
  expect(
    missingInOrder(text, [
      'The Salt Road',
      'Ana Lima',
      'Contents',
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

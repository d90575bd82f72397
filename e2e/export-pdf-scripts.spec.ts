/**
 * The print-ready PDF in every script the app speaks (issue 18): for a test book in each, the
 * text pdftotext extracts is the author's, in logical order, and every font is embedded as a
 * subset. (The pages were also looked at, rendered with pdftoppm: docs/pdf.md.)
 */
import { expect, test } from '@playwright/test';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile } from './support/export-books';
import { fontsNotSubset, hasPoppler, run, tempFile } from './support/pdf-files';
import { comparable, SCRIPT_SAMPLES } from './support/script-books';

test('a book in each script exports to a PDF whose text extracts as written', async ({ page }) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(600_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  const failures: string[] = [];
  for (const [i, sample] of SCRIPT_SAMPLES.entries()) {
    await openBookFile(
      page,
      `script-test-${i + 1}.json`,
      bookFile('Script Test', [
        { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
        {
          id: 'one',
          parentId: 'root',
          name: sample.chapter,
          type: 'page',
          html: sample.paragraphs.map((p) => `<p>${p}</p>`).join(''),
        },
      ]),
    );
    await fileMenu(page, 'Export to PDF');
    const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
    await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(dialog.getByRole('status'), sample.script).toHaveText(
      'Exported script-test.pdf.',
      { timeout: 120_000 },
    );
    const bytes = await readOpfsBytes(page, 'picked', 'script-test.pdf');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(bytes, sample.script).not.toBeNull();
    const file = tempFile(bytes as Buffer, `${sample.script.replace(/\W+/g, '-')}.pdf`);
    const text = comparable(run('pdftotext', [file, '-']));
    for (const wanted of [sample.chapter, ...sample.paragraphs]) {
      if (!text.includes(comparable(wanted))) failures.push(`${sample.script}: ${wanted}`);
    }
    for (const line of fontsNotSubset(file)) failures.push(`${sample.script}: ${line}`);
  }
  expect(failures, 'not extracted as written, or a font not embedded as a subset').toEqual([]);
});

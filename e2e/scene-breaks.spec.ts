/**
 * Scene breaks (issue 25, item 3): `* * *` typed alone on a line becomes a scene break (not a
 * bullet list), Insert scene break in the toolbar adds another, and every export writes the
 * separator chosen in its dialog — Markdown `#`, EPUB a fleuron, the book PDF `* * *` and the
 * manuscript `#` (read back with pdftotext). The page is photographed in the three themes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { seriousViolations } from './support/a11y';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile, type Node } from './support/export-books';
import { editorTool, openPageFromPanel } from './support/pages';
import { hasPoppler, run, tempFile } from './support/pdf-files';

const EPUBCHECK = '/usr/share/java/epubcheck.jar';

const BOOK: Node[] = [
  { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
  {
    id: 'one',
    parentId: 'root',
    name: 'Chapter One',
    type: 'page',
    html: '<p>Night fell over the harbour.</p>',
  },
];

/** Exports with the dialog of `item`, the scene breaks written as `separator` (its label). */
async function exportWith(
  page: Page,
  item: string,
  fileName: string,
  separator: string | null,
  before?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<Buffer> {
  await fileMenu(page, item);
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  if (before) await before(dialog);
  if (separator !== null)
    await dialog.getByRole('combobox', { name: 'Scene breaks' }).selectOption({ label: separator });
  await expect(dialog.getByText(`File: ${fileName}`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page, '.export-dialog')).toEqual([]);
  await dialog.screenshot({ path: test.info().outputPath(`dialog-${item}.png`) });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  // Done, or a failure the dialog says (shown in the report rather than a bare timeout).
  const done = dialog.getByRole('status').filter({ hasText: `Exported ${fileName}.` });
  await expect(done.or(dialog.getByRole('alert'))).toBeVisible({ timeout: 150_000 });
  await expect(done, await dialog.innerText()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const bytes = await readOpfsBytes(page, 'picked', fileName);
  expect(bytes).not.toBeNull();
  return bytes as Buffer;
}

test('a scene break typed as * * * and one from the toolbar come out as the chosen separator in every export', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A desktop window, where the toolbar holds "Insert scene break" itself (with its tooltip)
  // rather than in its "More tools" menu.
  await page.setViewportSize({ width: 1440, height: 900 });
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'scenes.json', bookFile('Scenes', BOOK));
  await openPageFromPanel(page, 'Chapter One');
  const text = page.getByRole('textbox', { name: 'Chapter One' });
  await text.click();
  await page.keyboard.press('Control+End');

  // Typed: * * * alone on a line, then Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.type('* * *');
  await expect(text.getByRole('list')).toHaveCount(0);
  await page.keyboard.press('Enter');
  const breaks = text.getByRole('separator', { name: 'Scene break' });
  await expect(breaks).toHaveCount(1);
  await expect(text.getByRole('list')).toHaveCount(0);
  await expect(text).not.toContainText('*');
  await page.keyboard.type('Morning came.');

  // From the toolbar, at the end of the page.
  const insert = await editorTool(page, 'Insert scene break');
  await expect(insert).toHaveAttribute('data-tooltip', 'Insert scene break');
  await insert.click();
  await expect(breaks).toHaveCount(2);
  await page.keyboard.type('Noon.');
  expect(await seriousViolations(page, '.sb-editor')).toEqual([]);
  await expect(text.locator('p')).toHaveText([
    'Night fell over the harbour.',
    'Morning came.',
    'Noon.',
  ]);

  // The arrow keys select a break (outlined), Backspace deletes it, undo brings it back.
  await page.keyboard.press('Home');
  // The editor learns of the caret's move from the browser's selectionchange event, which comes
  // a task later: an ArrowLeft sent before it would move from the line's end, not its start.
  await caretSettledAtLineStart(page);
  await page.keyboard.press('ArrowLeft');
  await expect(breaks.nth(1)).toHaveClass(/sb-editor__scene-mark--selected/);
  await page.keyboard.press('Backspace');
  await expect(breaks).toHaveCount(1);
  await expect(text.locator('p')).toHaveText([
    'Night fell over the harbour.',
    'Morning came.',
    'Noon.',
  ]);
  await page.keyboard.press('Control+Z');
  await expect(breaks).toHaveCount(2);

  // How it looks in each theme (the PNGs are in the test's output folder, to be looked at).
  await breaks.first().scrollIntoViewIfNeeded();
  for (const theme of ['light', 'dark', 'gray']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: test.info().outputPath(`scene-break-${theme}.png`) });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

  // Markdown, with # chosen: the mark as text, escaped so it is no heading.
  const markdown = strFromU8(
    new Uint8Array(await exportWith(page, 'Export to Markdown', 'scenes.md', 'Hash (#)')),
  );
  expect(markdown).toContain(
    'Night fell over the harbour.\n\n\\#\n\nMorning came.\n\n\\#\n\nNoon.',
  );

  // EPUB, with the fleuron: a centred paragraph; the choice is the book's now.
  const epub = unzipSync(
    new Uint8Array(await exportWith(page, 'Export to EPUB', 'scenes.epub', 'Fleuron (❧)')),
  );
  const chapter = Object.entries(epub)
    .filter(([name]) => name.endsWith('.xhtml'))
    .map(([, bytes]) => strFromU8(bytes))
    .find((xhtml) => xhtml.includes('Morning came.'));
  expect(chapter).toContain(
    '<p>Night fell over the harbour.</p>\n<p class="scene-break">❧</p>\n<p>Morning came.</p>\n<p class="scene-break">❧</p>\n<p>Noon.</p>',
  );
  // The page shows the book's separator now.
  await expect(breaks.first()).toHaveAttribute('data-mark', '❧');
  await breaks.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('scene-break-fleuron.png') });

  if (existsSync(EPUBCHECK)) {
    const file = join(mkdtempSync(join(tmpdir(), 'epub-')), 'scenes.epub');
    writeFileSync(
      file,
      await readOpfsBytes(page, 'picked', 'scenes.epub').then((b) => b as Buffer),
    );
    const out = execFileSync('java', ['-jar', EPUBCHECK, file], { encoding: 'utf8' });
    expect(out).toContain('No errors or warnings detected');
  }

  if (!hasPoppler) return;
  // The book PDF, with three asterisks. pdftotext -raw reads in the order the text was set: its
  // default reading order takes the short centred separators for a column of their own.
  const book = await exportWith(
    page,
    'Export to PDF',
    'scenes.pdf',
    'Three asterisks (* * *)',
    (d) => d.getByRole('radio', { name: 'Print-ready book' }).check(),
  );
  const bookText = run('pdftotext', ['-raw', tempFile(book), '-']).replace(/\s+/g, ' ');
  expect(bookText).toMatch(/Night fell over the harbour\. \* \* \* Morning came\. \* \* \* Noon\./);

  // The manuscript: always #, and its dialog says so.
  const manuscript = await exportWith(page, 'Export to PDF', 'scenes.pdf', null, async (d) => {
    await d.getByRole('radio', { name: 'Manuscript for agents and editors' }).check();
    await expect(d.getByRole('combobox', { name: 'Scene breaks' })).toHaveCount(0);
    await expect(d.getByText('Scene breaks print as a centred #')).toBeVisible();
  });
  const manuscriptText = run('pdftotext', ['-raw', tempFile(manuscript), '-']).replace(/\s+/g, ' ');
  expect(manuscriptText).toMatch(/Night fell over the harbour\. # Morning came\. # Noon\./);
});

/** Waits until the caret sits at the start of its text and the editor has had a frame to see it. */
async function caretSettledAtLineStart(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.getSelection()?.anchorOffset ?? -1)).toBe(0);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );
}

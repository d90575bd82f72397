/**
 * Underline end to end (issue 27): a Word file written by LibreOffice with underlined text comes
 * in from File → Import manuscript…, shows underlined in the editor and still does after a
 * reload; Ctrl+U underlines a word (the toolbar's Underline button shows it pressed); the Word
 * export carries both as a real underline run property in word/document.xml.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { fileMenu, readOpfsBytes, usePickersOnOpfs } from './support/book-files';

const FIXTURES = fileURLToPath(new URL('../tests/fixtures/manuscript-import', import.meta.url));
const NAME = 'underlined-letter';
const PASSAGE = 'come back before the tide turns';

const item = (page: Page, name: string) =>
  page
    .locator('#main')
    .getByRole('tree', { name: 'Book structure' })
    .getByRole('treeitem', { name, exact: true });

/**
 * Opens the imported page from the Chapters view, its folder opened first: one page per file,
 * so the folder and its page both take the file's name.
 */
async function openLetter(page: Page) {
  if (!page.url().endsWith('/body-content/chapters')) await page.goto('/body-content/chapters');
  const folder = item(page, NAME).and(page.locator('[aria-level="1"]'));
  await expect(folder).toBeVisible();
  if ((await folder.getAttribute('aria-expanded')) !== 'true') {
    await folder.click();
    await page.keyboard.press('ArrowRight');
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
  }
  await item(page, NAME).and(page.locator('[aria-level="2"]')).dblclick();
  const editor = page.getByRole('textbox', { name: NAME });
  await expect(editor).toBeVisible();
  return editor;
}

/** The run properties of the Word run whose whole text is `text`, or null. */
function runPropertiesOf(xml: string, text: string): string | null {
  for (const run of xml.matchAll(/<w:r>(.*?)<\/w:r>/g)) {
    const body = run[1] ?? '';
    if (body.includes(`<w:t xml:space="preserve">${text}</w:t>`)) {
      return /<w:rPr>(.*?)<\/w:rPr>/.exec(body)?.[1] ?? '';
    }
  }
  return null;
}

test('underline comes in from Word, survives a reload, takes Ctrl+U and goes out to Word', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/body-content/chapters');
  await fileMenu(page, 'Import manuscript…');
  const dialog = page.getByRole('dialog', { name: 'Import manuscript' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles([join(FIXTURES, 'underlined-letter.docx')]);
  await expect(dialog.getByText('No problems found.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Imported 1 pages and \d+ words/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  let editor = await openLetter(page);
  const passage = editor.locator('.sb-editor__underline', { hasText: PASSAGE });
  await expect(passage).toHaveCSS('text-decoration-line', 'underline');
  await expect(editor.locator('.sb-editor__underline', { hasText: 'urgent' })).toHaveCSS(
    'font-weight',
    '700',
  );
  await expect(editor.locator('.sb-editor__underline-strike', { hasText: 'tomorrow' })).toHaveCSS(
    'text-decoration-line',
    'underline line-through',
  );
  // Text around the passage is not underlined.
  await expect(editor.getByText('She read the last line twice:')).toHaveCSS(
    'text-decoration-line',
    'none',
  );

  // Ctrl+U on the first word of the last paragraph; the toolbar shows it.
  await editor.getByText('Nobody on the quay').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Control+Shift+ArrowRight');
  await page.keyboard.press('Control+U');
  await expect(editor.locator('.sb-editor__underline', { hasText: /^Nobody$/ })).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  const underline = page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Underline', exact: true });
  await expect(underline).toHaveAttribute('aria-pressed', 'true');
  await expect(underline).toHaveAttribute('aria-keyshortcuts', 'Control+U Meta+U');
  await editor.blur();

  await page.reload();
  editor = await openLetter(page);
  await expect(editor.locator('.sb-editor__underline', { hasText: PASSAGE })).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  await expect(editor.locator('.sb-editor__underline', { hasText: /^Nobody$/ })).toBeVisible();
  await expect(
    editor.locator('.sb-editor__underline-strike', { hasText: 'tomorrow' }),
  ).toBeVisible();

  // The Word export: a real underline (w:u) on exactly those runs.
  await fileMenu(page, 'Export to Word');
  const exportDialog = page.getByRole('dialog', { name: 'Export to Word' });
  const summary = await exportDialog.getByText(/^File: .+\.docx/).textContent();
  const fileName = /File: (\S+\.docx)/.exec(summary ?? '')?.[1] ?? '';
  expect(fileName).not.toBe('');
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exportDialog.getByRole('status')).toHaveText(`Exported ${fileName}.`, {
    timeout: 60_000,
  });
  await exportDialog.getByRole('button', { name: 'Close' }).click();
  const bytes = await readOpfsBytes(page, 'picked', fileName);
  expect(bytes).not.toBeNull();
  const xml = strFromU8(
    unzipSync(new Uint8Array(bytes as Buffer))['word/document.xml'] as Uint8Array,
  );
  expect(runPropertiesOf(xml, PASSAGE)).toContain('<w:u w:val="single"/>');
  expect(runPropertiesOf(xml, 'Nobody')).toContain('<w:u w:val="single"/>');
  expect(runPropertiesOf(xml, 'urgent')).toMatch(/<w:b\/>.*<w:u w:val="single"\/>/);
  expect(runPropertiesOf(xml, 'tomorrow')).toMatch(
    /<w:u w:val="single"\/>.*<w:strike\/>|<w:strike\/>.*<w:u w:val="single"\/>/,
  );
  const plain = runPropertiesOf(xml, 'She read the last line twice: ');
  expect(plain).not.toBeNull();
  expect(plain).not.toContain('<w:u ');
});

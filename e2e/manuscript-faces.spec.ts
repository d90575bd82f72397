/**
 * The faces an export is set in, said and carried (issue 25, items 5 and 10): the standard
 * manuscript promises 12 pt Times, and a book with Arabic text is told before exporting that
 * it gets Noto Serif and Amiri; a Word file exported with "Embed the book's fonts" carries the
 * book's face and Amiri as obfuscated parts named in its font table.
 */
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile, type Node, SALT_ROAD } from './support/export-books';

const ARABIC_BOOK: Node[] = [
  ...SALT_ROAD,
  {
    id: 'letter',
    parentId: 'two',
    name: 'Letter',
    type: 'page',
    html: '<p>She read it twice.</p><p>وصلت الرسالة في الصباح الباكر.</p>',
  },
];

test.beforeEach(async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
});

test('the manuscript dialog names the faces a book with Arabic text gets, before exporting', async ({
  page,
}) => {
  await openBookFile(page, 'english.json', bookFile('The Salt Road', SALT_ROAD));
  await fileMenu(page, 'Export to PDF');
  let dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('radio', { name: 'Manuscript for agents and editors' }).check();
  await expect(dialog.getByText(/File: the-salt-road\.pdf/)).toBeVisible();
  // Times sets this book: nothing to say.
  await expect(dialog.getByText(/Times cannot set/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await openBookFile(page, 'arabic.json', bookFile('The Salt Road', ARABIC_BOOK));
  await fileMenu(page, 'Export to PDF');
  dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  await dialog.getByRole('radio', { name: 'Manuscript for agents and editors' }).check();
  await expect(dialog.getByRole('status')).toHaveText(
    "Times cannot set all of this book's text, so the manuscript will be set in 12 pt Noto Serif instead. Other scripts get a face of their own: Arabic in Amiri.",
    { timeout: 30_000 },
  );
  // A print-ready book says nothing of the kind.
  await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
  await expect(dialog.getByText(/Times cannot set/)).toHaveCount(0);
});

test("a Word file exported with the book's fonts carries them", async ({ page }) => {
  await openBookFile(page, 'arabic.json', bookFile('The Salt Road', ARABIC_BOOK));
  await fileMenu(page, 'Export to Word');
  const dialog = page.getByRole('dialog', { name: 'Export to Word' });
  const embed = dialog.getByRole('checkbox', { name: "Embed the book's fonts" });
  await expect(embed).not.toBeChecked();
  await embed.check();
  await expect(dialog.getByText(/File: the-salt-road\.docx/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.docx.', {
    timeout: 60_000,
  });
  const bytes = await readOpfsBytes(page, 'picked', 'the-salt-road.docx');
  expect(bytes).not.toBeNull();
  const files = unzipSync(new Uint8Array(bytes as Buffer));
  const table = strFromU8(files['word/fontTable.xml'] as Uint8Array);
  const names = [...table.matchAll(/<w:font w:name="([^"]+)">/g)].map((m) => m[1]);
  expect(names).toContain('Amiri');
  expect(names.length).toBe(2);
  expect(table.match(/<w:embed(Regular|Bold|Italic|BoldItalic) /g)?.length).toBe(8);
  const parts = Object.keys(files).filter((name) => /^word\/fonts\/font\d+\.odttf$/.test(name));
  expect(parts).toHaveLength(8);
  for (const name of parts) expect((files[name] as Uint8Array).length).toBeGreaterThan(50_000);
  expect(strFromU8(files['word/settings.xml'] as Uint8Array)).toContain('<w:embedTrueTypeFonts/>');
});

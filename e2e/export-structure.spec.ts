/**
 * The book's structure in every export (issue 25, items 2 and 4): a "Part 1" folder of two
 * chapters, and a "Deleted scenes" folder the author leaves out of exports from the chapters
 * tree. The book PDF sets the part alone on its page and starts each chapter on a page of its
 * own (read back page by page with pdftotext -f N -l N); the left-out folder is absent from the
 * text and the contents of the PDF, the EPUB's navigation and the Markdown — and comes back
 * when one export asks for it.
 */
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  fileMenu,
  openBookFile,
  readOpfs,
  readOpfsBytes,
  usePickersOnOpfs,
} from './support/book-files';
import { bookFile, type Node } from './support/export-books';
import { hasPoppler, pageCount, run, tempFile } from './support/pdf-files';

const long = (word: string) =>
  Array.from({ length: 12 }, (_, i) => `<p>${word} ${i} ${'sea wind salt '.repeat(30)}</p>`).join(
    '',
  );

const BOOK: Node[] = [
  { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
  { id: 'part1', parentId: 'root', name: 'Part 1', type: 'folder' },
  { id: 'ch1', parentId: 'part1', name: 'Arrival', type: 'page', html: long('ArrivalText') },
  {
    id: 'ch2',
    parentId: 'part1',
    name: 'Harbour',
    type: 'page',
    html: '<p>HarbourText gulls.</p>',
  },
  { id: 'drafts', parentId: 'root', name: 'Deleted scenes', type: 'folder' },
  {
    id: 'cut',
    parentId: 'drafts',
    name: 'Cut ending',
    type: 'page',
    html: '<p>CutText never.</p>',
  },
];

async function exportAs(page: Page, item: string, fileName: string, shot?: string) {
  await fileMenu(page, item);
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog.getByText(`File: ${fileName}`, { exact: false })).toBeVisible();
  await expect(
    dialog.getByText('Left out of export in the chapters tree: Deleted scenes'),
  ).toBeVisible();
  if (shot) await dialog.screenshot({ path: shot });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Exported ${fileName}.`, {
    timeout: 150_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const bytes = await readOpfsBytes(page, 'picked', fileName);
  expect(bytes).not.toBeNull();
  return bytes as Buffer;
}

test.beforeEach(async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'structure.json', bookFile('The Salt Road', BOOK));
  // Leave "Deleted scenes" out, from the tree item's context menu.
  await page.goto('/body-content/chapters');
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  const drafts = tree.getByRole('treeitem', { name: /^Deleted scenes/ });
  await drafts.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Leave out of export' }).click();
  await expect(drafts).toContainText('Not in export');
  await expect(tree.getByRole('treeitem', { name: /^Part 1/ })).not.toContainText('Not in export');
});

test('the book PDF: the part alone on its page, each chapter on its own, the left-out folder absent', async ({
  page,
}, info) => {
  test.skip(!hasPoppler, 'poppler-utils is not installed');
  test.setTimeout(240_000);
  await page.locator('#main').screenshot({ path: info.outputPath('tree-left-out.png') });
  // A print-ready book is the PDF's default kind.
  const bytes = await exportAs(
    page,
    'Export to PDF',
    'the-salt-road.pdf',
    info.outputPath('export-dialog.png'),
  );
  const file = tempFile(bytes);
  const pages = Array.from({ length: pageCount(file) }, (_, i) =>
    run('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'])
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const all = pages.join('\n');
  expect(all).not.toContain('Deleted scenes');
  expect(all).not.toContain('CutText');
  // The contents lists the part and its chapters, not the left-out folder.
  const contents = pages.findIndex((p) => p.startsWith('Table of contents'));
  expect(contents, all).toBeGreaterThan(0);
  expect(pages[contents]).toMatch(/Part 1.*Arrival.*Harbour/);
  // The part's page holds its title and its folio only; it is a recto (odd page).
  const part = pages.findIndex((p, i) => i > contents && p.startsWith('Part 1')) + 1;
  expect(pages[part - 1], all).toMatch(/^Part 1 \d+$/);
  expect(part % 2).toBe(1);
  const arrival = pages.findIndex((p) => p.startsWith('Arrival ArrivalText 0')) + 1;
  const harbour = pages.findIndex((p) => p.startsWith('Harbour HarbourText')) + 1;
  expect(arrival, all).toBeGreaterThan(part);
  expect(harbour, all).toBeGreaterThan(arrival + 1);
  expect(pages[harbour - 1]).toMatch(/^Harbour HarbourText gulls\. \d+$/);
});

test('EPUB and Markdown leave the folder out of the text and the contents; one export can take it in', async ({
  page,
}) => {
  const epub = unzipSync(
    new Uint8Array(await exportAs(page, 'Export to EPUB', 'the-salt-road.epub')),
  );
  const nav = strFromU8(epub['OEBPS/nav.xhtml'] as Uint8Array);
  expect(nav).toContain('Part 1');
  expect(nav).toContain('Harbour');
  expect(nav).not.toContain('Deleted scenes');
  const texts = Object.entries(epub)
    .filter(([name]) => name.endsWith('.xhtml'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  expect(texts).toContain('HarbourText');
  expect(texts).not.toContain('Deleted scenes');
  expect(texts).not.toContain('CutText');

  await exportAs(page, 'Export to Markdown', 'the-salt-road.md');
  const markdown = (await readOpfs(page, 'picked', 'the-salt-road.md')) as string;
  expect(markdown).toContain('## Part 1');
  expect(markdown).toContain('### Harbour');
  expect(markdown).not.toContain('Deleted scenes');
  expect(markdown).not.toContain('CutText');

  // This export only: the items left out come in; the dialog forgets it afterwards.
  await fileMenu(page, 'Export to Markdown');
  const dialog = page.getByRole('dialog', { name: 'Export to Markdown' });
  await dialog.getByRole('checkbox', { name: 'Include them in this export' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.md.', {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const again = (await readOpfs(page, 'picked', 'the-salt-road.md')) as string;
  expect(again).toContain('## Deleted scenes');
  expect(again).toContain('CutText never.');
  await fileMenu(page, 'Export to Markdown');
  await expect(
    dialog.getByRole('checkbox', { name: 'Include them in this export' }),
  ).not.toBeChecked();
});

test('the folder view lists the left-out folder with its mark, and the others without', async ({
  page,
}) => {
  await page.goto('/body-content/chapter/root');
  const list = page.getByRole('list', { name: 'What this chapter holds' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Deleted scenes' })).toContainText(
    '(Not in export)',
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Part 1' })).not.toContainText(
    'Not in export',
  );
});

test('presets: the standard manuscript built in; the author’s own kept with the book', async ({
  page,
}, info) => {
  await fileMenu(page, 'Export to PDF');
  const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
  const preset = dialog.getByRole('combobox', { name: 'Preset' });
  await preset.selectOption({ label: 'Standard manuscript' });
  await expect(
    dialog.getByRole('radio', { name: 'Manuscript for agents and editors' }),
  ).toBeChecked();
  await preset.selectOption({ label: 'Print book, 6 × 9 in' });
  await expect(dialog.getByRole('radio', { name: 'Print-ready book' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Trim size' }).selectOption('a5');
  await dialog
    .getByRole('combobox', { name: 'Chapter numbers' })
    .selectOption({ label: 'Chapter I' });
  await dialog.getByRole('textbox', { name: 'Name of a new preset' }).fill('Small book');
  await dialog.getByRole('button', { name: 'Save as preset' }).click();
  await expect(dialog.getByText('Preset “Small book” saved with the book')).toBeVisible();
  await dialog.screenshot({ path: info.outputPath('export-dialog-presets.png') });
  await dialog
    .getByText('Left out of export in the chapters tree: Deleted scenes')
    .scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: info.outputPath('export-dialog-left-out.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Another dialog: the preset is there and brings its choices back.
  await fileMenu(page, 'Export to PDF');
  await dialog.getByRole('combobox', { name: 'Preset' }).selectOption({ label: 'Small book' });
  await expect(dialog.getByRole('combobox', { name: 'Trim size' })).toHaveValue('a5');
  await expect(dialog.getByRole('combobox', { name: 'Chapter numbers' })).toHaveValue('roman');
});

test('a page made a scene from its menu runs on in its chapter, after a scene break', async ({
  page,
}) => {
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  const harbour = tree.getByRole('treeitem', { name: /^Harbour/ });
  await harbour.click();
  await main.getByRole('button', { name: 'In export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Scene', exact: true }).click();
  await expect(harbour).toContainText('Scene');
  await main.getByRole('button', { name: 'In export', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Scene (chosen)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await exportAs(page, 'Export to Markdown', 'the-salt-road.md');
  const markdown = (await readOpfs(page, 'picked', 'the-salt-road.md')) as string;
  expect(markdown).not.toContain('### Harbour');
  expect(markdown).toMatch(/ArrivalText 11[^\n]*\n\n\* \* \*\n\nHarbourText gulls\./);
});

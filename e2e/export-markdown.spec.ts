/**
 * Export to Markdown from the File menu (issue 17): a book with front matter, two folders,
 * pages, a picture and back matter comes out in reading order — in a zip with its picture,
 * because it has one — and an export cancelled midway writes no file and changes nothing.
 */
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { seriousViolations } from './support/a11y';
import {
  fileMenu,
  injectFaults,
  openBookFile,
  readOpfs,
  readOpfsBytes,
  usePickersOnOpfs,
} from './support/book-files';
import { bigBook, bookFile, PNG, SALT_ROAD, UUID } from './support/export-books';
import { openPageFromPanel } from './support/pages';

const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export to Markdown' });

test('a book with front matter, folders, pages, a picture and back matter exports to Markdown', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(
    page,
    'salt-road.json',
    bookFile('The Salt Road', SALT_ROAD, {
      copyright: [
        {
          id: 1,
          documentId: UUID,
          full_name: 'Ana Lima',
          rights: true,
          publication_year: '2031',
          isbn: [],
          collaborators: [],
        },
      ],
      epilogue: [{ id: 1, documentId: UUID, folderId: null, content: '<p>After the road.</p>' }],
    }),
  );
  // Words typed a moment ago are in the export.
  await openPageFromPanel(page, 'Arrival');
  const arrival = page.getByRole('textbox', { name: 'Arrival' });
  await arrival.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Fresh words.');

  await fileMenu(page, 'Export to Markdown');
  const dialog = exportDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Table of contents' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Folder names as headings' })).toBeChecked();
  // Embedding fonts is for EPUB only.
  await expect(dialog.getByRole('checkbox', { name: "Embed the book's fonts" })).toHaveCount(0);
  await expect(dialog.getByText(/File: the-salt-road\.zip/)).toBeVisible();
  expect(await seriousViolations(page, '.export-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Exported the-salt-road.zip.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const zip = await readOpfsBytes(page, 'picked', 'the-salt-road.zip');
  expect(zip).not.toBeNull();
  const files = unzipSync(new Uint8Array(zip as Buffer));
  expect(Object.keys(files).sort()).toEqual(['images/image-1.png', 'the-salt-road.md']);
  expect(Buffer.from(files['images/image-1.png'] as Uint8Array).toString('base64')).toBe(PNG);
  const markdown = strFromU8(files['the-salt-road.md'] as Uint8Array);
  const inOrder = [
    '# The Salt Road',
    'Ana Lima',
    'Copyright ©', // the rights clause of the copyright page
    '## Preface',
    'Why I wrote this book.',
    '## Table of contents',
    '- Part One\n  - Arrival\n  - Harbour\n- Part Two\n  - Storm',
    '## Part One',
    '### Arrival',
    'The **ship** came in at dawn. Fresh words.',
    '### Harbour',
    '## Gulls',
    '![A gull](images/image-1.png)',
    '- rope\n- salt',
    '## Part Two',
    '### Storm',
    '> Rain, all night.',
    '\\* \\* \\* <!-- align: center -->',
    '## Epilogue',
    'After the road.',
    '## Acknowledgments',
    'Thanks to the harbour master.',
  ];
  const at = inOrder.map((text) => markdown.indexOf(text));
  expect(
    at.filter((i) => i < 0),
    `missing: ${inOrder.filter((_, k) => at[k] === -1)}`,
  ).toEqual([]);
  expect(at).toEqual([...at].sort((a, b) => a - b));
  // Empty sections (the introduction, the afterword…) are left out.
  expect(markdown).not.toContain('## Introduction');
  expect(markdown).not.toContain('## Afterword');

  // The choices are remembered for the book.
  await fileMenu(page, 'Export to Markdown');
  await exportDialog(page).getByRole('checkbox', { name: 'Folder names as headings' }).uncheck();
  await exportDialog(page).getByRole('checkbox', { name: 'Table of contents' }).uncheck();
  await expect(exportDialog(page).getByText(/File: the-salt-road\.zip/)).toBeVisible();
  await exportDialog(page).getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exportDialog(page).getByRole('status')).toHaveText('Exported the-salt-road.zip.');
  await exportDialog(page).getByRole('button', { name: 'Close' }).click();
  const second = unzipSync(
    new Uint8Array((await readOpfsBytes(page, 'picked', 'the-salt-road.zip')) as Buffer),
  );
  const flat = strFromU8(second['the-salt-road.md'] as Uint8Array);
  expect(flat).not.toContain('## Part One');
  expect(flat).not.toContain('## Table of contents');
  expect(flat).toContain('## Arrival');
  await fileMenu(page, 'Export to Markdown');
  await expect(
    exportDialog(page).getByRole('checkbox', { name: 'Folder names as headings' }),
  ).not.toBeChecked();
});

test('an export cancelled midway writes no file and leaves the book unchanged', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await usePickersOnOpfs(page, { faults: true });
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'long-road.json', bigBook(2000, 500));
  await page.goto('/body-content/chapters');
  const infoBar = await (async () => {
    const button = page.getByRole('button', { name: 'Info bar', exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    return page.getByText(/^Words in the book:/);
  })();
  await expect(infoBar).toHaveText(/Words in the book: 1,0\d\d,\d\d\d/, { timeout: 60_000 });
  const wordsBefore = await infoBar.textContent();
  const savedBefore = await page.locator('.save-indicator').first().textContent();

  await fileMenu(page, 'Export to Markdown');
  const dialog = exportDialog(page);
  await expect(dialog.getByText(/File: the-long-road\.md/)).toBeVisible({ timeout: 60_000 });
  // A slow disk (each write waits), so that Cancel surely lands while parts are written.
  await injectFaults(page, { fileWrite: 'slow' });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Export progress' });
  await expect(bar).toBeVisible();
  // Midway: some parts written, not all.
  await expect(bar).toHaveAttribute('value', /^[1-9]\d*$/, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Export cancelled. No file was written, and the book is unchanged.',
  );
  await injectFaults(page, { fileWrite: null });
  expect(await readOpfs(page, 'picked', 'the-long-road.md')).toBeNull();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(infoBar).toHaveText(wordsBefore ?? '');
  await expect(page.locator('.save-indicator').first()).toHaveText(savedBefore ?? '');
  await openPageFromPanel(page, 'Chapter 3');
  await expect(page.getByRole('textbox', { name: 'Chapter 3' })).toContainText(
    '3. The long road ran north',
  );
});

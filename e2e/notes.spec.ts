/**
 * Notes as an author uses them (issue 16): create, write, colour, scope, filter, search,
 * reorder, delete and restore on the Notes screen; a page note added beside its page and shown
 * there only; and everything kept through a save, a new book and an open.
 */
import { expect, type Page, test } from '@playwright/test';
import { openBookFile, openPage1, saveBookAs, usePickersOnOpfs } from './support/book-files';
import { newBookWithoutSaving } from './support/new-book';
import { addPage, openPageByName } from './support/pages';
import { openPanel } from './support/panels';

const notesList = (page: Page) => page.locator('#main').getByRole('list', { name: 'Notes' });
const noteTitles = (page: Page) => notesList(page).getByRole('heading', { level: 3 });

/** New note on the Notes screen, given a title (and text), then Done. */
async function newNote(page: Page, title: string, text = '') {
  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Untitled Note');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  if (text) {
    await dialog.getByRole('textbox', { name: 'Note text' }).click();
    await page.keyboard.type(text);
  }
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  return dialog;
}

test('notes: create, write, colour, filter, search, reorder, delete and restore', async ({
  page,
}) => {
  await page.goto('/misc/notes');
  await expect(page.getByText('No notes yet', { exact: false })).toBeVisible();

  let dialog = await newNote(page, 'Dragon lore', 'The dragon sleeps under the hill.');
  // Bold text through the note's own toolbar.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Never wake it.');
  await dialog.getByRole('button', { name: 'Red', exact: true }).click();
  await dialog.getByRole('button', { name: 'Teal', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('radio', { name: 'Mint' }).check();
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const card = notesList(page).getByRole('listitem').filter({ hasText: 'Dragon lore' });
  await expect(card.getByText('The dragon sleeps under the hill.')).toBeVisible();
  await expect(card.locator('strong, b').getByText('Never wake it.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveText([
    'Red',
    'Teal',
  ]);

  dialog = await newNote(page, 'Map of the coast', 'Salt Harbour lies north.');
  await dialog.getByRole('button', { name: 'Blue', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Done' }).click();
  dialog = await newNote(page, 'Cast list');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(noteTitles(page)).toHaveText(['Dragon lore', 'Map of the coast', 'Cast list']);

  // Search: any case, over the text too, in the worker.
  const search = page.getByRole('searchbox', { name: 'Search notes' });
  await search.fill('DRAGON');
  await expect(noteTitles(page)).toHaveText(['Dragon lore']);
  await search.fill('harbour');
  await expect(noteTitles(page)).toHaveText(['Map of the coast']);
  await search.fill('nothing like this');
  await expect(page.getByText('No note matches.')).toBeVisible();
  await search.fill('');

  // Colour filter.
  await page.getByRole('combobox', { name: 'Colour' }).selectOption({ label: 'Blue' });
  await expect(noteTitles(page)).toHaveText(['Map of the coast']);
  await page.getByRole('combobox', { name: 'Colour' }).selectOption({ label: 'Any colour' });

  // Reorder: Cast list up twice.
  await page.getByRole('button', { name: 'Move “Cast list” up' }).click();
  await expect(noteTitles(page)).toHaveText(['Dragon lore', 'Cast list', 'Map of the coast']);
  await page.getByRole('button', { name: 'Move “Cast list” up' }).click();
  await expect(noteTitles(page)).toHaveText(['Cast list', 'Dragon lore', 'Map of the coast']);

  // Delete (asks first), then restore from Deleted notes.
  await page.getByRole('button', { name: 'Map of the coast', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Edit note' });
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete “Map of the coast”?' });
  await ask.getByRole('button', { name: 'Yes, delete!' }).click();
  await expect(noteTitles(page)).toHaveText(['Cast list', 'Dragon lore']);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Deleted notes (1)' });
  await expect(noteTitles(page)).toHaveText(['Map of the coast']);
  await page.getByRole('button', { name: 'Restore “Map of the coast”' }).click();
  await expect(page.getByText('No deleted notes.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'All notes' });
  await expect(noteTitles(page)).toHaveText(['Cast list', 'Dragon lore', 'Map of the coast']);

  // Kept after a reload.
  await page.reload();
  await expect(noteTitles(page)).toHaveText(['Cast list', 'Dragon lore', 'Map of the coast']);
});

test('a page note is added beside its page and shows there only', async ({ page }) => {
  await addPage(page, 'Harbour scene');
  await openPage1(page);
  const tools = await openPanel(page, 'Tools');
  await expect(tools.getByText('No notes on this page.')).toBeVisible();
  await tools.getByRole('button', { name: 'Add note to this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Fix the opening line');
  await expect(dialog.getByRole('radio', { name: 'Page note' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Page' })).toHaveValue(/.+/);
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(tools.getByRole('heading', { name: 'Fix the opening line' })).toBeVisible();
  // The page is still open and its text untouched.
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toBeVisible();

  // Another page does not show it; All notes does.
  await openPageByName(page, 'Harbour scene');
  const panel = await openPanel(page, 'Tools');
  await expect(panel.getByText('No notes on this page.')).toBeVisible();
  await panel.getByText('All notes', { exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Fix the opening line' })).toBeVisible();
  await panel.getByText('This page', { exact: true }).click();
  await expect(panel.getByText('No notes on this page.')).toBeVisible();

  // The Notes screen says which page it belongs to, and filters page and global notes.
  await page.goto('/misc/notes');
  const card = notesList(page).getByRole('listitem').filter({ hasText: 'Fix the opening line' });
  await expect(card.getByRole('link', { name: 'On page: Page 1' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Global notes' });
  await expect(page.getByText('No note matches.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Page notes' });
  await expect(noteTitles(page)).toHaveText(['Fix the opening line']);

  // Made a global note, it leaves the page.
  await page.getByRole('button', { name: 'Fix the opening line', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit note' });
  await edit.getByRole('radio', { name: 'Global note' }).check();
  await expect(edit.getByRole('status')).toHaveText('Saved');
  await edit.getByRole('button', { name: 'Done' }).click();
  await openPage1(page);
  await expect((await openPanel(page, 'Tools')).getByText('No notes on this page.')).toBeVisible();
});

test('notes are saved in the book file and come back when it is opened', async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/misc/notes');
  const dialog = await newNote(page, 'Kept note', 'Written before saving.');
  await dialog.getByRole('button', { name: 'Purple', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const saved = await saveBookAs(page, 'notes-book.json');
  expect(saved).toContain('Kept note');

  await newBookWithoutSaving(page);
  await page.goto('/misc/notes');
  await expect(page.getByText('No notes yet', { exact: false })).toBeVisible();

  await openBookFile(page, 'notes-book.json', saved);
  await page.goto('/misc/notes');
  const card = notesList(page).getByRole('listitem').filter({ hasText: 'Kept note' });
  await expect(card.getByText('Written before saving.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveText([
    'Purple',
  ]);
});

test('a note edit made just before the tab reloads is not lost', async ({ page }) => {
  await page.goto('/misc/notes');
  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Typed then closed');
  await page.reload();
  await expect(noteTitles(page)).toHaveText(['Typed then closed']);
});

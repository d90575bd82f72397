/**
 * Issue 24: the keys authors expect (Ctrl/Cmd+S, +Shift+S, +O, +N, +P "Go to", listed in
 * Shortcuts), and Create Book never replacing a file that is not an empty Story Builder book.
 * The pickers answer with files in private storage (support/book-files.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  openPage1,
  readOpfs,
  setPickerAnswer,
  usePickersOnOpfs,
  writeOpfs,
} from './support/book-files';
import { NewBookFlow, startNewBook } from './support/new-book';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

/** After File > New book (menu or key): past the question, the overlay (new-book.ts). */
async function newBookDialog(page: Page) {
  const flow = new NewBookFlow(page);
  await expect(flow.overlay.or(flow.question)).toBeVisible();
  if (await flow.question.isVisible())
    await flow.question.getByRole('button', { name: 'Start a new book' }).click();
  await expect(flow.overlay).toBeVisible();
  return flow.overlay;
}

test('Ctrl+S saves, Ctrl+Shift+S saves as, Ctrl+O opens, Ctrl+N starts a new book', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await openPage1(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type('Keys save the book');

  // In the page's text, as a writer presses it.
  await setPickerAnswer(page, '__nextSaveName', 'by-keys.json');
  await page.keyboard.press(`${mod}+s`);
  await expect(page.getByRole('status').getByText('Book saved to by-keys.json')).toBeVisible();
  expect(await readOpfs(page, 'picked', 'by-keys.json')).toContain('Keys save the book');

  await setPickerAnswer(page, '__nextSaveName', 'copy-by-keys.json');
  await page.keyboard.press(`${mod}+Shift+S`);
  await expect(page.getByRole('status').getByText('Book saved to copy-by-keys.json')).toBeVisible();
  expect(await readOpfs(page, 'picked', 'copy-by-keys.json')).toContain('Keys save the book');

  // Ctrl+O: the open picker is asked. The file holds this book, so the app offers to merge it
  // (issue 31); replacing the book with the file opens it.
  await setPickerAnswer(page, '__openName', 'by-keys.json');
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press(`${mod}+o`);
  await page
    .getByRole('dialog', { name: 'Merge this copy into your book?' })
    .getByRole('button', { name: 'Replace this book with the file' })
    .click();
  await reloaded;
  await openPage1(page);
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toContainText('Keys save the book');

  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.press(`${mod}+n`);
  await newBookDialog(page);
});

test('Ctrl+P goes to a page, an atlas record or a note by name, with arrows and Enter', async ({
  page,
}) => {
  await page.goto('/world-atlas/characters');
  await page.getByRole('button', { name: 'New character' }).click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Marta Lindqvist');
  await page.goto('/world-atlas/characters');
  await expect(page.getByRole('link', { name: 'Marta Lindqvist' })).toBeVisible();
  await page.keyboard.press(`${mod}+p`);
  const goTo = page.getByRole('dialog', { name: 'Go to' });
  await expect(goTo).toBeVisible();
  const search = goTo.getByRole('combobox', { name: 'Name of a page, atlas record or note' });
  await expect(search).toBeFocused();
  await search.fill('marta');
  await expect(goTo.getByRole('option', { name: /Marta Lindqvist/ })).toBeVisible();
  await search.press('Enter');
  await expect(goTo).toBeHidden();
  await expect(page).toHaveURL(/\/world-atlas\/characters\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Marta Lindqvist',
  );

  // Arrow keys move through the matches: the first is the page, the second the character.
  await page.keyboard.press(`${mod}+p`);
  await search.fill('a');
  // The matches of "a" are listed (the list is busy until then: a key pressed on the list shown
  // before would move through the matches of the empty search, replaced a moment later).
  await expect(goTo.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const options = goTo.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.fill('page 1');
  await expect(goTo.getByRole('option', { name: /^Page 1/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/body-content\/page\//);
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toBeVisible();

  await page.keyboard.press(`${mod}+p`);
  await search.fill('no such thing at all');
  await expect(goTo.getByText('Nothing in this book has that name.')).toBeVisible();
  await search.press('Escape');
  await expect(goTo).toBeHidden();
});

test('the Shortcuts dialog lists the keys', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const help = page.getByRole('dialog', { name: 'Markdown shortcuts' });
  const keys = help.getByRole('table', { name: 'Book and files' });
  for (const [k, what] of [
    ['Ctrl+S', 'Save file'],
    ['Ctrl+Shift+S', 'Save file as'],
    ['Ctrl+O', 'Open file'],
    ['Ctrl+N', 'New book'],
    ['Ctrl+P', 'Go to a page, atlas record or note by name'],
  ])
    await expect(keys.getByRole('row', { name: `${k} ${what}` })).toBeVisible();
});

test('Create Book asks before replacing a file in the folder that is not a book', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  const note = JSON.stringify({ metadata: { version: '1' }, data: { note: 'my shopping list' } });
  await writeOpfs(page, 'project', 'new-book-title.json', note);
  const { overlay } = await (await startNewBook(page)).create();
  const question = page.getByRole('dialog', { name: 'This file is not a Story Builder book' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep both' }).click();
  await expect(overlay.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toBe(note);
  // The new book's file beside it: written (and read back) just after the overlay offers Continue.
  await expect
    .poll(() => readOpfs(page, 'project', 'new-book-title-2.json'))
    .toContain('"tree_nodes"');
});

test('Create Book asks for the title and author and names the file after the title', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  const flow = await startNewBook(page);
  await flow.overlay.getByRole('textbox', { name: 'Title of the book' }).fill('The Salt Road');
  await flow.overlay.getByRole('textbox', { name: 'Author' }).fill('Ines Marlowe');
  await (await flow.create()).continue();
  await expect(
    page
      .getByRole('status')
      .getByText('Your book is in the file the-salt-road.json in the folder you chose'),
  ).toBeVisible();
  const saved = (await readOpfs(page, 'project', 'the-salt-road.json')) ?? '';
  expect(saved).toContain('"title": "The Salt Road"');
  expect(saved).toContain('"author": "Ines Marlowe"');
});

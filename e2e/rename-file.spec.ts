/**
 * Issue 24, item 5: after the book is retitled in Book info, the app offers — never silently —
 * to rename the book file after the new title, and never over another file in the folder.
 * The pickers answer with files in private storage (support/book-files.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { fileMenu, readOpfs, usePickersOnOpfs, writeOpfs } from './support/book-files';
import { createBook } from './support/new-book';

/** Create Book in the folder `project` (the file keeps the default title's name), then Book info. Pickers on OPFS first. */
async function bookInProjectFolder(page: Page) {
  await page.goto('/');
  await createBook(page);
  await expect
    .poll(() => readOpfs(page, 'project', 'new-book-title.json'))
    .toContain('"tree_nodes"');
  await page.goto('/frontmatter/book-info');
}

/** Retitles the book and leaves the field; returns the rename offer. */
async function retitle(page: Page, title: string) {
  const field = page.getByRole('textbox', { name: 'Book title' });
  await field.fill(title);
  await field.press('Tab');
  return page.getByRole('region', { name: 'Book file name' });
}

test('retitling offers to rename the file; accepting renames it in its folder', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await bookInProjectFolder(page);
  const offer = page.getByRole('region', { name: 'Book file name' });
  await expect(page.getByRole('textbox', { name: 'Book title' })).toBeVisible();
  await expect(offer).toHaveCount(0); // nothing to offer before the title changes

  // While the author types, the offer waits.
  const field = page.getByRole('textbox', { name: 'Book title' });
  await field.fill('The Salt Road');
  await expect(offer).toHaveCount(0);
  await field.press('Tab');
  await expect(offer).toContainText(
    "The book's file is still called new-book-title.json. Rename it to the-salt-road.json",
  );
  // Nothing happens on disk until the author says so.
  expect(await readOpfs(page, 'project', 'the-salt-road.json')).toBeNull();
  expect(await seriousViolations(page, '#main')).toEqual([]);

  await offer.getByRole('button', { name: 'Rename the file' }).click();
  await expect(
    page.getByRole('status').getByText("The book's file is now called the-salt-road.json."),
  ).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toBeNull();
  expect(await readOpfs(page, 'project', 'the-salt-road.json')).toContain('"tree_nodes"');

  // The book stays bound to its file under the new name: the next save goes there.
  await fileMenu(page, 'Save file');
  await expect(
    page.getByRole('status').getByText('Book saved to the-salt-road.json'),
  ).toBeVisible();
  expect(await readOpfs(page, 'project', 'the-salt-road.json')).toContain('The Salt Road');
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toBeNull();
});

test('declining the offer leaves the file as it is', async ({ page }) => {
  await usePickersOnOpfs(page);
  await bookInProjectFolder(page);
  const offer = await retitle(page, 'The Salt Road');
  await offer.getByRole('button', { name: 'Keep the name' }).click();
  await expect(offer).toHaveCount(0);
  await fileMenu(page, 'Save file');
  await expect(
    page.getByRole('status').getByText('Book saved to new-book-title.json'),
  ).toBeVisible();
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toContain('The Salt Road');
  expect(await readOpfs(page, 'project', 'the-salt-road.json')).toBeNull();
});

test('a file of the new name in the folder is never replaced: the offer says so', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await bookInProjectFolder(page);
  const other = 'Notes for another story';
  await writeOpfs(page, 'project', 'the-salt-road.json', other);
  const offer = await retitle(page, 'The Salt Road');
  await offer.getByRole('button', { name: 'Rename the file' }).click();
  await expect(offer).toContainText('A file called the-salt-road.json is already in the book');
  await expect(offer.getByRole('button', { name: 'Save file as' })).toBeVisible();
  expect(await seriousViolations(page, '#main')).toEqual([]);
  expect(await readOpfs(page, 'project', 'the-salt-road.json')).toBe(other);
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toContain('"tree_nodes"');
});

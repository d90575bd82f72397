/**
 * Issue 23, item 2: the book file is caught up after a crash. The words typed just before the
 * browser went away are in the database (stored within the second), but the last auto-save of
 * the file may be seconds older. At the next start, without typing, the file gets them.
 */
import { expect, test } from '@playwright/test';
import { openPage1, readOpfs, saveBookAs, usePickersOnOpfs } from './support/book-files';
import { databaseHas } from './support/database';

const FILE = 'catch-up.json';

test('a file left behind by a crash is written at the next start, without typing', async ({
  page,
  context,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await saveBookAs(page, FILE);
  await openPage1(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type(' Zanzibar quokka');
  await expect.poll(() => databaseHas(page, 'quokka'), { intervals: [50] }).toBe(true);
  // The crash comes before the auto-save of the file (2 s after the last edit).
  expect(await readOpfs(page, 'picked', FILE)).not.toContain('quokka');
  await page.close({ runBeforeUnload: false });

  const reopened = await context.newPage();
  await usePickersOnOpfs(reopened);
  await reopened.goto('/');
  await expect(reopened.getByRole('button', { name: 'File', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await readOpfs(reopened, 'picked', FILE)) ?? '', { timeout: 15_000 })
    .toContain('Zanzibar quokka');
  expect(JSON.parse((await readOpfs(reopened, 'picked', FILE)) ?? '').data.tree_nodes).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'Page 1' })]),
  );
});

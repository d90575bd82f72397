/**
 * Colour labels on the manuscript (issue 16): rename a label, give it to a page and a folder,
 * see it on the rows, filter the tree by it, take it away, and keep it after a reload.
 */
import { expect, test } from '@playwright/test';
import { openBookFile, saveBookAs, usePickersOnOpfs } from './support/book-files';
import { newBookWithoutSaving } from './support/new-book';
import { addPage } from './support/pages';

test('labels are renamed, given to pages and folders, shown, filtered by and kept', async ({
  page,
}) => {
  await addPage(page, 'Harbour scene');
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  const row = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}\\b`) });

  // Rename the red label "Draft".
  await main.getByRole('button', { name: 'Label', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename labels…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Colour labels' });
  await dialog.getByRole('textbox', { name: 'Red' }).fill('Draft');
  await dialog.getByRole('textbox', { name: 'Blue' }).fill('Revised');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Give Page 1 "Draft" and the folder "Revised".
  await row('Page 1').click();
  await main.getByRole('button', { name: 'Label', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Draft', exact: true }).click();
  await expect(row('Page 1')).toContainText('Draft');
  await expect(main.getByRole('status')).toHaveText(/Label Draft given to Page 1/);
  await row('Main Content').click();
  await main.getByRole('button', { name: 'Label', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Revised', exact: true }).click();
  await expect(row('Main Content')).toContainText('Revised');
  await expect(row('Harbour scene')).not.toContainText('Draft');

  // Filter by Draft: Page 1 and the folder above it, not Harbour scene.
  const filter = main.getByRole('combobox', { name: 'Filter by label' });
  await filter.selectOption({ label: 'Draft' });
  await expect(tree.getByRole('treeitem')).toHaveCount(2);
  await expect(row('Page 1')).toBeVisible();
  await expect(row('Harbour scene')).toHaveCount(0);
  // Filter by Revised: the labelled folder and everything in it.
  await filter.selectOption({ label: 'Revised' });
  await expect(tree.getByRole('treeitem')).toHaveCount(3);
  await filter.selectOption({ label: 'All pages and folders' });

  // Kept after a reload; then taken away.
  await page.reload();
  await expect(row('Page 1')).toContainText('Draft');
  await row('Page 1').click();
  await main.getByRole('button', { name: 'Label', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Draft (current)' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'No label' }).click();
  await expect(row('Page 1')).not.toContainText('Draft');
  await expect(tree.getByRole('treeitem', { name: 'Page 1', exact: true })).toBeVisible();
});

test('labels and their names are kept through save, new book and open', async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/body-content/chapters');
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  await main.getByRole('button', { name: 'Label', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename labels…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Colour labels' });
  await dialog.getByRole('textbox', { name: 'Green' }).fill('Final');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await tree.getByRole('treeitem', { name: 'Page 1', exact: true }).click();
  await main.getByRole('button', { name: 'Label', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Final', exact: true }).click();
  await expect(tree.getByRole('treeitem', { name: /^Page 1/ })).toContainText('Final');

  const saved = await saveBookAs(page, 'labels-book.json');
  await newBookWithoutSaving(page);
  await page.goto('/body-content/chapters');
  await expect(tree.getByRole('treeitem', { name: 'Page 1', exact: true })).toBeVisible();

  await openBookFile(page, 'labels-book.json', saved);
  await page.goto('/body-content/chapters');
  await expect(tree.getByRole('treeitem', { name: /^Page 1/ })).toContainText('Final');
});

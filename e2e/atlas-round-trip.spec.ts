/**
 * The app's own file keeps every atlas field (issue 23, item 1): a location typed "Port" is saved
 * with Save file as, a new book is started, and Open file of that file brings the location back
 * still a Port, with no note that its type "held something other than text and was cleared".
 * Every field of every kind is checked by the unit test
 * workers/domains/import/atlas-round-trip.test.ts; this is the author's path in the browser.
 */
import { expect, test } from '@playwright/test';
import { openBookFile, saveBookAs, usePickersOnOpfs } from './support/book-files';
import { newBookWithoutSaving } from './support/new-book';

test("a location's type survives Save file as → Open file", async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/world-atlas/locations');
  await page.getByRole('button', { name: 'New location' }).click();
  await expect(page).toHaveURL(/\/world-atlas\/locations\/\d+$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Salt Harbour');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Port' });
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  await page.goto('/world-atlas/locations');
  const records = page.getByRole('list', { name: 'Records' });
  await expect(records.getByText('Settlements · Port')).toBeVisible();

  const saved = await saveBookAs(page, 'port-book.json');
  expect(saved).toContain('Salt Harbour');

  // Another book first, so what shows after the open can only come from the file.
  await newBookWithoutSaving(page);
  await page.goto('/world-atlas/locations');
  await expect(records.getByRole('link', { name: 'Salt Harbour' })).toHaveCount(0);

  await openBookFile(page, 'port-book.json', saved);
  const told = page.getByText(/Database imported successfully/);
  await expect(told).toBeVisible();
  await expect(told).not.toContainText('cleared');
  await expect(page.getByText(/held something other than text/)).toHaveCount(0);

  await page.goto('/world-atlas/locations');
  await expect(records.getByText('Settlements · Port')).toBeVisible();
  await expect(records.getByText('Uncategorized')).toHaveCount(0);
  await records.getByRole('link', { name: 'Salt Harbour' }).click();
  const type = page.getByRole('combobox', { name: 'Type' });
  await expect(type).toHaveValue('settlements:port');
  await expect(type.locator('option:checked')).toHaveText('Port');
});

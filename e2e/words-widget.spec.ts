/**
 * The words widget (issue 14): live on section pages as on tree pages, the chosen unit for the
 * book total, and never characters set against the words target.
 */
import { expect, test } from '@playwright/test';
import { togglePanel } from './support/panels';

test('the words widget counts live on a section page, in its unit, against the right target', async ({
  page,
}) => {
  await page.goto('/body-content/prologue');
  const tools = await togglePanel(page, 'Tools');
  await tools.getByRole('checkbox', { name: 'Active' }).first().check();
  await tools.getByRole('checkbox', { name: 'Show the words widget' }).check();
  await tools.getByRole('combobox', { name: 'Count' }).selectOption({ label: 'Whole book' });
  await togglePanel(page, 'Tools');

  const box = page.getByRole('textbox', { name: 'Prologue' });
  await box.click();
  await page.keyboard.type('one two three');
  const widget = page.locator('.words-widget');
  await expect(widget).toContainText('Words on this page: 3');
  await expect(widget).toContainText('Words in the book: 3 / 1,000');
  await page.keyboard.type(' four');
  // Still live on the same visit: no reload.
  await expect(widget).toContainText('Words on this page: 4');
  await expect(widget).toContainText('Words in the book: 4 / 1,000');
  // One count line: the info bar leaves the book's words to the widget that reads them out.
  await expect(page.locator('.info-bar')).not.toContainText('Words in the book');

  await togglePanel(page, 'Tools');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Characters' });
  await expect(widget).toContainText('Characters in the book: 18');
  await expect(page.locator('.info-bar')).toContainText('Words in the book: 4');
  await expect(widget).not.toContainText('/ 1,000');
  await page.getByRole('combobox', { name: 'Count' }).selectOption({ label: 'Today' });
  await expect(page.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
  await expect(widget).toContainText('Words today: 4');
});

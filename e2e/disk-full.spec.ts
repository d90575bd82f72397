/**
 * Issue 23, item 3: when private storage cannot take the auto-save (the origin's quota reached,
 * the disk full, or every write refused), the toolbar says what happened and what to do, instead
 * of "Unsaved changes" with no reason; the next save that lands takes the alert away. And the
 * swap copies a killed browser leaves beside the book file go when the file is next written
 * (item 11).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  injectFaults,
  openPage1,
  readOpfs,
  usePickersOnOpfs,
  writeOpfs,
} from './support/book-files';
import { createBook } from './support/new-book';

async function typeOnPage1(page: Page, words: string) {
  const box = page.getByRole('textbox', { name: 'Page 1' });
  await box.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(words);
}

const savedPrivately = (page: Page) => page.getByText(/Saved in the browser's private storage at/);

test('private storage full or refusing: the toolbar says why and offers Save file as', async ({
  page,
}) => {
  await usePickersOnOpfs(page, { faults: true });
  await page.goto('/');
  await openPage1(page);
  await typeOnPage1(page, ' first words');
  await expect(savedPrivately(page)).toBeVisible({ timeout: 15_000 });

  for (const [fault, says] of [
    ['disk-full', "the browser's storage is full"],
    ['fail', "the browser's private storage refused the auto-save copy"],
  ] as const) {
    await injectFaults(page, { privateWrite: fault });
    await typeOnPage1(page, ` words under ${fault}`);
    const alert = page.getByRole('alert').filter({ hasText: says });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('Your text is still in this browser');
    await expect(alert.getByRole('button', { name: 'Save file as' })).toBeVisible();
    await expect(savedPrivately(page)).toBeHidden();
  }

  await injectFaults(page, { privateWrite: null });
  await typeOnPage1(page, ' space again');
  await expect(savedPrivately(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeHidden();
});

test("the origin's quota at its usage: the toolbar says the storage is full", async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await openPage1(page);
  await typeOnPage1(page, ' first words');
  await expect(savedPrivately(page)).toBeVisible({ timeout: 15_000 });

  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage });
  await typeOnPage1(page, ' words with no room left');
  const alert = page.getByRole('alert').filter({ hasText: "the browser's storage is full" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
});

test('swap copies left beside the book file by saves cut off are removed when it is next written', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await createBook(page);
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toContain('"tree_nodes"');

  await openPage1(page);
  // What three saves cut off by a kill leave behind (Chromium's names), and another file's —
  // put there after the app started (its start-up clean-up needs access it may not have yet).
  const leftovers = ['.crswap', '.1.crswap', '.2.crswap'].map((s) => `new-book-title.json${s}`);
  for (const name of [...leftovers, 'notes.json.crswap'])
    await writeOpfs(page, 'project', name, 'half a book');

  await typeOnPage1(page, ' written again');
  await expect
    .poll(() => readOpfs(page, 'project', 'new-book-title.json'), { timeout: 15_000 })
    .toContain('written again');
  for (const name of leftovers) expect(await readOpfs(page, 'project', name)).toBeNull();
  expect(await readOpfs(page, 'project', 'notes.json.crswap')).toBe('half a book');
});

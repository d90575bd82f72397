/**
 * The shared book's sync status on a narrow window (issue 31): at 420 px the toolbar has more
 * buttons than room, and the status, last in the row, was pushed past the window's edge. It must
 * stay on screen, in English and in Arabic (right to left).
 */
import { shareBook } from './support/sharing';
import { expect, test } from './support/sync-server';

test.use({ viewport: { width: 420, height: 800 } });

test('at 420 px the sync status of a shared book is on screen and opens Share and sync…, also in Arabic', async ({
  page,
  sync,
}) => {
  await page.goto('/body-content/chapters');
  await expect(page.getByRole('tree', { name: 'Book structure' }).first()).toBeVisible();
  const dialog = await shareBook(page, sync.url, 'Ana');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const status = page.getByRole('button', { name: 'Sync: Synced' });
  await expect(status).toBeInViewport({ ratio: 1 });
  await status.click();
  await expect(page.getByRole('dialog', { name: 'Share and sync' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Share and sync' })
    .getByRole('button', { name: 'Close' })
    .click();

  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'المزامنة: متزامن' })).toBeInViewport({
    ratio: 1,
  });
});

import { expect, test } from '@playwright/test';

test('the app boots, the worker populates the database and the book title shows; a reload keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Book Title' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Book title' });
  await title.fill('The Long Winter');
  await expect(page.getByRole('heading', { name: 'The Long Winter' })).toBeVisible();
  // Give the worker its write, then reload and read it back through the facade.
  await expect
    .poll(async () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const req = indexedDB.open('storyBuilderV2');
            req.onsuccess = () => {
              const tx = req.result.transaction('frontmatter', 'readonly');
              const get = tx.objectStore('frontmatter').get(1);
              get.onsuccess = () => {
                resolve(String(get.result?.title ?? ''));
                req.result.close();
              };
            };
          }),
      ),
    )
    .toBe('The Long Winter');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Long Winter' })).toBeVisible();
});

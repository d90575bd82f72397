/** Working offline after a first visit, and a second tab of the same book. */
import { expect, test } from '@playwright/test';

test('the app loads offline after a first visit', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New Book Title' })).toBeVisible();
  await page.goto('/back-matter/glossary');
  await expect(page.getByRole('heading', { name: 'Glossary' })).toBeVisible();
  await context.setOffline(false);
});

test('a second tab is told the book is open elsewhere and can take over', async ({
  page,
  context,
}) => {
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('heading', { name: 'New Book Title' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/frontmatter/book-info');
  const notice = second.getByRole('dialog', { name: 'This book is open in another tab' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Use this tab instead' }).click();
  await expect(
    second.getByRole('dialog', { name: 'This book is open in another tab' }),
  ).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Book title' })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'This book is open in another tab' }),
  ).toBeVisible();
});

/** How it looks and speaks: Arabic right to left, serenity mode, themes, the Markdown help and the footer. */
import { expect, test } from '@playwright/test';

test('Arabic sets dir="rtl" and lang, and the layout mirrors', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const navBox = await page.locator('#side-nav').boundingBox();
  const mainBox = await page.locator('#main').boundingBox();
  expect(navBox && mainBox && navBox.x > mainBox.x).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.evaluate(() => localStorage.setItem('locale', 'klingon'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
});

test('serenity mode hides the chrome; the Full UI control and Escape bring it back', async ({
  page,
}) => {
  await page.goto('/body-content/prologue');
  await page.getByRole('button', { name: 'Serenity mode' }).click();
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Prologue' })).toBeVisible();
  await page.getByRole('button', { name: 'Full UI' }).click();
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeVisible();
  await page.getByRole('button', { name: 'Serenity mode' }).click();
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeVisible();
});

test('the theme switch changes the palette and survives a reload', async ({ page }) => {
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  expect(dark).not.toBe(light);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(dark);
  await page.evaluate(() => localStorage.setItem('theme', 'neon'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the Markdown help panel lists every syntax', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Markdown shortcuts' });
  await expect(dialog).toBeVisible();
  for (const syntax of [
    '# ',
    '## ',
    '### ',
    '> ',
    '**text**',
    '*text*',
    '~~text~~',
    '==text==',
    '- ',
    '1. ',
    '`code`',
    '```',
  ]) {
    await expect(dialog.getByText(syntax, { exact: true })).toBeVisible();
  }
  for (const name of ['Align left', 'Center', 'Align right', 'Justify', 'Link', 'Image']) {
    await expect(dialog.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the footer carries the rights notice and the community link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  await expect(page.getByRole('link', { name: 'Join the community chat' })).toHaveAttribute(
    'href',
    /^https:/,
  );
});

/**
 * The shell around the page (issue 24): it never scrolls, only its regions do; and after another
 * book replaces the open one, the app shows a place that exists in the new book.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openBookFile, openPage1, saveBookAs, usePickersOnOpfs } from './support/book-files';
import { newBookWithoutSaving } from './support/new-book';
import { addPage, openPageByName } from './support/pages';
import { openPanel, togglePanel } from './support/panels';

const documentScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);

async function wheelOver(page: Page, region: Locator) {
  const box = await region.boundingBox();
  if (!box) throw new Error('region not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 1500);
}

test('the wheel over the toolbar, the info bar or the footer leaves the shell in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/');
  await openPage1(page);
  // A long page, so there is something to scroll.
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  for (let i = 0; i < 40; i++) await page.keyboard.press('Enter');
  // The Tools panel beside the page (the Chapters panel closed, so it is not a drawer): its
  // long content made the whole window taller than the screen.
  await togglePanel(page, 'Chapters');
  await openPanel(page, 'Tools');
  await expect(page.getByRole('complementary', { name: 'Tools' })).toBeVisible();
  const infoBar = page.getByRole('button', { name: 'Info bar', exact: true });
  if ((await infoBar.getAttribute('aria-pressed')) !== 'true') await infoBar.click();

  const toolbar = page.getByRole('banner');
  const regions: Array<[string, Locator]> = [
    ['toolbar', toolbar],
    ['info bar', page.getByRole('region', { name: 'Book information' })],
    ['footer', page.getByRole('contentinfo')],
  ];
  for (const [name, region] of regions) {
    await expect(region, name).toBeVisible();
    await wheelOver(page, region);
    // The wheel is handled before the next frame; wait for the layout to settle.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await documentScroll(page), `document scrolled by the wheel over the ${name}`).toBe(0);
    expect((await toolbar.boundingBox())?.y, `toolbar moved by the wheel over the ${name}`).toBe(0);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
  }
});

test('opening another book or starting a new one from a page lands on a place the new book has', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/');
  await openPage1(page);
  const firstBook = await saveBookAs(page, 'first.json');

  // A page the saved book does not have.
  await addPage(page, 'Later page');
  await openPageByName(page, 'Later page');
  await openBookFile(page, 'first.json', firstBook);
  await expect(page).toHaveURL(/\/body-content\/chapters$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Chapters' })).toBeVisible();

  await addPage(page, 'Another later page');
  await openPageByName(page, 'Another later page');
  await newBookWithoutSaving(page);
  await expect(page).toHaveURL(/\/body-content\/chapters$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Chapters' })).toBeVisible();
});

test('opening Page history from the toolbar scrolls the Tools panel, never the shell', async ({
  page,
}) => {
  for (const width of [1440, 420]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await openPage1(page);
    // On a phone the toolbar's less used controls are in its More menu.
    if (width < 700) {
      await page.getByRole('banner').getByRole('button', { name: 'More', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Page history', exact: true }).click();
    } else await page.getByRole('button', { name: 'Page history', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Take a snapshot' })).toBeInViewport();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await documentScroll(page), `document scrolled at ${width} px`).toBe(0);
    // No region of the shell is scrolled away: the shell's own boxes keep their places.
    const shifted = await page.evaluate(() =>
      [...document.querySelectorAll('#root, #root > *, #root > * > *')]
        .filter((el) => el.scrollTop !== 0 || el.scrollLeft !== 0)
        .map((el) => `${el.tagName}.${el.className}`),
    );
    expect(shifted, `shell scrolled at ${width} px`).toEqual([]);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
  }
});

/** Opening and adding pages of the book the way an author does, shared by the specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { openPanel } from './panels';

/** Opens a page from the Chapters screen's tree (double-click), by its name. */
export async function openPageByName(page: Page, name: string) {
  await page.goto('/body-content/chapters');
  const item = page
    .locator('#main')
    .getByRole('tree', { name: 'Book structure' })
    .getByRole('treeitem', { name, exact: true });
  await item.dblclick();
  await expect(page).toHaveURL(/\/body-content\/page\//);
  await expect(page.getByRole('textbox', { name })).toBeVisible();
}

/** Adds a page named `name` to Main Content from the Chapters screen. */
export async function addPage(page: Page, name: string) {
  await page.goto('/body-content/chapters');
  const main = page.locator('#main');
  await main
    .getByRole('tree', { name: 'Book structure' })
    .getByRole('treeitem', { name: 'Main Content', exact: true })
    .click();
  await main.getByRole('button', { name: 'New page', exact: true }).click();
  const box = main.getByRole('tree', { name: 'Book structure' }).getByRole('textbox');
  await box.fill(name);
  await box.press('Enter');
  await expect(main.getByRole('treeitem', { name, exact: true })).toBeVisible();
}

/** Opens a page by a click on its name in the Chapters panel (opening the panel if needed). */
export async function openPageFromPanel(page: Page, name: string) {
  const chapters = await openPanel(page, 'Chapters');
  await chapters.getByText(name, { exact: true }).click();
  await expect(page.getByRole('textbox', { name })).toBeVisible();
}

/**
 * A button of the page's formatting toolbar. Where the page is narrow its last groups fold into
 * "More tools" (an author opens that menu to reach them): the menu is opened when needed.
 */
export async function editorTool(page: Page, name: string): Promise<Locator> {
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const tool = toolbar.getByRole('button', { name, exact: true });
  const more = toolbar.getByRole('button', { name: 'More tools' });
  // The toolbar may still be laying out: wait until the tool or the overflow button shows.
  await expect(tool.or(more).first()).toBeVisible();
  if (await tool.isVisible()) return tool;
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(tool).toBeVisible();
  return tool;
}

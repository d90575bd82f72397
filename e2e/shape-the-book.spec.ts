import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { keyboardDrag } from './support/keyboard-drag';
import { togglePanel } from './support/panels';

/** Drags one row onto the middle of another with the mouse (dnd-kit's pointer sensor). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('rows not on screen');
  await page.mouse.move(a.x + 60, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 60, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(b.x + 60, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('the book tree: create, rename, move by keyboard and by drag, delete, restore, reload', async ({
  page,
}) => {
  await page.goto('/body-content/chapters');
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });
  const button = (name: string) => main.getByRole('button', { name, exact: true });
  const status = main.getByRole('status');

  // The new-book template: Main Content with Page 1.
  await expect(item('Main Content')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Page 1')).toHaveAttribute('aria-level', '2');

  // New page inside the selected folder, named in place.
  await item('Main Content').click();
  await button('New page').click();
  const nameBox = tree.getByRole('textbox');
  await expect(nameBox).toHaveValue('Page 2');
  await nameBox.fill('The Storm');
  await nameBox.press('Enter');
  await expect(item('The Storm')).toHaveAttribute('aria-level', '2');
  await expect(item('The Storm')).toBeFocused();

  // New folder beside the selected page; keep its name, then rename it with F2.
  await button('New folder').click();
  await expect(tree.getByRole('textbox')).toHaveValue('New folder');
  await tree.getByRole('textbox').press('Escape');
  await expect(item('New folder')).toBeFocused();
  await page.keyboard.press('F2');
  await tree.getByRole('textbox').fill('Part Two');
  await page.keyboard.press('Enter');
  await expect(item('Part Two')).toHaveAttribute('aria-level', '2');

  // Rename the page with the Rename button.
  await item('The Storm').click();
  await button('Rename').click();
  await tree.getByRole('textbox').fill('The Storm Breaks');
  await tree.getByRole('textbox').press('Enter');
  const storm = item('The Storm Breaks');
  await expect(storm).toBeFocused();

  // Keyboard moves: below the folder, then into it.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(status).toContainText('Moved “The Storm Breaks” into “Main Content”, position 3');
  await expect(storm).toBeFocused();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(status).toContainText('Moved “The Storm Breaks” into “Part Two”, position 1');
  await expect(storm).toHaveAttribute('aria-level', '3');

  // The same with the buttons: Outdent, then Indent.
  await button('Outdent').click();
  await expect(status).toContainText('Moved “The Storm Breaks” into “Main Content”, position 3');
  await expect(storm).toHaveAttribute('aria-level', '2');
  await button('Indent').click();
  await expect(status).toContainText('Moved “The Storm Breaks” into “Part Two”, position 1');
  await expect(storm).toHaveAttribute('aria-level', '3');
  await expect(button('Move up')).toBeDisabled();

  // Collapse and expand the folder from the keyboard.
  await item('Part Two').click();
  await page.keyboard.press('ArrowLeft');
  await expect(item('Part Two')).toHaveAttribute('aria-expanded', 'false');
  await expect(storm).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(storm).toBeVisible();

  // Drag Page 1 onto the folder.
  await drag(page, item('Page 1'), item('Part Two'));
  await expect(status).toContainText('Moved “Page 1” into “Part Two”, position 2');
  await expect(item('Page 1')).toHaveAttribute('aria-level', '3');

  expect(await seriousViolations(page, '#main')).toEqual([]);

  // Delete the folder, after confirming.
  await item('Part Two').click();
  await button('Delete').click();
  const dialog = page.getByRole('dialog', { name: 'confirm delete?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete!' }).click();
  await expect(dialog).toBeHidden();
  await expect(item('Part Two')).toHaveCount(0);
  await expect(item('Page 1')).toHaveCount(0);

  // Restore it from Recently deleted.
  const deleted = main.getByRole('region', { name: 'Recently deleted' });
  await deleted.getByRole('button', { name: 'Restore “Part Two”' }).click();
  await expect(item('Part Two')).toBeVisible();
  await expect(deleted).toHaveCount(0);

  // The structure survives a reload.
  await page.reload();
  await expect(item('Page 1')).toHaveAttribute('aria-level', '3');
  await expect(tree.getByRole('treeitem')).toHaveText([
    'Main Content',
    'Part Two',
    'The Storm Breaks',
    'Page 1',
  ]);
  await expect(item('Part Two')).toHaveAttribute('aria-level', '2');
  await expect(storm).toHaveAttribute('aria-level', '3');
});

test('the delete dialog can be cancelled, and the chapters panel offers the same tree', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/body-content/chapters');
  const panel = await togglePanel(page, 'Chapters');
  const tree = panel.getByRole('tree', { name: 'Book structure' });
  await expect(tree.getByRole('treeitem', { name: 'Page 1' })).toBeVisible();

  await tree.getByRole('treeitem', { name: 'Main Content' }).click();
  await panel.getByRole('button', { name: 'Actions' }).click();
  await panel.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'confirm delete?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(tree.getByRole('treeitem', { name: 'Main Content' })).toBeVisible();

  // A click on a page in the panel opens it.
  await tree.getByRole('treeitem', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/body-content\/page\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page 1' })).toBeVisible();
});

test('a row can be dragged with the keyboard: Space, arrows, Space', async ({ page }) => {
  await page.goto('/body-content/chapters');
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });
  await item('Page 1').click();
  await main.getByRole('button', { name: 'New folder', exact: true }).click();
  await tree.getByRole('textbox').fill('Part Two');
  await tree.getByRole('textbox').press('Enter');

  // Each arrow moves a third of a row: about three presses reach the middle of Part Two, below.
  await keyboardDrag(page, {
    handle: item('Page 1'),
    dragged: item('Page 1'),
    key: 'ArrowDown',
    target: item('Part Two'),
    placement: 'inside',
  });
  await expect(main.getByRole('status')).toContainText(
    'Moved “Page 1” into “Part Two”, position 1',
  );
  await expect(item('Page 1')).toHaveAttribute('aria-level', '3');
  await expect(item('Page 1')).toBeFocused();
});

test('a page links to its chapter, whose view lists its pages with their words and opens them', async ({
  page,
}) => {
  await page.goto('/body-content/chapters');
  const panel = await togglePanel(page, 'Chapters');
  await panel.getByText('Page 1', { exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Page 1' });
  await box.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' four more words here');
  await page
    .getByRole('navigation', { name: 'Chapter' })
    .getByRole('link', { name: 'Main Content' })
    .click();
  await expect(page).toHaveURL(/\/body-content\/chapter\//);
  const main = page.locator('#main');
  await expect(main.getByRole('heading', { level: 1, name: 'Main Content' })).toBeVisible();
  const list = main.getByRole('list', { name: 'What this chapter holds' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(/Words: \d+/);
  await expect(main.getByText(/Pages: 1 · Words: \d+/)).toBeVisible();
  await list.getByRole('link', { name: 'Page 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toContainText('four more words here');
  // An id that is neither a folder nor a chapter is Page Not Found, not a screen left loading.
  await page.goto('/body-content/chapter/no-such-chapter');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/body-content/chapter/987654');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

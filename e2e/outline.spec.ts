/**
 * Issue 30, items 1–3: synopses and statuses written in the outline, rows reordered there and
 * cards on the corkboard, and the tree in the same new order after a reload.
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { keyboardDrag } from './support/keyboard-drag';
import { addPage, openPageByName } from './support/pages';

/** The names of the tree's rows, top to bottom, on the Chapters screen. */
async function treeOrder(page: Page): Promise<string[]> {
  await page.goto('/body-content/chapters');
  const tree = page.locator('#main').getByRole('tree', { name: 'Book structure' });
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  return tree.locator('.manuscript-name').allInnerTexts();
}

test('synopses and statuses written in the outline, rows moved there, kept after a reload', async ({
  page,
}) => {
  await addPage(page, 'Second page');
  await addPage(page, 'Third page');
  // Found from the Chapters screen's tree, as a new author would.
  await page
    .locator('#main')
    .getByRole('navigation', { name: 'Views of this part of the book' })
    .getByRole('link', { name: 'Outline' })
    .click();
  await expect(page).toHaveURL(/\/body-content\/outline$/);
  const table = page.getByRole('table', { name: 'Outline: Manuscript' });
  await expect(table.getByRole('columnheader', { name: 'Synopsis' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Third page/ })).toBeVisible();

  const synopsis = table.getByRole('textbox', { name: 'Synopsis of “Page 1”' });
  await synopsis.fill('Mara comes home.');
  await synopsis.press('Tab');
  await table.getByRole('textbox', { name: 'Synopsis of “Third page”' }).fill('The storm.');
  await table.getByRole('combobox', { name: 'Status of “Page 1”' }).selectOption('First draft');
  await table.getByRole('textbox', { name: 'Synopsis of “Third page”' }).press('Tab');

  // Sorting shows the rows in another order and leaves the book alone.
  await table.getByRole('button', { name: 'Title' }).click();
  await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('button', { name: /^Move/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to book order' }).click();

  // Third page moves to the top of Main Content with the keyboard (Alt+Up twice).
  const handle = table.getByRole('button', { name: 'Move “Third page”' });
  await handle.focus();
  await handle.press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'position 2' })).toBeAttached();
  await table.getByRole('button', { name: 'Move “Third page”' }).press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'position 1' })).toBeAttached();

  // The statuses are the author's to name.
  await page.getByRole('button', { name: 'Rename statuses…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename statuses' });
  await dialog.getByRole('textbox', { name: 'First draft' }).fill('Sketch');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const status = table.getByRole('combobox', { name: 'Status of “Page 1”' });
  await expect(status.locator('option:checked')).toHaveText('Sketch');

  await page.reload();
  await expect(status.locator('option:checked')).toHaveText('Sketch');
  await expect(table.getByRole('textbox', { name: 'Synopsis of “Page 1”' })).toHaveValue(
    'Mara comes home.',
  );
  await expect(table.getByRole('textbox', { name: 'Synopsis of “Third page”' })).toHaveValue(
    'The storm.',
  );
  await expect(table.getByRole('combobox', { name: 'Status of “Page 1”' })).toHaveValue(
    'first_draft',
  );
  expect(await treeOrder(page)).toEqual(['Main Content', 'Third page', 'Page 1', 'Second page']);
});

test('cards moved on the corkboard move the pages in the book, kept after a reload', async ({
  page,
}) => {
  await addPage(page, 'Second page');
  await addPage(page, 'Third page');
  await page.goto('/body-content/outline');
  const table = page.getByRole('table', { name: 'Outline: Manuscript' });
  const synopsis = table.getByRole('textbox', { name: 'Synopsis of “Second page”' });
  await synopsis.fill('A letter arrives.');
  await synopsis.press('Tab');
  await expect(synopsis).toHaveValue('A letter arrives.');

  await page
    .getByRole('navigation', { name: 'Views of this part of the book' })
    .getByRole('link', { name: 'Corkboard' })
    .click();
  await expect(page).toHaveURL(/\/body-content\/corkboard$/);
  const cards = page.getByRole('list', { name: 'Cards in “Main Content”' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByRole('listitem').nth(1)).toContainText('A letter arrives.');

  // Page 1 is picked up with Space, moved two places on with the arrow key, dropped with Space.
  const handle = cards.getByRole('button', { name: 'Move card “Page 1”' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Announced: picked up, then where it is (position 1 of 3).
  await expect(page.getByText(/card “Page 1”.* 1 of 3/i)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/“Page 1” is at position 2 of 3/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/“Page 1” is at position 3 of 3/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(cards.getByRole('listitem').last()).toContainText('Page 1');

  await page.reload();
  await expect(cards.getByRole('listitem').first()).toContainText('Second page');
  // A card opens its page.
  expect(await treeOrder(page)).toEqual(['Main Content', 'Second page', 'Third page', 'Page 1']);
  // A folder's own views, from its chapter screen: its outline and its corkboard.
  await openPageByName(page, 'Page 1');
  await page
    .getByRole('navigation', { name: 'Chapter' })
    .getByRole('link', { name: 'Main Content' })
    .click();
  await page.getByRole('link', { name: 'Outline', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Outline: Main Content' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Outline: Main Content' }).getByRole('rowheader'),
  ).toHaveText(['Second page', 'Third page', 'Page 1', 'Total — pages: 3']);
  await page
    .getByRole('navigation', { name: 'Views of this part of the book' })
    .getByRole('link', { name: 'Corkboard' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Corkboard: Main Content' }),
  ).toBeVisible();
  await cards.getByRole('link', { name: 'Third page' }).click();
  await expect(page).toHaveURL(/\/body-content\/page\//);
  await expect(page.getByRole('textbox', { name: 'Third page' })).toBeVisible();
});

test('outline rows drag with the pointer and with Space and the arrow keys, as the tree moves them', async ({
  page,
}) => {
  await addPage(page, 'Second page');
  await addPage(page, 'Third page');
  await page.goto('/body-content/outline');
  const table = page.getByRole('table', { name: 'Outline: Manuscript' });
  const titles = () => table.locator('tbody tr[data-node-id] th a').allInnerTexts();

  // The pointer: Third page's handle dropped on the top part of Page 1's row.
  const handle = await table.getByRole('button', { name: 'Move “Third page”' }).boundingBox();
  const target = await table.getByRole('row', { name: /Page 1/ }).boundingBox();
  if (!handle || !target) throw new Error('the rows are on screen');
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y - 10, { steps: 5 });
  await page.mouse.move(x, target.y + 8, { steps: 10 });
  await page.mouse.up();
  await expect.poll(titles).toEqual(['Main Content', 'Third page', 'Page 1', 'Second page']);
  // Stored: the order survives a reload. (The keyboard part then starts on a settled table: the
  // worker's answer to the drop re-renders the rows, and a Space sent into that was lost in CI.)
  await page.reload();
  await expect.poll(titles).toEqual(['Main Content', 'Third page', 'Page 1', 'Second page']);

  // The keyboard: Second page picked up with Space, moved up before Page 1, dropped with Space.
  await keyboardDrag(page, {
    handle: table.getByRole('button', { name: 'Move “Second page”' }),
    dragged: table.getByRole('row', { name: /Second page/ }),
    key: 'ArrowUp',
    target: table.getByRole('row', { name: /Page 1/ }),
    placement: 'before',
  });
  await expect.poll(titles).toEqual(['Main Content', 'Third page', 'Second page', 'Page 1']);

  await page.reload();
  expect(await treeOrder(page)).toEqual(['Main Content', 'Third page', 'Second page', 'Page 1']);
});

test('the outline and the corkboard have no serious accessibility finding, dark and right to left', async ({
  page,
}) => {
  await page.goto('/body-content/outline');
  await page
    .getByRole('table', { name: 'Outline: Manuscript' })
    .getByRole('combobox', { name: 'Label of “Page 1”' })
    .selectOption({ index: 1 });
  for (const [theme, locale] of [
    ['dark', 'en'],
    ['gray', 'ar'],
  ]) {
    await page.evaluate(
      ({ t, l }) => {
        localStorage.setItem('theme', t as string);
        localStorage.setItem('locale', l as string);
      },
      { t: theme, l: locale },
    );
    for (const view of ['outline', 'corkboard']) {
      await page.goto(`/body-content/${view}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme as string);
      await expect(page.locator('#main h1')).toBeVisible();
      expect(await seriousViolations(page, '#main')).toEqual([]);
    }
  }
});

/**
 * Issue 30, items 4 and 5: a folder read as one continuous text, each page edited where it stands
 * and stored as its own page; and the split view, a page beside an atlas record, with the second
 * pane's own history, its divider and Ctrl+\.
 */
import { expect, type Page, test } from '@playwright/test';
import { addPage, openPageByName } from './support/pages';

async function openContinuous(page: Page) {
  await openPageByName(page, 'Page 1');
  await page
    .getByRole('navigation', { name: 'Chapter' })
    .getByRole('link', { name: 'Main Content' })
    .click();
  await page.getByRole('link', { name: 'Read as one text' }).click();
  await expect(page).toHaveURL(/\/body-content\/chapter\/[^/]+\/continuous$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main Content' })).toBeVisible();
}

test('two pages edited in the continuous view are each kept on their own page after a reload', async ({
  page,
}) => {
  await addPage(page, 'Second page');
  await openContinuous(page);
  const scroll = page.getByRole('region', { name: "The folder's pages, one after another" });
  const first = scroll.getByRole('textbox', { name: 'Page 1', exact: true });
  const second = scroll.getByRole('textbox', { name: 'Second page', exact: true });
  // Each page under its own title.
  await expect(scroll.getByRole('heading', { name: 'Page 1' })).toBeVisible();
  await expect(scroll.getByRole('heading', { name: 'Second page' })).toBeVisible();

  await first.click();
  await expect(first).toHaveAttribute('contenteditable', 'true');
  await page.keyboard.type('Alpha wrote this.');
  await second.click();
  await expect(second).toHaveAttribute('contenteditable', 'true');
  await page.keyboard.type('Beta wrote that.');
  await expect(first).toContainText('Alpha wrote this.');

  await page.reload();
  await expect(first).toContainText('Alpha wrote this.');
  await expect(second).toContainText('Beta wrote that.');
  await expect(first).not.toContainText('Beta');
  await expect(second).not.toContainText('Alpha');

  // Stored as two pages: each page's own view shows its own words only.
  await scroll.getByRole('link', { name: 'Second page' }).click();
  const alone = page.getByRole('textbox', { name: 'Second page' });
  await expect(alone).toContainText('Beta wrote that.');
  await expect(alone).not.toContainText('Alpha');
  await openPageByName(page, 'Page 1');
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toContainText('Alpha wrote this.');
  await expect(page.getByRole('textbox', { name: 'Page 1' })).not.toContainText('Beta');
});

test('a page and a character side by side; the second pane keeps its history and comes back with Ctrl+\\', async ({
  page,
}) => {
  await page.goto('/world-atlas/characters');
  await page.getByRole('button', { name: 'New character' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mara Vell');
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();

  await openPageByName(page, 'Page 1');
  const pageBox = page.getByRole('textbox', { name: 'Page 1' });
  await pageBox.click();
  await page.keyboard.press('Control+Backslash');
  const pane = page.getByRole('region', { name: 'Second pane' });
  await expect(pane.getByRole('heading', { name: 'Show beside your work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Split view (Ctrl+\\)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await pane.getByRole('link', { name: 'Characters' }).click();
  await pane.getByRole('link', { name: 'Mara Vell' }).click();
  await expect(pane.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mara Vell');
  // The first pane still holds the page, and the browser's route did not move.
  await expect(pageBox).toBeVisible();
  await expect(page).toHaveURL(/\/body-content\/page\//);

  // The second pane's own history.
  await pane.getByRole('button', { name: 'Back' }).click();
  await expect(pane.getByRole('link', { name: 'Mara Vell' })).toBeVisible();
  await pane.getByRole('button', { name: 'Forward' }).click();
  await expect(pane.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mara Vell');

  // The divider resizes by keyboard.
  const divider = page.getByRole('separator', { name: 'Resize the panes' });
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  await divider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(divider).toHaveAttribute('aria-valuenow', '52');

  // Ctrl+\ closes it, and opens it again on the character (remembered, also after a reload).
  await pageBox.click();
  await page.keyboard.press('Control+Backslash');
  await expect(pane).toBeHidden();
  await expect(pageBox).toBeVisible();
  await page.keyboard.press('Control+Backslash');
  await expect(pane.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mara Vell');
  await page.reload();
  await expect(pane.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mara Vell');
  await expect(divider).toHaveAttribute('aria-valuenow', '52');
});

test('the Shortcuts dialog lists Ctrl+\\ for the split view', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const keys = page
    .getByRole('dialog', { name: 'Markdown shortcuts' })
    .getByRole('table', { name: 'Book and files' });
  await expect(
    keys.getByRole('row', { name: 'Ctrl+\\ Open or close the split view' }),
  ).toBeVisible();
});

test('a page live in the continuous view is not opened for writing again in the second pane', async ({
  page,
}) => {
  await openContinuous(page);
  const scroll = page.getByRole('region', { name: "The folder's pages, one after another" });
  const first = scroll.getByRole('textbox', { name: 'Page 1', exact: true });
  await first.click();
  await expect(first).toHaveAttribute('contenteditable', 'true');
  await page.keyboard.type('Only here.');

  await page.keyboard.press('Control+Backslash');
  const pane = page.getByRole('region', { name: 'Second pane' });
  await pane.getByRole('combobox', { name: 'Page to show' }).selectOption({ label: 'Page 1' });
  await pane.getByRole('button', { name: 'Show the page' }).click();
  // Two editors of one page would each store their own text over the other's.
  await expect(
    pane.getByText('This page is open in the other pane: write in it there.'),
  ).toBeVisible();
  await expect(pane.getByRole('textbox', { name: 'Page 1' })).toHaveCount(0);
  await expect(first).toContainText('Only here.');

  // Once the first pane lets the page go, the second pane writes it.
  await page.goto('/world-atlas/characters');
  await expect(pane.getByRole('textbox', { name: 'Page 1' })).toContainText('Only here.');
});

/**
 * The atlas record as a card and the relationship view (issue 24): the graph's icons stay icon
 * sized and leave the screen's controls usable with the mouse, the list is what a fresh visit
 * shows, the graph covers every kind with a legend, and the record is one card with its picture
 * and key facts at the top, two columns wide at 1440 px and one on a phone, with one Relations
 * section.
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';

async function createRecord(page: Page, path: string, button: string, name: string) {
  await page.goto(`/world-atlas/${path}`);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/world-atlas/${path}/\\d+$`));
  const box = page.getByRole('textbox', { name: 'Name', exact: true });
  await box.fill(name);
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
}

async function relateTo(page: Page, find: string, name: RegExp, type: string) {
  const add = page.getByRole('group', { name: 'Add relation' });
  await add.getByRole('searchbox', { name: 'Find a record' }).fill(find);
  await add.getByRole('list', { name: 'Matching records' }).getByRole('button', { name }).click();
  await add.getByRole('textbox', { name: 'Relation' }).fill(type);
  await add.getByRole('button', { name: 'Add relation' }).click();
  // Stored before the test moves on (a navigation right after the click could cut it off).
  await expect(
    page.getByRole('region', { name: 'Relations' }).getByText(type).first(),
  ).toBeVisible();
}

test('the relationship view keeps its icons small and the screen usable with the mouse', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await createRecord(page, 'characters', 'New character', 'Ada');
  await page.goto('/world-atlas/characters');
  const toggle = page.getByRole('button', { name: 'Relationship view' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const view = page.getByRole('application', { name: 'Relationship view' });
  await expect(view.getByRole('link', { name: 'Ada' })).toBeVisible();

  // Every icon on the screen (the zoom buttons' too) is icon sized.
  const sizes = await page
    .locator('svg.lucide')
    .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect()));
  expect(sizes.length).toBeGreaterThan(3);
  for (const size of sizes) {
    expect(size.width).toBeLessThan(48);
    expect(size.height).toBeLessThan(48);
  }

  // The mouse reaches the controls above the graph: a real click (no force) on each.
  await page.getByRole('searchbox', { name: 'Search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await toggle.click({ trial: true });
  await page.getByRole('button', { name: 'New character' }).click({ trial: true });
  await toggle.click();
  await expect(view).toBeHidden();
  await toggle.click();
  await expect(view).toBeVisible();

  // A fresh visit to the screen shows the list, not the graph.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Records' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Relationship view' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('application', { name: 'Relationship view' })).toHaveCount(0);
});

test('the relationship view covers every kind, with a legend', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await createRecord(page, 'locations', 'New location', 'Salt Harbour');
  await createRecord(page, 'cultures', 'New culture', 'Tide Folk');
  await relateTo(page, 'salt', /Salt Harbour/, 'lives in');
  await createRecord(page, 'characters', 'New character', 'Mara');
  await relateTo(page, 'tide', /Tide Folk/, 'born among');

  for (const path of ['characters', 'locations']) {
    await page.goto(`/world-atlas/${path}`);
    await page.getByRole('button', { name: 'Relationship view' }).click();
    const view = page.getByRole('application', { name: 'Relationship view' });
    for (const name of ['Mara', 'Tide Folk', 'Salt Harbour'])
      await expect(view.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(view.getByText('lives in')).toBeVisible();
    await expect(view.getByText('born among')).toBeVisible();
    const legend = page.getByRole('list', { name: 'Kinds in the view' });
    await expect(legend.getByRole('listitem')).toContainText(['Location', 'Character', 'Culture']);
  }
  const view = page.getByRole('application', { name: 'Relationship view' });
  await view.getByRole('link', { name: /Tide Folk/ }).click();
  await expect(page).toHaveURL(/\/world-atlas\/cultures\/\d+$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the record is a card: picture and key facts on top, two columns wide, one Relations section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await createRecord(page, 'characters', 'New character', 'Ben');
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Harbour pilot');
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  // Key facts at the top of the card, beside the picture.
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ben');
  await expect(facts.getByRole('textbox', { name: 'Role', exact: true })).toBeVisible();
  await expect(facts.getByRole('group', { name: 'Picture' })).toBeVisible();

  // One Relations section: the free-text relationships and the typed relations together.
  await expect(page.getByRole('region', { name: 'Relations' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Relationships', exact: true })).toHaveCount(0);
  const relations = page.getByRole('region', { name: 'Relations' });
  await expect(relations.getByRole('group', { name: 'Add relation' })).toBeVisible();
  const notes = relations.getByRole('textbox', { name: 'Other relationships' });
  await notes.fill('rival of the harbour master');
  await notes.press('Enter');
  await expect(relations.getByText('rival of the harbour master')).toBeVisible();
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Relations' }).getByText('rival of the harbour master'),
  ).toBeVisible();

  // Two columns at 1440 px: Description and Traits side by side.
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  const goals = page.getByRole('textbox', { name: 'Traits', exact: true });
  const wide = [await description.boundingBox(), await goals.boundingBox()];
  expect(Math.abs((wide[0]?.y ?? 0) - (wide[1]?.y ?? 1))).toBeLessThan(4);
  expect(await seriousViolations(page)).toEqual([]);

  // One column on a phone, nothing wider than the screen.
  await page.setViewportSize({ width: 420, height: 860 });
  // The layout follows the window once the app has heard the resize.
  await expect
    .poll(async () => {
      const narrow = [await description.boundingBox(), await goals.boundingBox()];
      return Math.abs((narrow[0]?.x ?? 0) - (narrow[1]?.x ?? 1));
    })
    .toBeLessThan(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
});

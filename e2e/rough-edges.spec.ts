/**
 * Issue 24, items 7 and 8: the rough edges found in use — the writing-session notice over the
 * page, tooltips that stay after a click, a drag ghost that looks like a text field, a delete
 * question that does not say what goes, Bold and Italic hidden on a phone, the page width's
 * selected state — and messages that speak of tables, records and APIs instead of the book.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import {
  injectFaults,
  openBookFile,
  openPage1,
  saveBookAs,
  usePickersOnOpfs,
} from './support/book-files';
import { openPageByName } from './support/pages';
import { openPanel } from './support/panels';

const PHONE = { width: 420, height: 860 };
const DESKTOP = { width: 1440, height: 900 };

/** The opacity of an element's tooltip (drawn as its ::after). */
const tooltipOpacity = (control: Locator) =>
  control.evaluate((el) => getComputedStyle(el, '::after').opacity);

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Ends a writing session at once (Skip) with the notice in `size`; returns the notice. */
async function sessionNotice(page: Page, size: 'Small' | 'Medium') {
  await page.goto('/body-content/prologue');
  const tools = await openPanel(page, 'Tools');
  await tools.getByRole('checkbox', { name: 'Use writing sessions (pomodoro)' }).check();
  await tools.getByRole('combobox', { name: 'Notice size' }).selectOption({ label: size });
  // The panel's own controls (on a phone the toolbar's timer has no room for Skip).
  await tools.getByRole('button', { name: 'Start', exact: true }).click();
  await tools.getByRole('button', { name: 'Skip', exact: true }).click();
  await tools.getByRole('button', { name: 'Close tools panel' }).click();
  await expect(tools).toBeHidden();
  const notice = page.getByRole('region', { name: 'Writing session complete' });
  await expect(notice).toBeVisible();
  return notice;
}

for (const [size, viewport] of [
  ['Small', DESKTOP],
  ['Medium', DESKTOP],
  ['Small', PHONE],
  ['Medium', PHONE],
] as const) {
  test(`the ${size.toLowerCase()} writing-session notice never lies over the page (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const notice = await sessionNotice(page, size);
    const title = page.getByRole('heading', { name: 'Prologue', level: 1 });
    await expect(title).toBeVisible();
    const box = await notice.boundingBox();
    const main = await page.locator('#main').boundingBox();
    const heading = await title.boundingBox();
    if (!box || !main || !heading) throw new Error('not laid out');
    expect(overlaps(box, heading)).toBe(false);
    expect(overlaps(box, main)).toBe(false);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  });
}

test('a tooltip goes away on a click and on Escape', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPageByName(page, 'Page 1');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold', exact: true });
  await bold.hover();
  await expect.poll(() => tooltipOpacity(bold)).toBe('1');
  await bold.click();
  await expect.poll(() => tooltipOpacity(bold)).toBe('0');
  // The pointer leaves and comes back: the tooltip is there again.
  await page.mouse.move(0, 0);
  await bold.hover();
  await expect.poll(() => tooltipOpacity(bold)).toBe('1');

  const italic = toolbar.getByRole('button', { name: 'Italic', exact: true });
  await italic.hover();
  await expect.poll(() => tooltipOpacity(italic)).toBe('1');
  await page.keyboard.press('Escape');
  await expect.poll(() => tooltipOpacity(italic)).toBe('0');
});

test('a button that opens a drawer does not bring its tooltip back over the drawer', async ({
  page,
}) => {
  // At 1024 px the Tools panel is a drawer, and opening it moves focus into it.
  await page.setViewportSize({ width: 1024, height: 900 });
  await openPageByName(page, 'Page 1');
  const tools = page.getByRole('button', { name: 'Tools panel', exact: true });
  await tools.hover();
  await expect.poll(() => tooltipOpacity(tools)).toBe('1');
  await tools.click();
  await expect(page.getByRole('dialog', { name: 'Tools' })).toBeVisible();
  await expect.poll(() => tooltipOpacity(tools)).toBe('0');
});

test('a dragged tree row looks like the row, not like a text field', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/body-content/chapters');
  const tree = page.locator('#main').getByRole('tree', { name: 'Book structure' });
  const row = tree.getByRole('treeitem', { name: 'Page 1', exact: true });
  const box = await row.boundingBox();
  if (!box) throw new Error('no row');
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2 + 12, { steps: 4 });
  await page.mouse.move(box.x + 80, box.y + box.height / 2 + 30, { steps: 4 });
  // The ghost is decoration (hidden from assistive technology): found by what it draws.
  const ghost = page.locator('[aria-hidden="true"]').filter({ hasText: /^Page 1$/ });
  await expect(ghost).toBeVisible();
  const look = await ghost.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      border: style.borderTopWidth,
      hasIcon: el.querySelector('.manuscript-icon') !== null,
      sameClass: el.classList.contains('manuscript-row'),
    };
  });
  expect(look).toEqual({ border: '0px', hasIcon: true, sameClass: true });
  await page.mouse.up();
});

test('the delete question says what will be deleted', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/body-content/chapters');
  const main = page.locator('#main');
  const tree = main.getByRole('tree', { name: 'Book structure' });
  await tree.getByRole('treeitem', { name: 'Main Content', exact: true }).click();
  await main.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'confirm delete?' });
  await expect(dialog).toContainText(
    '“Main Content” and everything in it will move to Recently deleted',
  );
  await expect(dialog).toContainText('Inside it — pages: 1, folders: 0.');
  await expect(dialog.getByRole('button', { name: 'Yes, delete!' })).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await tree.getByRole('treeitem', { name: 'Page 1', exact: true }).click();
  await main.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toContainText(
    'The page “Page 1” will move to Recently deleted, where you can restore it.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('on a phone Bold and Italic stay in the toolbar', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage1(page);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar.getByRole('button', { name: 'More tools' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Italic', exact: true })).toBeVisible();
});

test('the chosen page width shows as chosen in the Tools panel', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // A screen without the page's notes, so nothing else brings the style along.
  await page.goto('/frontmatter/book-info');
  const tools = await openPanel(page, 'Tools');
  const widths = tools.getByRole('group', { name: 'Page width' });
  const small = widths.getByRole('radio', { name: 'Small' });
  await small.check();
  const fill = (radio: Locator) =>
    radio.evaluate((el) => getComputedStyle(el.closest('label') as Element).backgroundColor);
  const large = widths.getByRole('radio', { name: 'Large' });
  await expect.poll(() => fill(small)).not.toBe(await fill(large));
  await expect.poll(() => fill(small)).not.toBe('rgba(0, 0, 0, 0)');
});

test('the auto-save status says why in plain words, not the browser’s English', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await usePickersOnOpfs(page, { faults: true });
  await page.goto('/');
  await openPage1(page);
  const box = page.getByRole('textbox', { name: 'Page 1' });
  await box.click();
  await page.keyboard.type('first words');
  await expect(page.getByText(/Saved in the browser's private storage at/)).toBeVisible({
    timeout: 15_000,
  });
  await injectFaults(page, { privateWrite: 'fail' });
  await page.keyboard.type(' and more');
  const status = page.getByText(/^Auto-save failed:/);
  await expect(status).toHaveText('Auto-save failed: the browser could not write the file', {
    timeout: 15_000,
  });
  await injectFaults(page, { privateWrite: null });
});

test('opening a book says what came in, in the book’s own terms', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await usePickersOnOpfs(page);
  await page.goto('/');
  await openPage1(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type('Three words here');
  const text = await saveBookAs(page, 'round-trip.json');
  await openBookFile(page, 'round-trip-copy.json', text);
  const notice = page.getByRole('status').getByText(/^Database imported successfully!/);
  // The spec's words stay; the plain detail beside them says what happened to the book.
  await expect(notice).toContainText('tables processed');
  await expect(notice).toContainText(
    'Your book came in whole — pages: 1, folders: 1, words: 3, atlas records: 0, notes: 0.',
  );
});

/**
 * The app's toolbar on narrow windows: nothing in it is cut off or pushed past the window's edge,
 * and the save state stays readable, so an author on a phone can always tell that the book is
 * not saved. Less used controls move into a More menu; a running writing session keeps its
 * timer's buttons on screen. In English and in Arabic (right to left).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openPanel, togglePanel } from './support/panels';

/** Switching writing sessions on is a change to the book: "Not saved yet" or "Unsaved changes". */
const UNSAVED = /Not saved yet|Unsaved changes/;

async function everyToolbarControlOnScreen(page: Page) {
  const toolbar = page.getByRole('banner');
  const controls = await toolbar.getByRole('button').all();
  expect(controls.length).toBeGreaterThan(3);
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
}

/** The save state is on screen with its whole text (not squeezed to an ellipsis or to nothing). */
async function saveStateWhole(page: Page, text: string | RegExp) {
  const state = page.getByRole('banner').getByRole('status').filter({ hasText: text });
  await expect(state).toBeInViewport({ ratio: 1 });
  await expect
    .poll(() => state.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0))
    .toBe(true);
}

/**
 * The save state as it is now: a short state ("Unsaved changes") keeps its whole text; the long
 * "Saved in the browser's private storage at …", which auto-save may reach at any moment, may end
 * in an ellipsis (layout.css) but keeps its start on screen and its whole text as its title.
 */
async function saveStateShown(page: Page, short: RegExp, kept: RegExp) {
  const state = page
    .getByRole('banner')
    .getByRole('status')
    .filter({ hasText: new RegExp(`${short.source}|${kept.source}`) });
  await expect(state).toBeInViewport({ ratio: 1 });
  if (kept.test((await state.textContent()) ?? '')) {
    expect(await state.evaluate((el) => el.clientWidth)).toBeGreaterThanOrEqual(7 * 16);
    await expect(state).toHaveAttribute('title', /\S/);
  } else {
    await saveStateWhole(page, short);
  }
}

/** The footer's link is whole on screen and no part of it is under `cover`. */
async function footerLinkClearOf(page: Page, cover: Locator) {
  const link = page.getByRole('contentinfo').getByRole('link');
  await expect(link).toBeInViewport({ ratio: 1 });
  const a = await link.boundingBox();
  const b = await cover.boundingBox();
  if (!a || !b) throw new Error('the footer link or the timer has no box');
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `link ${JSON.stringify(a)} under ${JSON.stringify(b)}`).toBe(true);
}

async function startWritingSession(page: Page) {
  const tools = await openPanel(page, 'Tools');
  await tools.getByRole('checkbox', { name: 'Use writing sessions (pomodoro)' }).check();
  await togglePanel(page, 'Tools');
  const timer = page.getByRole('banner').getByRole('group', { name: 'Writing session timer' });
  await timer.getByRole('button', { name: 'Start' }).click();
  await expect(timer.getByRole('button', { name: 'Pause' })).toBeVisible();
  return timer;
}

test.describe('at 420 px', () => {
  test.use({ viewport: { width: 420, height: 800 } });

  test('the save state and every toolbar control are on screen; the rest is in More', async ({
    page,
  }) => {
    await page.goto('/body-content/prologue');
    const toolbar = page.getByRole('banner');
    await saveStateWhole(page, 'Not saved yet');
    await everyToolbarControlOnScreen(page);

    // The controls that made room are one click away, and they work.
    await toolbar.getByRole('button', { name: 'More', exact: true }).click();
    const more = page.getByRole('menu', { name: 'More' });
    await expect(more.getByRole('menuitemcheckbox', { name: 'Split view' })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: 'Shortcuts' })).toBeVisible();
    await more.getByRole('menuitem', { name: 'Find in the book' }).click();
    const find = page.getByRole('region', { name: 'Find in the book' });
    await expect(find).toBeVisible();
    await find.getByRole('button', { name: 'Close find' }).click();

    // With a writing session running, the timer's own buttons are on screen too.
    const timer = await startWritingSession(page);
    await expect(timer.getByRole('timer')).toBeInViewport({ ratio: 1 });
    await saveStateWhole(page, UNSAVED);
    await everyToolbarControlOnScreen(page);
    // The timer floats in the bottom corner, over the footer: the footer's link is not under it.
    await footerLinkClearOf(page, timer);

    // Right to left: the same, mirrored.
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('banner').getByRole('group', { name: 'مؤقت جلسة الكتابة' }),
    ).toBeVisible();
    // Unsaved, or (when the reload took long) already kept in the browser's storage.
    await saveStateShown(page, /لم يُحفظ بعد|تغييرات غير محفوظة/, /حُفظ في التخزين الخاص/);
    await everyToolbarControlOnScreen(page);
    await footerLinkClearOf(
      page,
      page.getByRole('banner').getByRole('group', { name: 'مؤقت جلسة الكتابة' }),
    );
  });
});

test.describe('at 650 px', () => {
  test.use({ viewport: { width: 650, height: 800 } });

  test("a running writing session's timer and every toolbar control are on screen", async ({
    page,
  }) => {
    await page.goto('/body-content/prologue');
    const timer = await startWritingSession(page);
    await expect(timer.getByRole('button', { name: 'Skip' })).toBeInViewport({ ratio: 1 });
    await saveStateWhole(page, UNSAVED);
    await everyToolbarControlOnScreen(page);
  });
});

/**
 * A keyboard drag in the tree or the outline, made the way a person makes it: Space picks the
 * row up, then the arrow key is pressed one step at a time, watching the drop line, until it
 * stands where the row should go; Space drops it there.
 *
 * Why step by step: dnd-kit's keyboard sensor starts listening for the arrows in a timer after
 * the pick-up, and on a busy machine Chromium runs input before timers, so an arrow sent at once
 * can be lost (a person's keys are never that fast). Each arrow moves a third of a row, so a lost
 * arrow only means one more press; a drop line that never comes still fails the test.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Two frames: React has drawn what the last key changed. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );

export async function keyboardDrag(
  page: Page,
  options: {
    /** The row, or its handle, that Space picks up. */
    handle: Locator;
    /** The row that shows itself picked up (class `is-dragging`). */
    dragged: Locator;
    key: 'ArrowUp' | 'ArrowDown';
    /** The row that shows the drop line, and where: before, inside or after it. */
    target: Locator;
    placement: 'before' | 'inside' | 'after';
    maxPresses?: number;
  },
): Promise<void> {
  const { handle, dragged, key, target, placement } = options;
  const dropClass = `is-drop-${placement}`;
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(dragged).toHaveClass(/\bis-dragging\b/);
  for (let i = 0; i < (options.maxPresses ?? 12); i += 1) {
    if (await target.evaluate((row, c) => row.classList.contains(c), dropClass)) break;
    await page.keyboard.press(key);
    await settle(page);
  }
  await expect(target).toHaveClass(new RegExp(`\\b${dropClass}\\b`));
  await page.keyboard.press('Space');
}

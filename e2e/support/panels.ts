/** The side panels of the writing screen (Tools, Chapters), opened from their toolbar toggles. */
import type { Locator, Page } from '@playwright/test';

export type PanelName = 'Tools' | 'Chapters';

/**
 * The panel itself: beside the page a complementary landmark named "Tools" or "Chapters"; where
 * it would squeeze the page (narrow windows, or both panels on a desktop) a drawer, a dialog of
 * the same name.
 */
export const panel = (page: Page, name: PanelName): Locator =>
  page.getByRole('complementary', { name }).or(page.getByRole('dialog', { name }));

/**
 * Clicks the panel's toggle ("Tools panel", "Chapters panel") and returns the panel. A toggle:
 * on a panel already open it closes it, which is what a spec that tests the toggle wants.
 */
export async function togglePanel(page: Page, name: PanelName): Promise<Locator> {
  await page.getByRole('button', { name: `${name} panel`, exact: true }).click();
  return panel(page, name);
}

/**
 * Opens the panel unless it is already open, and returns it. Asks the toggle, not the panel: the
 * panel is loaded the first time it opens, so a panel just opened may not be drawn yet, and a
 * second click would close it.
 */
export async function openPanel(page: Page, name: PanelName): Promise<Locator> {
  const toggle = page.getByRole('button', { name: `${name} panel`, exact: true });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  return panel(page, name);
}

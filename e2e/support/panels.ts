/** The side panels of the writing screen (Tools, Chapters), opened from their toolbar toggles. */
import type { Locator, Page } from '@playwright/test';

export type PanelName = 'Tools' | 'Chapters';

/** The panel itself (a complementary landmark named "Tools" or "Chapters"). */
export const panel = (page: Page, name: PanelName): Locator =>
  page.getByRole('complementary', { name });

/**
 * Clicks the panel's toggle ("Tools panel", "Chapters panel") and returns the panel. A toggle:
 * on a panel already open it closes it, which is what a spec that tests the toggle wants.
 */
export async function togglePanel(page: Page, name: PanelName): Promise<Locator> {
  await page.getByRole('button', { name: `${name} panel` }).click();
  return panel(page, name);
}

/** Opens the panel unless it is already open, and returns it. */
export async function openPanel(page: Page, name: PanelName): Promise<Locator> {
  if (!(await panel(page, name).isVisible())) return togglePanel(page, name);
  return panel(page, name);
}

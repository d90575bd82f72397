/**
 * A failure in the author's words (issue 24, item 8; issue 26, item 3): a file that is not a
 * book is refused with the spec's message and, beside it, what happened to the book and what
 * to do — in English and in Arabic (right to left). Screenshots for a look.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { setPickerAnswer, usePickersOnOpfs, writeOpfs } from './support/book-files';

type Texts = {
  toolbar: { file: string; open_file: string };
  errors_detail: { not_a_book: string };
};
const load = (lang: string): Texts =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8'));
const SHOTS = process.env.E2E_SHOTS;

for (const lang of ['en', 'ar'] as const) {
  const texts = load(lang);
  test(`a file that is not a book says what it means for the book (${lang})`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang);
    await usePickersOnOpfs(page);
    await page.goto('/frontmatter/book-info');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await writeOpfs(page, 'picked', 'broken.json', '{"metadata": {"version": "1.2"}, "data": [');
    await setPickerAnswer(page, '__openName', 'broken.json');
    await page.getByRole('button', { name: texts.toolbar.file, exact: true }).click();
    await page.getByRole('menuitem', { name: texts.toolbar.open_file, exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: texts.errors_detail.not_a_book });
    await expect(alert).toBeVisible();
    if (lang === 'en') await expect(alert).toContainText('Import failed: Failed to parse JSON');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/failure-${lang}.png` });
  });
}

/**
 * A first visit as a new author sees it (issue 14): the welcome with the new-book choices, a
 * template in the interface language with the author's name left for them to write, and the page
 * keeping a readable measure whatever panels are open.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openPage1 } from './support/book-files';
import { togglePanel } from './support/panels';

const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8'));

test.describe('first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the welcome offers Open Book, Create Book or carrying on, and greets only once', async ({
    page,
  }) => {
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Story Builder' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Open Book' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Create Book' })).toBeVisible();
    await welcome.getByRole('button', { name: 'Continue without saving' }).click();
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Book info' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Book info' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a new book's template is in the interface language; the author's name is left empty", async ({
    page,
  }) => {
    const fr = locale('fr');
    await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
    await page.goto('/frontmatter/book-info');
    const welcome = page.getByRole('dialog', { name: fr.new_book.welcome_title });
    await welcome.getByRole('button', { name: fr.new_book.skip }).click();
    await welcome.getByRole('button', { name: fr.new_book.continue }).click();
    const main = page.locator('#main');
    await expect(main.getByRole('textbox', { name: fr.book_info.book_title })).toHaveValue(
      fr.template.book_title,
    );
    const author = main.getByRole('textbox', { name: fr.book_info.author_name });
    await expect(author).toHaveValue('');
    await expect(author).toHaveAttribute('placeholder', fr.template.author_placeholder);
    await page.goto('/body-content/chapters');
    await expect(main.getByRole('treeitem', { name: fr.template.root_folder })).toBeVisible();
    await expect(main.getByRole('treeitem', { name: fr.template.first_page })).toBeVisible();
  });
});

test('Chinese, Japanese, Arabic, Hindi and Thai show their own labels', async ({ page }) => {
  for (const lang of ['zh-cn', 'ja', 'ar', 'hi', 'th']) {
    const strings = locale(lang);
    await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
    await page.goto('/frontmatter/book-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.book_info.heading);
    await expect(page.getByRole('button', { name: strings.toolbar.aside })).toBeVisible();
  }
});

/** Characters of running text that fit on one line of the page, in the page's own font. */
async function lineMeasure(page: Page): Promise<number> {
  return page.locator('.sb-editor__content').evaluate((content) => {
    const style = getComputedStyle(content);
    const probe = document.createElement('span');
    probe.textContent =
      'The storm came in at dawn, and the harbour emptied before the bells had finished ringing. ';
    probe.style.font = style.font;
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    document.body.append(probe);
    const perCharacter = probe.getBoundingClientRect().width / (probe.textContent?.length ?? 1);
    probe.remove();
    const width =
      content.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd);
    return Math.floor(width / perCharacter);
  });
}

test('the page keeps at least 60 characters a line with every panel open, at 1440 and 1024 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage1(page);
  await togglePanel(page, 'Tools');
  await expect(page.getByRole('button', { name: 'Info bar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await lineMeasure(page)).toBeGreaterThanOrEqual(60);
  // The editor toolbar stays one row (it folds into "More tools" instead of wrapping).
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  expect((await toolbar.boundingBox())?.height ?? 999).toBeLessThan(48);

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Tools' })).toBeVisible();
  // The page is laid out again after the resize (the panel became a drawer in the same render;
  // the page column takes its new width on the next layout): measured once it has.
  await expect.poll(() => lineMeasure(page)).toBeGreaterThanOrEqual(60);
  // The drawer covers the page with a backdrop; Escape closes it and the page is there again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tools' })).toBeHidden();
  expect((await toolbar.boundingBox())?.height ?? 999).toBeLessThan(48);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const ROUTES: Array<[path: string, title: string]> = [
  ['/frontmatter/book-info', 'Book info'],
  ['/frontmatter/copyright', 'Copyright'],
  ['/frontmatter/preface', 'Preface'],
  ['/frontmatter/table-of-contents', 'Table of contents'],
  ['/body-content/prologue', 'Prologue'],
  ['/body-content/introduction', 'Introduction'],
  ['/body-content/chapters', 'Chapters'],
  ['/body-content/epilogue', 'Epilogue'],
  ['/back-matter/appendices', 'Appendices'],
  ['/back-matter/acknowledgments', 'Acknowledgments'],
  ['/back-matter/author-bio', 'Author bio'],
  ['/back-matter/glossary', 'Glossary'],
  ['/back-matter/bibliography', 'Bibliography'],
  ['/back-matter/index', 'Index'],
  ['/back-matter/afterword', 'Afterword'],
  ['/world-atlas/geography', 'Geography'],
  ['/world-atlas/locations', 'Locations'],
  ['/world-atlas/characters', 'Characters'],
  ['/world-atlas/cultures', 'Cultures'],
  ['/world-atlas/faunaflora', 'Fauna and flora'],
  ['/world-atlas/history-timeline', 'History and timeline'],
  ['/world-atlas/languages', 'Languages'],
  ['/world-atlas/magic-technology', 'Magic and technology'],
  ['/world-atlas/politics-government', 'Politics and government'],
  ['/world-atlas/religion-beliefs', 'Religion and beliefs'],
  ['/misc/notes', 'Notes'],
  ['/about', 'About'],
  ['/about/terms-of-service', 'Terms of Service'],
  ['/about/privacy-policy', 'Privacy Policy'],
  ['/browser-update', 'Browser Update Required'],
];

test('every route renders with its title', async ({ page }) => {
  test.setTimeout(150_000); // a full page load for each of the 35 routes
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    if (path !== '/frontmatter/book-info') {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  }
});

test('empty child paths redirect; the front matter one keeps the query', async ({ page }) => {
  const cases: Array<[string, RegExp]> = [
    ['/', /\/frontmatter\/book-info$/],
    ['/frontmatter?view=compact', /\/frontmatter\/book-info\?view=compact$/],
    ['/body-content', /\/body-content\/prologue$/],
    ['/back-matter', /\/back-matter\/appendices$/],
    ['/world-atlas', /\/world-atlas\/locations$/],
    ['/misc', /\/misc\/notes$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
});

test('any other path is Page Not Found', async ({ page }) => {
  for (const path of ['/no-such-place', '/body-content/not-a-section', '/frontmatter/nope']) {
    await page.goto(path);
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test('a browser without private file storage is sent to Browser Update Required, unless the skip flag is set', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: removing a browser API for the test.
    delete (StorageManager.prototype as any).getDirectory;
  });
  await page.goto('/misc/notes');
  await expect(page).toHaveURL(/\/browser-update$/);
  await expect(page.getByRole('heading', { name: 'Browser Update Required' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('skip_browser_check', 'true'));
  await page.goto('/misc/notes');
  await expect(page).toHaveURL(/\/misc\/notes$/);
});

test('side navigation has every section link, in sections open by default', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Book sections' });
  for (const name of [
    'Book info',
    'Copyright',
    'Preface',
    'Table of contents',
    'Prologue',
    'Introduction',
    'Chapters',
    'Epilogue',
    'Appendices',
    'Acknowledgments',
    'Author bio',
    'Glossary',
    'Bibliography',
    'Index',
    'Afterword',
    'Locations',
    'Characters',
    'Cultures',
    'Fauna and flora',
    'History and timeline',
    'Languages',
    'Magic and technology',
    'Politics and government',
    'Religion and beliefs',
    'Notes',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByText('World Atlas').click();
  await expect(nav.getByRole('link', { name: 'Locations' })).toBeHidden();
  await nav.getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL(/\/back-matter\/glossary$/);
  await expect(nav.getByRole('link', { name: 'Glossary' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Prologue' }).click();
  await expect(page).toHaveURL(/\/body-content\/prologue$/);
  await expect(nav.getByRole('link', { name: 'Prologue' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Glossary' })).not.toHaveAttribute('aria-current');
  // Browser history moves the mark back.
  await page.goBack();
  await expect(nav.getByRole('link', { name: 'Glossary' })).toHaveAttribute('aria-current', 'page');
});

test('below 1280 px the tools and chapters panels close after navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/frontmatter/book-info');
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.getByRole('button', { name: 'Chapters panel' }).click();
  await expect(page.getByRole('complementary', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Chapters' })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Book sections' })
    .getByRole('link', { name: 'Prologue' })
    .click();
  await expect(page).toHaveURL(/\/body-content\/prologue$/);
  await expect(page.getByRole('complementary', { name: 'Tools' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Chapters' })).toBeHidden();
});

test('on a wide screen the panels stay open across navigation and can be toggled together', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/frontmatter/book-info');
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page
    .getByRole('navigation', { name: 'Book sections' })
    .getByRole('link', { name: 'Prologue' })
    .click();
  await expect(page.getByRole('complementary', { name: 'Tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide all panels' }).click();
  await expect(page.getByRole('complementary', { name: 'Tools' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Book information' })).toBeHidden();
  await page.getByRole('button', { name: 'Show all panels' }).click();
  await expect(page.getByRole('complementary', { name: 'Chapters' })).toBeVisible();
});

test('Arabic sets dir="rtl" and lang, and the layout mirrors', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const navBox = await page.locator('#side-nav').boundingBox();
  const mainBox = await page.locator('#main').boundingBox();
  expect(navBox && mainBox && navBox.x > mainBox.x).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.evaluate(() => localStorage.setItem('locale', 'klingon'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
});

test('serenity mode hides the chrome; the Full UI control and Escape bring it back', async ({
  page,
}) => {
  await page.goto('/body-content/prologue');
  await page.getByRole('button', { name: 'Serenity mode' }).click();
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Prologue' })).toBeVisible();
  await page.getByRole('button', { name: 'Full UI' }).click();
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeVisible();
  await page.getByRole('button', { name: 'Serenity mode' }).click();
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeVisible();
});

test('the theme switch changes the palette and survives a reload', async ({ page }) => {
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  expect(dark).not.toBe(light);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(dark);
  await page.evaluate(() => localStorage.setItem('theme', 'neon'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the Markdown help panel lists every syntax', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Markdown shortcuts' });
  await expect(dialog).toBeVisible();
  for (const syntax of [
    '# ',
    '## ',
    '### ',
    '> ',
    '**text**',
    '*text*',
    '~~text~~',
    '==text==',
    '- ',
    '1. ',
    '`code`',
    '```',
  ]) {
    await expect(dialog.getByText(syntax, { exact: true })).toBeVisible();
  }
  for (const name of ['Align left', 'Center', 'Align right', 'Justify', 'Link', 'Image']) {
    await expect(dialog.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the footer carries the rights notice and the community link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  await expect(page.getByRole('link', { name: 'Join the community chat' })).toHaveAttribute(
    'href',
    /^https:/,
  );
});

test('the app loads offline after a first visit', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New Book Title' })).toBeVisible();
  await page.goto('/back-matter/glossary');
  await expect(page.getByRole('heading', { name: 'Glossary' })).toBeVisible();
  await context.setOffline(false);
});

test('no serious or critical accessibility violations on the main screens', async ({ page }) => {
  for (const path of [
    '/frontmatter/book-info',
    '/body-content/prologue',
    '/world-atlas/locations',
    '/misc/notes',
    '/about/privacy-policy',
    '/nowhere',
  ]) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.getByRole('button', { name: 'Chapters panel' }).click();
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
});

test('a second tab is told the book is open elsewhere and can take over', async ({
  page,
  context,
}) => {
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('heading', { name: 'New Book Title' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/frontmatter/book-info');
  const notice = second.getByRole('dialog', { name: 'This book is open in another tab' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Use this tab instead' }).click();
  await expect(
    second.getByRole('dialog', { name: 'This book is open in another tab' }),
  ).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Book title' })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'This book is open in another tab' }),
  ).toBeVisible();
});

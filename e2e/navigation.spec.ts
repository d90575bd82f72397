/** Finding one's way: every route, redirects, Page Not Found, the browser check, the side navigation, the panels, and no serious accessibility violation on the main screens. */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { panel, togglePanel } from './support/panels';

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
  await togglePanel(page, 'Tools');
  await togglePanel(page, 'Chapters');
  await expect(panel(page, 'Tools')).toBeVisible();
  await expect(panel(page, 'Chapters')).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Book sections' })
    .getByRole('link', { name: 'Prologue' })
    .click();
  await expect(page).toHaveURL(/\/body-content\/prologue$/);
  await expect(panel(page, 'Tools')).toBeHidden();
  await expect(panel(page, 'Chapters')).toBeHidden();
});

test('on a wide screen the panels stay open across navigation and can be toggled together', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/frontmatter/book-info');
  await togglePanel(page, 'Tools');
  await page
    .getByRole('navigation', { name: 'Book sections' })
    .getByRole('link', { name: 'Prologue' })
    .click();
  await expect(panel(page, 'Tools')).toBeVisible();
  await page.getByRole('button', { name: 'Hide all panels' }).click();
  await expect(panel(page, 'Tools')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Book information' })).toBeHidden();
  await page.getByRole('button', { name: 'Show all panels' }).click();
  await expect(panel(page, 'Chapters')).toBeVisible();
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
    expect((await seriousViolations(page)).map((v) => `${path}: ${v}`)).toEqual([]);
  }
  await togglePanel(page, 'Tools');
  await togglePanel(page, 'Chapters');
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

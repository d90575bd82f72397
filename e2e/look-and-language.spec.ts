/** How it looks and speaks: Arabic right to left, serenity mode, themes, the Markdown help and the footer. */
import { expect, test } from '@playwright/test';
import { bookFileJson } from '../tests/book-file.mjs';
import { seriousViolations } from './support/a11y';
import { openBookFile, usePickersOnOpfs } from './support/book-files';
import { openPageByName } from './support/pages';
import { togglePanel } from './support/panels';

test('Arabic sets dir="rtl" and lang, and the layout mirrors', async ({ page }) => {
  await page.goto('/');
  await togglePanel(page, 'Tools');
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
  await togglePanel(page, 'Tools');
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
  for (const name of ['Align left', 'Center', 'Align right', 'Justify', 'Link']) {
    await expect(dialog.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  // The picture example names a picture of the project folder, the one kind a page shows.
  await expect(
    dialog.getByText('![description](images/picture.webp)', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: /images folder.*not loaded/ })).toBeVisible();
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

test('the book faces are there: each font of the picker sets the page in its own face', async ({
  page,
}) => {
  await openPageByName(page, 'Page 1');
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  await page.keyboard.type('The quick brown fox jumps over the lazy dog at dawn.');
  const tools = await togglePanel(page, 'Tools');
  const widths: Record<string, number> = {};
  // The default choice, "Playfair Display", sets the text in Literata and the headings in
  // Playfair Display (issue 24; e2e/page-first.spec.ts checks that pairing).
  for (const font of ['EB Garamond', 'Literata', 'Merriweather']) {
    await tools.getByRole('combobox', { name: 'Font' }).selectOption(font);
    await expect(editor.locator('p').first()).toHaveCSS('font-family', new RegExp(font));
    // The face itself was loaded (self-hosted), not a fallback serif.
    await expect
      .poll(() =>
        page.evaluate(
          (f) =>
            [...document.fonts].some(
              (face) => face.family.replace(/"/g, '') === f && face.status === 'loaded',
            ),
          font,
        ),
      )
      .toBe(true);
    // The first words, once laid out in the loaded face (two equal readings a frame apart); a
    // whole paragraph would wrap at the page's width in every face.
    const measure = () =>
      editor
        .locator('p')
        .first()
        .evaluate(async (p) => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const text = document.createTreeWalker(p, NodeFilter.SHOW_TEXT).nextNode();
          if (!text) return 0;
          const range = document.createRange();
          range.setStart(text, 0);
          range.setEnd(text, Math.min(19, text.textContent?.length ?? 0));
          return Math.round(range.getBoundingClientRect().width * 10) / 10;
        });
    let last = -1;
    await expect
      .poll(async () => {
        const now = await measure();
        const stable = now === last;
        last = now;
        return stable;
      })
      .toBe(true);
    widths[font] = last;
  }
  // Three faces, three different line widths (a missing face would fall back to one serif).
  expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(3);
});

test('in Arabic the background picture is chosen with an Arabic button, not the browser control', async ({
  page,
}) => {
  await page.goto('/frontmatter/book-info');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await page.getByRole('button', { name: 'لوحة الأدوات' }).click();
  const tools = page.getByRole('complementary', { name: 'الأدوات' });
  const chooser = page.waitForEvent('filechooser');
  await tools.getByRole('button', { name: /^اختيار صورة/ }).click();
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(40, 30);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#cba';
    ctx.fillRect(0, 0, 40, 30);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  await (await chooser).setFiles({
    name: 'paper.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(tools.getByRole('button', { name: /^تغيير الصورة/ })).toBeVisible();
  await expect(tools.locator('input[type="file"]')).toBeHidden();
});

test('the List/Grid setting lays out the notes as a list or as a grid', async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  const uuid = '9d3c6a1e-2b4f-4c8d-9e7a-1f2b3c4d5e6f';
  const note = (id: number, title: string) => ({
    id,
    uuid: `n${id}`,
    documentId: uuid,
    folderId: null,
    page_id: null,
    title,
    content: `<p>${title} text</p>`,
    color: 'white',
    background_color: 'white',
    position_in_list: id,
    mark_for_delete: 0 as const,
  });
  await openBookFile(
    page,
    'notes.json',
    bookFileJson({
      uuid,
      title: 'Noted Book',
      nodes: [
        { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
        { id: 'p1', parentId: 'root', name: 'Page 1', type: 'page', html: '<p>x</p>' },
      ],
      tables: { notes: [note(1, 'Harbour'), note(2, 'Storm'), note(3, 'Letters')] },
    }),
  );
  await expect(page.getByRole('heading', { name: 'Noted Book' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/misc/notes');
  const list = page.locator('#main').getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const columns = () =>
    list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  // Grid is the default: the cards sit side by side.
  await expect.poll(columns).toBeGreaterThan(1);
  const tools = await togglePanel(page, 'Tools');
  await tools.getByRole('radio', { name: 'List' }).check();
  await expect.poll(columns).toBe(1);
  await page.reload();
  await expect.poll(columns).toBe(1);
  await togglePanel(page, 'Tools');
  await tools.getByRole('radio', { name: 'Grid' }).check();
  await expect.poll(columns).toBeGreaterThan(1);
});

test('in Arabic, Latin text typed in a form field keeps its own direction', async ({ page }) => {
  await page.goto('/frontmatter/book-info');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.locator('#main input').first();
  await title.fill('Hello, world!');
  await expect(title).toHaveAttribute('dir', 'auto');
  await expect(title).toHaveCSS('direction', 'ltr');
  await title.fill('مرحبا، يا عالم!');
  await expect(title).toHaveCSS('direction', 'rtl');
});

test('the main screens have no serious accessibility violation in light, dark and gray, and in Arabic', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const [theme, lang] of [
    ['light', 'en'],
    ['dark', 'en'],
    ['gray', 'en'],
    ['light', 'ar'],
  ] as const) {
    for (const path of ['/frontmatter/book-info', '/body-content/chapters', '/misc/notes']) {
      await page.goto(path);
      await page.evaluate(
        ({ t, l }) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('locale', l);
        },
        { t: theme as string, l: lang as string },
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#main h1')).toBeVisible();
      expect((await seriousViolations(page)).map((v) => `${theme}/${lang} ${path}: ${v}`)).toEqual(
        [],
      );
    }
  }
});

// Screenshots of the design system's components in each theme, for docs/design.md.
// Usage: npm run build && npx vite preview --port 4185 & node scripts/design-shots.mjs 4185
// Writes docs/design/<component>-<theme>.png. Uses the Chromium of playwright.config.ts.
import { chromium } from '@playwright/test';

const port = process.argv[2] ?? '4185';
const base = `http://localhost:${port}`;
const out = new URL('../docs/design/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function pageIn(theme, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('first-visit-done', '1');
  }, theme);
  return page;
}

async function openFirstPage(page) {
  await page.goto(`${base}/body-content/chapters`);
  const row = page.locator('#main').getByRole('treeitem', { name: 'Page 1' });
  await row.click();
  await row.press('Enter');
  await page.getByRole('textbox', { name: 'Page 1' }).waitFor();
}

for (const theme of ['light', 'dark', 'gray']) {
  const shot = (locator, name) => locator.screenshot({ path: `${out}${name}-${theme}.png` });

  let page = await pageIn(theme);
  await openFirstPage(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type('The storm came in at dawn.');
  await shot(page.locator('.toolbar'), 'top-toolbar');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  const menu = await page.getByRole('menu').boundingBox();
  const button = await page.getByRole('button', { name: 'File', exact: true }).boundingBox();
  if (menu && button) {
    const x = Math.min(menu.x, button.x) - 8;
    const y = button.y - 8;
    await page.screenshot({
      path: `${out}menu-${theme}.png`,
      clip: { x, y, width: menu.width + 16, height: menu.y + menu.height - y + 8 },
    });
  }
  await page.keyboard.press('Escape');
  await page.context().close();

  page = await pageIn(theme, 560);
  await openFirstPage(page);
  await page.getByRole('button', { name: 'More tools' }).click();
  await page.waitForTimeout(200);
  await shot(page.locator('.writing-canvas'), 'editor-toolbar');
  await page.context().close();

  page = await pageIn(theme, 900);
  await openFirstPage(page);
  await page.getByRole('button', { name: 'Tools panel' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}drawer-${theme}.png` });
  await page.context().close();

  page = await pageIn(theme);
  await page.goto(`${base}/frontmatter/book-info`);
  await shot(page.locator('#main fieldset').first(), 'fields');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New book', exact: true }).click();
  await page.waitForTimeout(300);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await shot(dialog, 'dialog');
  await page.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);

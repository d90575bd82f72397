import { chromium } from '@playwright/test';

const [, , url, out, w = '1400', h = '900', theme = 'light', lang = ''] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
const page = await ctx.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.addInitScript(
  ([t, l]) => {
    localStorage.setItem('theme', t);
    if (l) localStorage.setItem('locale', l);
  },
  [theme, lang],
);
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
console.log(await page.title());
await browser.close();

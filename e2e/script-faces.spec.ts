/**
 * Every script of the 30 languages is drawn with a face the app brings (issue 24): this machine's
 * Chromium has no Devanagari, Thai, Georgian or CJK system face, so without the bundled faces the
 * interface and the page showed boxes. A face is loaded only when text on screen needs it.
 */
import { expect, type Page, test } from '@playwright/test';
import { openPageByName } from './support/pages';

/** The families of the font faces the page has loaded so far. */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/["']/g, ''));
  });
}

const INTERFACE_FACES: Array<{ code: string; face: string; sample: RegExp }> = [
  { code: 'hi', face: 'Noto Sans Devanagari', sample: /[\u0900-\u097f]/ },
  { code: 'th', face: 'Noto Sans Thai', sample: /[\u0e00-\u0e7f]/ },
  { code: 'ka', face: 'Noto Sans Georgian', sample: /[\u10a0-\u10ff]/ },
  { code: 'ar', face: 'Noto Sans Arabic', sample: /[\u0600-\u06ff]/ },
  { code: 'ja', face: 'Noto Sans JP', sample: /[\u3040-\u30ff]/ },
  { code: 'ko', face: 'Noto Sans KR', sample: /[\uac00-\ud7af]/ },
  { code: 'zh-cn', face: 'Noto Sans SC', sample: /[\u4e00-\u9fff]/ },
];

for (const { code, face, sample } of INTERFACE_FACES) {
  test(`the interface in ${code} is drawn with ${face}, not boxes`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('locale', lang), code);
    await page.goto('/body-content/chapters');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('#side-nav')).toContainText(sample);
    await expect.poll(() => loadedFamilies(page)).toContain(face);
  });
}

test('an English interface loads no face of another script', async ({ page }) => {
  await page.goto('/body-content/chapters');
  await expect(page.getByRole('navigation', { name: 'Book sections' })).toBeVisible();
  const families = await loadedFamilies(page);
  expect(families.filter((f) => /Noto (Sans|Serif|Naskh)/.test(f))).toEqual([]);
});

test('Hindi, Thai and Chinese typed on a page in English get faces of their scripts', async ({
  page,
}) => {
  await openPageByName(page, 'Page 1');
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  await page.keyboard.insertText('नमस्ते दुनिया และ สวัสดีชาวโลก 你好世界');
  await expect(editor).toContainText('สวัสดีชาวโลก');
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Serif Devanagari');
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Serif Thai');
  // The CJK faces' rules arrive when the browser is idle, whatever the interface's language.
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Sans SC');
});

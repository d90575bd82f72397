/**
 * The built app runs under its Content Security Policy and Trusted Types (issue 12, item 7):
 * using every screen raises no violation, and markup that tries to run script does not run.
 * The preview server sends the policy as a header; the built index.html carries it too.
 */
import { expect, type Page, test } from '@playwright/test';
import { fileMenu, openPage1, setPickerAnswer, usePickersOnOpfs } from './support/book-files';
import { editorTool } from './support/pages';

const SCREENS = [
  '/frontmatter/book-info',
  '/frontmatter/copyright',
  '/frontmatter/preface',
  '/frontmatter/table-of-contents',
  '/body-content/prologue',
  '/body-content/introduction',
  '/body-content/chapters',
  '/body-content/epilogue',
  '/back-matter/appendices',
  '/back-matter/acknowledgments',
  '/back-matter/author-bio',
  '/back-matter/glossary',
  '/back-matter/bibliography',
  '/back-matter/index',
  '/back-matter/afterword',
  '/world-atlas/locations',
  '/world-atlas/characters',
  '/world-atlas/cultures',
  '/world-atlas/faunaflora',
  '/world-atlas/history-timeline',
  '/world-atlas/languages',
  '/world-atlas/magic-technology',
  '/world-atlas/politics-government',
  '/world-atlas/religion-beliefs',
  '/misc/notes',
  '/misc/backups',
  '/about',
  '/about/terms-of-service',
  '/about/privacy-policy',
];

/** Records every policy violation and every console message about one. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (t: string) => void })
        .__reportViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i.test(message.text()))
      seen.push(`console: ${message.text()}`);
  });
  return seen;
}

test('the policy is sent with every page and written into the built page', async ({ page }) => {
  const response = await page.goto('/frontmatter/book-info');
  const header = response?.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "connect-src 'self' data: blob: wss: https: ws://localhost:* http://localhost:* ws://127.0.0.1:* http://127.0.0.1:*;",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
  ])
    expect(header).toContain(directive);
  // No inline script or eval; WebAssembly compiling ('wasm-unsafe-eval', the PDF typesetter) is
  // the one allowance beside the app's own scripts.
  expect(header).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(header).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
  // No network origin but the app's own and a sync server the author chooses (issue 31): over
  // TLS, or in the clear only on this computer. No plain http:/ws: to another host, no wildcard
  // host.
  const connect = /connect-src ([^;]*)/.exec(header)?.[1]?.split(' ') ?? [];
  expect(
    connect.filter((source) => !/^(ws|http):\/\/(localhost|127\.0\.0\.1):\*$/.test(source)),
  ).toEqual(["'self'", 'data:', 'blob:', 'wss:', 'https:']);
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(meta).toContain("require-trusted-types-for 'script'");
});

test('every screen, the editor, paste, pictures, dialogs, theme and language run with no violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  await usePickersOnOpfs(page);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
  }

  // Write, paste HTML, insert a picture.
  await openPage1(page);
  const box = page.getByRole('textbox', { name: 'Page 1' });
  await box.click();
  await page.keyboard.type('The storm came in at dawn. ');
  await box.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Pasted <b>bold</b> <a href="https://example.com">link</a></p>');
    data.setData('text/plain', 'Pasted bold link');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect(box).toContainText('Pasted bold link');
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 48);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#3a7';
    ctx.fillRect(0, 0, 64, 48);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const chooser = page.waitForEvent('filechooser');
  await (await editorTool(page, 'Insert image')).click();
  await (await chooser).setFiles({
    name: 'green.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(box.locator('img')).toHaveCount(1);

  // The book tree, a dialog, a save to a file.
  await page.goto('/body-content/chapters');
  await page.getByRole('button', { name: 'New page', exact: true }).click();
  await page.keyboard.press('Enter');
  await setPickerAnswer(page, '__nextSaveName', 'secure.json');
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText('Book saved to secure.json')).toBeVisible();

  // Theme and language.
  await page.goto('/frontmatter/book-info');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('locale', 'ar');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  expect(violations).toEqual([]);
});

test('script in markup does not run: inline handlers, inline script and code in strings are refused', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('textbox', { name: 'Book title' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __ran?: string[] };
    w.__ran = [];
    // An inline handler arriving as markup (through the app's sanitising default policy).
    const host = document.createElement('div');
    document.body.append(host);
    try {
      host.innerHTML = '<img src="x" onerror="window.__ran.push(\'handler\')">';
    } catch {
      w.__ran.push('innerHTML refused');
    }
    // An inline script element.
    const script = document.createElement('script');
    try {
      script.textContent = "window.__ran.push('inline script')";
      document.body.append(script);
    } catch {
      // refused by Trusted Types
    }
    // A handler set as an attribute, on an image that fails to load.
    const image = document.createElement('img');
    try {
      image.setAttribute('onerror', "window.__ran.push('attribute handler')");
    } catch {
      w.__ran.push('attribute refused');
    }
    image.src = 'data:image/png;base64,broken';
    document.body.append(image);
    // Code as a string, compiled later by the page.
    try {
      setTimeout("window.__ran.push('timer string')", 0);
    } catch {
      w.__ran.push('timer refused');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ran: w.__ran, html: host.innerHTML };
  });
  for (const what of ['handler', 'inline script', 'attribute handler', 'timer string'])
    expect(ran.ran).not.toContain(what);
  expect(ran.html).not.toContain('onerror');
  // The refusals were reported as violations (the policy is enforced, not only reported).
  expect(violations.length).toBeGreaterThan(0);
});

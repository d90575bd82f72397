/** The page editor: Markdown as typed, kept after reload; page setup; hostile paste; fast switching. */
import { expect, test } from '@playwright/test';
import { addPage, editorTool, openPageByName } from './support/pages';
import { panel, togglePanel } from './support/panels';

test('every Markdown shortcut formats as typed and is kept after a reload', async ({ page }) => {
  await openPageByName(page, 'Page 1');
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  const lines = [
    '# Title',
    '## Subtitle',
    '### Heading',
    '> A quote',
    'Some **bold** and *italic* and ~~struck~~ and ==marked== and `code` here',
    '[a link](https://example.com) after',
  ];
  for (const line of lines) {
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
    if (line.startsWith('>')) await page.keyboard.press('Enter');
  }
  await page.keyboard.type('- bullet one');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1. numbered one');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('```');
  await page.keyboard.press('Enter');
  await page.keyboard.type('let x = 1;');

  const check = async (when: string) => {
    await expect(editor.locator('h1'), when).toHaveText('Title');
    await expect(editor.locator('h2')).toHaveText('Subtitle');
    await expect(editor.locator('h3')).toHaveText('Heading');
    await expect(editor.locator('blockquote')).toHaveText('A quote');
    await expect(editor.locator('strong, b').filter({ hasText: 'bold' })).toBeVisible();
    await expect(editor.locator('em, i').filter({ hasText: 'italic' })).toBeVisible();
    await expect(editor.getByText('struck', { exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(editor.locator('mark').filter({ hasText: 'marked' })).toBeVisible();
    await expect(editor.locator('code').filter({ hasText: /^code$/ })).toBeVisible();
    await expect(editor.locator('a[href="https://example.com"]')).toHaveText('a link');
    await expect(editor.locator('ul > li')).toHaveText('bullet one');
    await expect(editor.locator('ol > li')).toHaveText('numbered one');
    await expect(
      editor.locator('pre, code').filter({ hasText: 'let x = 1;' }).first(),
    ).toBeVisible();
  };
  await check('as typed');
  await editor.blur();
  await expect(page.getByText('Words on this page:', { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(editor).toBeVisible();
  await check('after reload');
});

test('alignment, undo and redo from the toolbar', async ({ page }) => {
  await openPageByName(page, 'Page 1');
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  await page.keyboard.type('Centered line');
  await (await editorTool(page, 'Align center')).click();
  await expect(editor.locator('p').first()).toHaveCSS('text-align', 'center');
  await (await editorTool(page, 'Undo')).click();
  await expect(editor.locator('p').first()).not.toHaveCSS('text-align', 'center');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(editor.locator('p').first()).toHaveCSS('text-align', 'center');
});

test('page setup changes are visible on the canvas at once and kept', async ({ page }) => {
  await openPageByName(page, 'Page 1');
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  await page.keyboard.type('Setup text');
  const tools = await togglePanel(page, 'Tools');
  await tools.getByRole('spinbutton', { name: 'Font size (px)' }).fill('30');
  await expect(editor.locator('p').first()).toHaveCSS('font-size', '30px');
  await tools.getByRole('combobox', { name: 'Font' }).selectOption('EB Garamond');
  await expect(editor.locator('p').first()).toHaveCSS('font-family', /EB Garamond/);
  await tools.getByRole('radio', { name: 'Small' }).check();
  const canvas = page.getByTestId('writing-canvas');
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThanOrEqual(721);
  await page.reload();
  await expect(editor.locator('p').first()).toHaveCSS('font-size', '30px');
});

test('a pasted hostile snippet is stored and shown without scripts, handlers or the link', async ({
  page,
}) => {
  await openPageByName(page, 'Page 1');
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    // Leaving with a save in flight asks first (beforeunload); any other dialog is an alert.
    if (d.type() === 'beforeunload') void d.accept();
    else {
      alerts.push(d.message());
      void d.dismiss();
    }
  });
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Safe words <img src=x onerror="alert(1)"> <a href="javascript:alert(2)">bad link</a> <b onclick="alert(3)">bold</b><script>alert(4)</script></p>',
    );
    data.setData('text/plain', 'Safe words bad link bold');
    const target = document.querySelector('[contenteditable="true"]');
    target?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(editor).toContainText('Safe words');
  await expect(editor.locator('b, strong').filter({ hasText: 'bold' })).toBeVisible();
  await editor.blur();
  await page.reload();
  await expect(editor).toContainText('Safe words');
  const html = await editor.innerHTML();
  expect(html).not.toMatch(/onerror|onclick|javascript:|<script/i);
  expect(await editor.locator('a').count()).toBe(0);
  expect(await editor.locator('img').count()).toBe(0);
  expect(alerts).toEqual([]);
});

test('switching pages quickly loses no text', async ({ page }) => {
  await addPage(page, 'Second');
  const chapters = () => panel(page, 'Chapters');
  await openPageByName(page, 'Page 1');
  await togglePanel(page, 'Chapters');
  for (let round = 1; round <= 3; round += 1) {
    for (const name of ['Page 1', 'Second']) {
      await chapters().getByRole('treeitem', { name, exact: true }).click();
      const editor = page.getByRole('textbox', { name });
      // The page opens with what was typed into it last time (the tree reads pages in view
      // ahead of a click: a copy made before that text was saved must never be shown).
      if (round > 1) await expect(editor).toContainText(`${name.toLowerCase()}-${round - 1}`);
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(` ${name.toLowerCase()}-${round}`);
    }
  }
  // Straight away, before any debounce, go to the other page and back, then reload.
  await chapters().getByRole('treeitem', { name: 'Page 1', exact: true }).click();
  await page.reload();
  await togglePanel(page, 'Chapters');
  for (const name of ['Page 1', 'Second']) {
    await chapters().getByRole('treeitem', { name, exact: true }).click();
    const editor = page.getByRole('textbox', { name });
    for (let round = 1; round <= 3; round += 1)
      await expect(editor).toContainText(`${name.toLowerCase()}-${round}`);
  }
});

test('an inserted photo is compressed in the worker to webp with no network request', async ({
  page,
}) => {
  await openPageByName(page, 'Page 1');
  const requests: string[] = [];
  const origin = new URL(page.url()).origin;
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      requests.push(r.url());
  });
  // A 2400×1600 PNG drawn in the page, handed to the editor's file chooser.
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 1600);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const gradient = ctx.createLinearGradient(0, 0, 2400, 1600);
    gradient.addColorStop(0, '#335');
    gradient.addColorStop(1, '#fc6');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 2400, 1600);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  const chooserPromise = page.waitForEvent('filechooser');
  await (await editorTool(page, 'Insert image')).click();
  const chooser = await chooserPromise;
  await chooser.setFiles({
    name: 'lake.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const image = page.getByRole('textbox', { name: 'Page 1' }).locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/webp;base64,/);
  const size = await image.evaluate((img: HTMLImageElement) =>
    img.complete
      ? { w: img.naturalWidth, h: img.naturalHeight }
      : new Promise((r) =>
          img.addEventListener('load', () => r({ w: img.naturalWidth, h: img.naturalHeight })),
        ),
  );
  expect(size).toEqual({ w: 1280, h: 853 });
  expect(requests).toEqual([]);
});

test('the table of contents follows the tree and shows only when the book asks for it', async ({
  page,
}) => {
  await page.goto('/frontmatter/table-of-contents');
  await expect(page.getByText('The table of contents is not shown in this book.')).toBeVisible();
  await page.getByRole('link', { name: 'Turn it on in Book info' }).click();
  await page.getByRole('checkbox', { name: 'Show table of contents' }).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Book sections' })
    .getByRole('link', { name: 'Table of contents' })
    .click();
  await expect(page.locator('#main').getByRole('link', { name: 'Page 1' })).toBeVisible();
  await expect(page.locator('#main').getByText('Main Content')).toBeVisible();
});

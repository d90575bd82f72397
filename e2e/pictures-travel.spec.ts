/**
 * Pictures travel with the book (issue 25, item 1): a book created in a project folder, a
 * picture inserted (written to that folder's images/), then _Save file as_ to another folder.
 * Every export — Markdown, EPUB, Word, PDF — carries the picture; and the saved-as file, opened
 * from the second folder in a browser that never saw the book (the first folder gone), shows
 * the picture and exports it again.
 */
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  fileMenu,
  openPage1,
  readOpfsBytes,
  saveBookAs,
  setPickerAnswer,
  usePickersOnOpfs,
} from './support/book-files';
import { createBook } from './support/new-book';
import { editorTool } from './support/pages';
import { hasPoppler, run, tempFile } from './support/pdf-files';

const pageImage = (page: Page) => page.getByRole('textbox', { name: 'Page 1' }).locator('img');

/** A 320×200 PNG of one colour, drawn in the page, as bytes. */
async function drawPng(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(320, 200);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 320, 200);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
    );
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** Names of the files in a folder of private storage (the "disk"). */
const filesIn = (page: Page, path: string[]) =>
  page.evaluate(async (segments) => {
    let dir = await navigator.storage.getDirectory();
    try {
      for (const s of segments) dir = await dir.getDirectoryHandle(s);
    } catch {
      return [];
    }
    const names: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys())
      names.push(name);
    return names.filter((n) => !n.endsWith('.crswap')).sort();
  }, path);

/**
 * Exports with `item` of the File menu (the save picker answers `picked/<suggested name>`) and
 * returns the file's bytes. The dialog must not say that a picture was left out.
 */
async function exportAs(page: Page, item: string, fileName: string): Promise<Buffer> {
  await fileMenu(page, item);
  const dialog = page.getByRole('dialog', { name: item });
  if (item === 'Export to PDF')
    await dialog.getByRole('radio', { name: 'Print-ready book' }).check();
  await expect(dialog.getByText(`File: ${fileName}`, { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByText(`Exported ${fileName}.`)).toBeVisible({ timeout: 150_000 });
  await expect(dialog.getByText(/Pictures that could not be read were left out/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const bytes = await readOpfsBytes(page, 'picked', fileName);
  expect(bytes, `${fileName} written`).not.toBeNull();
  return bytes as Buffer;
}

const IMAGE_NAME = /\.(webp|png|jpe?g)$/;

/** Exports the book to all four formats and checks each one carries the picture. */
async function exportsCarryThePicture(page: Page, stem: string) {
  const zip = unzipSync(new Uint8Array(await exportAs(page, 'Export to Markdown', `${stem}.zip`)));
  const zipped = Object.keys(zip);
  const inZip = zipped.find((n) => n.startsWith('images/') && IMAGE_NAME.test(n));
  expect(inZip, `a picture in the Markdown zip: ${zipped}`).toBeTruthy();
  expect(strFromU8(zip[`${stem}.md`] as Uint8Array)).toContain(`](${inZip})`);

  const epub = unzipSync(new Uint8Array(await exportAs(page, 'Export to EPUB', `${stem}.epub`)));
  const pictures = Object.keys(epub).filter(
    (n) => IMAGE_NAME.test(n) && !/\/cover\.[a-z]+$/.test(n),
  );
  expect(pictures, 'a picture in the EPUB besides its cover').toHaveLength(1);
  const chapters = Object.keys(epub)
    .filter((n) => n.endsWith('.xhtml'))
    .map((n) => strFromU8(epub[n] as Uint8Array))
    .join('\n');
  expect(chapters).toContain((pictures[0] as string).split('/').pop());

  const docx = unzipSync(new Uint8Array(await exportAs(page, 'Export to Word', `${stem}.docx`)));
  expect(
    Object.keys(docx).filter((n) => n.startsWith('word/media/')),
    'a picture in the Word file',
  ).toHaveLength(1);
  expect(strFromU8(docx['word/document.xml'] as Uint8Array)).toContain('<w:drawing>');

  const pdf = await exportAs(page, 'Export to PDF', `${stem}.pdf`);
  if (hasPoppler) {
    const images = run('pdfimages', ['-list', tempFile(pdf)])
      .trim()
      .split('\n')
      .slice(2);
    expect(images, 'a picture in the PDF').toHaveLength(1);
    expect(images[0]).toMatch(/^\s*\d+\s+\d+\s+image\s+320\s+200\b/);
  }
}

test('a picture survives Save file as to another folder: every export has it, and it opens again from there', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');

  // Create Book in a first project folder.
  await setPickerAnswer(page, '__folderName', 'first-folder');
  await createBook(page);
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Book title' }).fill('Travelling Pictures');
  await expect(page.getByRole('heading', { name: 'Travelling Pictures' })).toBeVisible();

  // A picture, written to the first folder's images/.
  await openPage1(page);
  const editor = page.getByRole('textbox', { name: 'Page 1' });
  await editor.click();
  await editor.pressSequentially('The harbour at dawn.');
  const chooser = page.waitForEvent('filechooser');
  await (await editorTool(page, 'Insert image')).click();
  await (await chooser).setFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: await drawPng(page, '#2a6f97'),
  });
  await expect(pageImage(page)).toHaveAttribute('src', /^blob:/);
  expect(await filesIn(page, ['first-folder', 'images'])).toHaveLength(1);

  // Save file as, into a second folder (the save picker answers picked/…): no project folder
  // goes with the file there, so it carries the picture.
  const saved = JSON.parse(await saveBookAs(page, 'travelling.json'));
  expect(saved.fileHandles.handles).toEqual([
    expect.objectContaining({
      metadata: expect.objectContaining({
        fileName: 'harbour.png',
        dataUrl: expect.stringMatching(/^data:image\/webp;base64,/),
      }),
    }),
  ]);
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__nextSaveName = undefined;
  });
  await expect(pageImage(page)).toHaveAttribute('src', /^blob:/);
  await exportsCarryThePicture(page, 'travelling-pictures');

  // Another browser: no database, no remembered handles, and the first folder is gone. The
  // book is opened from the second folder.
  await page.goto('/favicon.svg');
  await page.evaluate(async () => {
    localStorage.clear();
    localStorage.setItem('first-visit-done', '2026-01-01T00:00:00.000Z');
    for (const name of ['storyBuilderV2', 'storyBuilderHandles'])
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('first-folder', { recursive: true });
    const picked = await root.getDirectoryHandle('picked');
    for (const extension of ['zip', 'epub', 'docx', 'pdf'])
      await picked.removeEntry(`travelling-pictures.${extension}`);
  });
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('textbox', { name: 'Book title' })).toHaveValue('New Book Title');
  await setPickerAnswer(page, '__openName', 'travelling.json');
  const reloaded = page.waitForEvent('load');
  await fileMenu(page, 'Open file');
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Travelling Pictures' })).toBeVisible({
    timeout: 20_000,
  });
  await openPage1(page);
  await expect(page.getByRole('group', { name: /Picture not shown/ })).toHaveCount(0);
  await expect(pageImage(page)).toHaveAttribute('src', /^blob:/);
  await expect(pageImage(page)).toHaveJSProperty('naturalWidth', 320);
  await page.screenshot({ path: test.info().outputPath('reopened-with-picture.png') });
  await exportsCarryThePicture(page, 'travelling-pictures');
});

/**
 * Export to EPUB and to Word from the File menu (issue 17), checked the way a reader's tools
 * check them: the EPUB read back (mimetype first and stored, every chapter in order, the
 * picture) and passed through Debian's epubcheck with no error or warning; the Word file
 * converted to text by LibreOffice, headless, and compared with the book.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { fileMenu, openBookFile, readOpfsBytes, usePickersOnOpfs } from './support/book-files';
import { bookFile, type Node, SALT_ROAD, UUID } from './support/export-books';

const EPUBCHECK = '/usr/share/java/epubcheck.jar';
const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The Salt Road with an Arabic page (a quotation) after the storm. */
const BOOK: Node[] = [
  ...SALT_ROAD,
  {
    id: 'letter',
    parentId: 'two',
    name: 'The letter',
    type: 'page',
    html: '<p>She read it twice.</p><p>وصلت الرسالة في الصباح.</p>',
  },
];

const EXTRA = {
  copyright: [
    {
      id: 1,
      documentId: UUID,
      full_name: 'Ana Lima',
      rights: true,
      publication_year: '2031',
      isbn: [],
      collaborators: [],
    },
  ],
  epilogue: [{ id: 1, documentId: UUID, folderId: null, content: '<p>After the road.</p>' }],
};

async function exportAs(page: Page, item: string, fileName: string): Promise<Uint8Array> {
  await fileMenu(page, item);
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog.getByText(new RegExp(`File: ${fileName.replace('.', '\\.')}`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Exported ${fileName}.`, {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const bytes = await readOpfsBytes(page, 'picked', fileName);
  expect(bytes).not.toBeNull();
  return new Uint8Array(bytes as Buffer);
}

/**
 * `texts` are all in `whole`, in that order: each is looked for after the one before (a table
 * of contents that names a chapter earlier does not count as the chapter).
 */
function expectInOrder(whole: string, texts: string[]) {
  let from = 0;
  const missing: string[] = [];
  for (const text of texts) {
    const at = whole.indexOf(text, from);
    if (at === -1) missing.push(text);
    else from = at + text.length;
  }
  expect(missing, 'not found in order').toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'salt-road.json', bookFile('The Salt Road', BOOK, EXTRA));
});

test('a book exports to an EPUB that epubcheck passes, with its chapters in order', async ({
  page,
}) => {
  test.skip(!existsSync(EPUBCHECK), 'epubcheck is not installed (apt-get install epubcheck)');
  const epub = await exportAs(page, 'Export to EPUB', 'the-salt-road.epub');
  // mimetype is the first entry, stored: its name at byte 30, its text right after.
  expect(strFromU8(epub.subarray(30, 38))).toBe('mimetype');
  expect(strFromU8(epub.subarray(38, 58))).toBe('application/epub+zip');
  const files = unzipSync(epub);
  const names = Object.keys(files);
  expect(names).toContain('META-INF/container.xml');
  expect(names.some((n) => /\.png$|\.jpe?g$/.test(n))).toBe(true);
  const opf = strFromU8(files[names.find((n) => n.endsWith('.opf')) as string] as Uint8Array);
  expect(opf).toContain('<dc:title');
  expect(opf).toContain('The Salt Road');
  // The chapters' text, in the spine's order.
  const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => m[1]);
  const hrefOf = new Map(
    [...opf.matchAll(/<item [^>]*id="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  const base = (names.find((n) => n.endsWith('.opf')) as string).replace(/[^/]*$/, '');
  const text = spine
    .map((id) => strFromU8(files[`${base}${hrefOf.get(id)}`] as Uint8Array))
    .join('\n');
  expectInOrder(text, [
    'The Salt Road',
    'Why I wrote this book.',
    'Part One',
    'came in at dawn.',
    'Gulls',
    'Part Two',
    'Rain, all night.',
    'She read it twice.',
    'وصلت الرسالة في الصباح.',
    'After the road.',
    'Thanks to the harbour master.',
  ]);

  const dir = mkdtempSync(join(tmpdir(), 'epub-'));
  const file = join(dir, 'the-salt-road.epub');
  writeFileSync(file, epub);
  const out = execFileSync('java', ['-jar', EPUBCHECK, file], { encoding: 'utf8' });
  expect(out).toContain('No errors or warnings detected');
});

test('a book exports to a Word file that LibreOffice opens, its text in order', async ({
  page,
}) => {
  test.skip(!hasSoffice, 'LibreOffice is not installed (apt-get install libreoffice-writer)');
  const docx = await exportAs(page, 'Export to Word', 'the-salt-road.docx');
  const files = unzipSync(docx);
  expect(Object.keys(files)).toContain('word/document.xml');
  expect(Object.keys(files).some((n) => n.startsWith('word/media/'))).toBe(true);
  const xml = strFromU8(files['word/document.xml'] as Uint8Array);
  // The Arabic paragraph is a right-to-left paragraph.
  const arabic = xml.slice(0, xml.indexOf('وصلت الرسالة'));
  expect(arabic.slice(arabic.lastIndexOf('<w:p>') >= 0 ? arabic.lastIndexOf('<w:p') : 0)).toContain(
    '<w:bidi',
  );

  const dir = mkdtempSync(join(tmpdir(), 'docx-'));
  const file = join(dir, 'the-salt-road.docx');
  writeFileSync(file, docx);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'txt:Text',
      '--outdir',
      dir,
      file,
    ],
    { stdio: 'ignore', timeout: 90_000 },
  );
  const text = readFileSync(join(dir, 'the-salt-road.txt'), 'utf8');
  expectInOrder(text, [
    'The Salt Road',
    'Ana Lima',
    'Why I wrote this book.',
    'Part One',
    'Arrival',
    'The ship came in at dawn.',
    'Harbour',
    'rope',
    'Part Two',
    'Storm',
    'Rain, all night.',
    'She read it twice.',
    'وصلت الرسالة في الصباح.',
    'After the road.',
    'Thanks to the harbour master.',
  ]);
});

test('a cover picture chosen in the dialog is the EPUB’s cover; without one, a typographic cover', async ({
  page,
}) => {
  test.skip(!existsSync(EPUBCHECK), 'epubcheck is not installed (apt-get install epubcheck)');
  const coverOf = (epub: Uint8Array) => {
    const files = unzipSync(epub);
    const opf = strFromU8(files['OEBPS/content.opf'] as Uint8Array);
    return /<item id="cover-image" href="([^"]+)" media-type="([^"]+)" properties="cover-image"\/>/.exec(
      opf,
    );
  };
  // No picture chosen yet: the dialog says what the cover will be, and the EPUB has the plain one.
  await fileMenu(page, 'Export to EPUB');
  let dialog = page.getByRole('dialog', { name: 'Export to EPUB' });
  await expect(dialog.getByText(/No picture: the e-book gets a plain cover/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(coverOf(await exportAs(page, 'Export to EPUB', 'the-salt-road.epub'))?.[2]).toBe(
    'image/svg+xml',
  );

  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(500, 800);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#2a4d69';
    ctx.fillRect(0, 0, 500, 800);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  await fileMenu(page, 'Export to EPUB');
  dialog = page.getByRole('dialog', { name: 'Export to EPUB' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a cover picture…' }).click();
  await (await chooser).setFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(dialog.getByRole('img', { name: "The e-book's cover picture" })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const epub = await exportAs(page, 'Export to EPUB', 'the-salt-road.epub');
  expect(coverOf(epub)?.[1]).toMatch(/^images\/cover\.(webp|png|jpg)$/);
  const dir = mkdtempSync(join(tmpdir(), 'epub-'));
  const file = join(dir, 'cover.epub');
  writeFileSync(file, epub);
  expect(execFileSync('java', ['-jar', EPUBCHECK, file], { encoding: 'utf8' })).toContain(
    'No errors or warnings detected',
  );

  // Removed again: the plain cover comes back.
  await fileMenu(page, 'Export to EPUB');
  dialog = page.getByRole('dialog', { name: 'Export to EPUB' });
  await dialog.getByRole('button', { name: 'Remove the cover picture' }).click();
  await expect(dialog.getByText(/No picture: the e-book gets a plain cover/)).toBeVisible();
});

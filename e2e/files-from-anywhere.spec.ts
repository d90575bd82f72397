/**
 * Issue 12, as an author meets it: books from other tools open and every page works (numeric
 * tree ids, titles of the wrong type), and pictures live in the project folder — shown again in a
 * browser that never saw the book once its folder is chosen, with a placeholder and its restore
 * code when the file is gone, and brought back by relinking.
 */
import { expect, type Page, test } from '@playwright/test';
import { bookFileJson } from '../tests/book-file.mjs';
import {
  fileMenu,
  openBookFile,
  openPage1,
  readOpfs,
  setPickerAnswer,
  usePickersOnOpfs,
} from './support/book-files';
import { createBook } from './support/new-book';
import { editorTool, openPageFromPanel } from './support/pages';

const UUID = '6c1e2f3a-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** A book file as another tool writes it: tree ids are numbers, the title is `title`. */
function foreignBook(title: unknown) {
  const node = (id: number, parentId: number | null, name: string, type: string, text = '') => ({
    id,
    documentId: UUID,
    parentId,
    name,
    type,
    position_in_list: id,
    mark_for_delete: 0,
    ...(type === 'page' ? { content: `<p>${text}</p>` } : {}),
  });
  // The envelope as the app writes it; the front matter and tree as the other tool does.
  return bookFileJson({
    uuid: UUID,
    date: '2025-05-01T00:00:00.000Z',
    looseTables: {
      frontmatter: [{ id: 1, documentId: UUID, title, author: 'Ada Example' }],
      tree_nodes: [
        node(1, null, 'Main Content', 'folder'),
        node(2, 1, 'Arrival', 'page', 'The ship came in at dawn.'),
        node(3, 1, 'Departure', 'page', 'They left before the storm.'),
        node(4, 17, 'Lost Letter', 'page', 'A letter whose folder was lost.'),
      ],
    },
  });
}

test('a book whose tree ids are numbers opens every page, an orphan page included', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'numeric.json', foreignBook('Harbour Tales'));
  await expect(page.getByRole('heading', { name: 'Harbour Tales' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/body-content/chapters');
  for (const [name, text] of [
    ['Arrival', 'The ship came in at dawn.'],
    ['Departure', 'They left before the storm.'],
    ['Lost Letter', 'A letter whose folder was lost.'],
  ] as const) {
    await openPageFromPanel(page, name);
    await expect(page.getByRole('textbox', { name })).toContainText(text);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  }
});

test('a title that is a number, or an object, opens cleanly and can be edited', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');
  await openBookFile(page, 'number-title.json', foreignBook(1984));
  const title = page.getByRole('textbox', { name: 'Book title' });
  await expect(title).toHaveValue('1984', { timeout: 20_000 });
  await title.fill('1984, revised');
  await expect(page.getByRole('heading', { name: '1984, revised' })).toBeVisible();
  // Auto-saved to its file, so the next Open does not ask to save it first.
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

  await openBookFile(page, 'object-title.json', foreignBook({ text: 'not a title' }));
  await expect(title).toHaveValue('', { timeout: 20_000 });
  await expect(page.getByText('[object Object]')).toHaveCount(0);
  await title.fill('A Proper Title');
  await expect(page.getByRole('heading', { name: 'A Proper Title' })).toBeVisible();
  await page.goto('/body-content/chapters');
  await openPageFromPanel(page, 'Arrival');
});

/** A small PNG drawn in the page, as base64. */
const drawPng = (page: Page, colour: string) =>
  page.evaluate(async (fill) => {
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

const pageImage = (page: Page) => page.getByRole('textbox', { name: 'Page 1' }).locator('img');

test('pictures live in the project folder: shown in a fresh browser once the folder is chosen, relinked when deleted', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/frontmatter/book-info');

  // Create Book in a project folder: the folder gets images/, videos/ and audio/.
  await setPickerAnswer(page, '__folderName', 'picproj');
  await createBook(page);
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Book title' }).fill('Pictures Book');
  expect(await filesIn(page, ['picproj'])).toEqual(
    expect.arrayContaining(['audio', 'images', 'videos']),
  );
  const bookFiles = (await filesIn(page, ['picproj'])).filter((n) => n.endsWith('.json'));
  expect(bookFiles).toHaveLength(1);
  const bookName = bookFiles[0] as string;

  // Insert a picture: it is written to images/ under its content hash and shown from a blob URL.
  await openPage1(page);
  const chooser = page.waitForEvent('filechooser');
  await (await editorTool(page, 'Insert image')).click();
  await (await chooser).setFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await drawPng(page, '#2a6f97'), 'base64'),
  });
  await expect(pageImage(page)).toHaveAttribute('src', /^blob:/);
  const stored = await filesIn(page, ['picproj', 'images']);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[0-9a-f]{32}\.webp$/);

  // The book file keeps the path and the file's metadata, never the picture's bytes.
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText(`Book saved to ${bookName}`)).toBeVisible();
  const saved = JSON.parse((await readOpfs(page, 'picproj', bookName)) ?? '{}');
  const page1 = saved.data.tree_nodes.find((n: { name: string }) => n.name === 'Page 1');
  expect(page1.content).toContain(`src="images/${stored[0]}"`);
  expect(page1.content).not.toContain('base64');
  expect(saved.fileHandles.handles).toEqual([
    expect.objectContaining({
      imageId: (stored[0] as string).replace('.webp', ''),
      metadata: expect.objectContaining({
        relativePath: `images/${stored[0]}`,
        fileName: 'harbour.png',
      }),
    }),
  ]);

  // A browser that never saw the book: its databases are gone, the "disk" stays.
  await page.goto('/favicon.svg');
  await page.evaluate(async () => {
    localStorage.clear();
    // The welcome of a first visit is first-visit.spec.ts's subject; here the author goes
    // straight to File → Open file.
    localStorage.setItem('first-visit-done', '2026-01-01T00:00:00.000Z');
    for (const name of ['storyBuilderV2', 'storyBuilderHandles'])
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
  });
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('textbox', { name: 'Book title' })).toHaveValue('New Book Title');
  // Open the book file from its project folder.
  await page.evaluate((name) => {
    (window as unknown as Record<string, unknown>).showOpenFilePicker = async () => [
      await (
        await (await navigator.storage.getDirectory()).getDirectoryHandle('picproj')
      ).getFileHandle(name),
    ];
  }, bookName);
  const reloaded = page.waitForEvent('load');
  await fileMenu(page, 'Open file');
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Pictures Book' })).toBeVisible({
    timeout: 20_000,
  });

  // The picture waits for its folder: a placeholder with the restore code no_handle.
  await openPage1(page);
  const missing = page.getByRole('group', { name: 'Picture not shown: harbour.png' });
  await expect(missing).toContainText('Restore code: no_handle');
  await setPickerAnswer(page, '__folderName', 'picproj');
  await missing.getByRole('button', { name: 'Choose project folder' }).click();
  await expect(pageImage(page)).toHaveAttribute('src', /^blob:/);
  await expect(missing).toHaveCount(0);

  // The file is deleted from the folder: the placeholder says not_found; Relink puts one back.
  await page.evaluate(async (name) => {
    const root = await navigator.storage.getDirectory();
    const images = await (await root.getDirectoryHandle('picproj')).getDirectoryHandle('images');
    await images.removeEntry(name);
  }, stored[0] as string);
  await page.reload();
  await openPage1(page);
  await expect(missing).toContainText('Restore code: not_found');
  await expect(missing).toContainText('no longer in the images folder');
  await page.evaluate(
    async (png) => {
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('picked', { create: true });
      const writable = await (
        await dir.getFileHandle('found.png', { create: true })
      ).createWritable();
      await writable.write(Uint8Array.from(atob(png), (c) => c.charCodeAt(0)));
      await writable.close();
    },
    await drawPng(page, '#e07a5f'),
  );
  await setPickerAnswer(page, '__openName', 'found.png');
  await missing.getByRole('button', { name: 'Relink…' }).click();
  await expect(page.getByText('The picture is back on the page.')).toBeVisible();
  await expect(pageImage(page)).toHaveAttribute('src', /^blob:/);
  expect(await filesIn(page, ['picproj', 'images'])).toEqual([stored[0]]);
});

test('a damaged database is repaired on start, the author is told, and its copy is in Backups', async ({
  page,
}) => {
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('textbox', { name: 'Book title' })).toBeVisible();
  // A profile that lost two stores, damaged while no page of the app runs (a running app would
  // reopen the database at once and repair it before the reload this test looks at).
  await page.goto('/favicon.svg');
  await page.evaluate(async () => {
    const version = await new Promise<number>((resolve) => {
      const request = indexedDB.open('storyBuilderV2');
      request.onsuccess = () => {
        const v = request.result.version;
        request.result.close();
        resolve(v);
      };
    });
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('storyBuilderV2', version + 1);
      request.onupgradeneeded = () => {
        request.result.deleteObjectStore('current_document');
        request.result.deleteObjectStore('frontmatter');
      };
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  });
  await page.goto('/frontmatter/book-info');
  // In the author's words (issue 24, item 8): the browser's copy of the book, not a database.
  const notice = page.getByText(
    /copy of this book kept in this browser was damaged and has been repaired/,
  );
  await expect(notice).toContainText(
    'the entry that names the open book, the book info had to be rebuilt',
  );
  await expect(notice).toContainText('backups/recovery-');
  // The book works: its title can be set and is kept.
  await page.getByRole('textbox', { name: 'Book title' }).fill('Repaired Book');
  await expect(page.getByRole('heading', { name: 'Repaired Book' })).toBeVisible();
  await page.goto('/misc/backups');
  await expect(page.getByRole('row').filter({ hasText: 'Recovery copy' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByText(/was damaged and has been repaired/)).toHaveCount(0);
});

/**
 * Pictures travel with the book file (issue 25, item 1): a file saved where no project folder
 * goes with it carries the pictures of the project folder; one saved into the project folder does
 * not; and a book opened from a carrying file shows its pictures in a browser that never saw them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import type { StoredImage } from '../../contract/images';
import type { ProjectHandles } from '../../files/handle-store';
import { HANDLE_DB_NAME } from '../../files/handle-store';

// Compression needs a browser (createImageBitmap, OffscreenCanvas): the bytes pass through here.
vi.mock('../images/compress-image', () => ({
  compressToBlob: async (file: Blob) => ({
    blob: new Blob([await file.arrayBuffer()], { type: 'image/webp' }),
    width: 1,
    height: 1,
  }),
  blobToDataUrl: async (blob: Blob) =>
    `data:image/webp;base64,${Buffer.from(await blob.arrayBuffer()).toString('base64')}`,
  compressImage: async () => {
    throw new Error('not used');
  },
}));

let opfs: FakeOpfs;
let api: ReturnType<typeof createApi>;
let root: FileSystemDirectoryHandle;

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

const folder = (name: string) => root.getDirectoryHandle(name, { create: true });
const bookIn = async (dir: FileSystemDirectoryHandle, name: string) =>
  JSON.parse(await (await (await dir.getFileHandle(name)).getFile()).text());
const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

/** A book in the folder `project` with one picture in its images/, shown on Page 1. */
async function bookWithPicture(): Promise<StoredImage> {
  const project = await folder('project');
  const saved = await data(
    api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'book.json' }),
  );
  expect(saved.kind).toBe('saved');
  const stored = await data(
    api.storeImage(new Blob(['harbour bytes'], { type: 'image/png' }), 'harbour.png'),
  );
  expect(stored.relativePath).toMatch(/^images\/[0-9a-f]{32}\.webp$/);
  const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
  const page = tree.find((n) => n.type === 'page');
  if (!page) throw new Error('no page');
  const img = `<img src="${stored.src}" alt="Harbour" data-local-file="true" data-relative-path="${stored.relativePath}" data-blob-id="${stored.blobId}" data-file-name="harbour.png">`;
  await data(api.savePageContent(page.id, `<p>The harbour.</p><p>${img}</p>`));
  return stored;
}

const carried = (book: { fileHandles: { handles: Array<{ metadata: { dataUrl?: string } }> } }) =>
  book.fileHandles.handles.map((h) => h.metadata.dataUrl ?? null);

beforeEach(async () => {
  opfs = new FakeOpfs();
  let remembered: ProjectHandles | null = null;
  api = createApi({
    databaseName: freshDbName('pictures-travel'),
    backup: null,
    opfs: opfs.provider,
    bindingStore: {
      load: async () => remembered,
      save: async (handles) => {
        remembered = handles;
      },
      clear: async () => {
        remembered = null;
      },
    },
  });
  await data(api.init());
  root = await opfs.provider();
});

describe('Save file as', () => {
  it('to another folder: the file carries the pictures, and exports still find them', async () => {
    const stored = await bookWithPicture();
    // In the project folder the file keeps paths only.
    expect((await data(api.saveBookFile({ to: 'bound' }))).kind).toBe('saved');
    expect(carried(await bookIn(await folder('project'), 'book.json'))).toEqual([null]);

    const elsewhere = await folder('elsewhere');
    const file = await elsewhere.getFileHandle('travel.json', { create: true });
    const saved = await data(api.saveBookFile({ to: 'file', fileHandle: file }));
    expect(saved.kind).toBe('saved');
    const book = await bookIn(elsewhere, 'travel.json');
    const [dataUrl] = carried(book);
    expect(dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(Buffer.from((dataUrl as string).split(',')[1] as string, 'base64').toString()).toBe(
      'harbour bytes',
    );
    // No folder goes with the file now; an export reads the picture by the path it prints.
    expect((await data(api.bookFileState())).directoryHandle).toBeNull();
    const read = await data(api.readImage('', stored.relativePath as string));
    expect(read.ok && (await text(read.blob))).toBe('harbour bytes');
  });

  it('into the project folder itself: the folder stays the book’s and the file keeps paths', async () => {
    await bookWithPicture();
    const project = await folder('project');
    const file = await project.getFileHandle('second name.json', { create: true });
    expect((await data(api.saveBookFile({ to: 'file', fileHandle: file }))).kind).toBe('saved');
    expect((await data(api.bookFileState())).folderName).toBe('project');
    expect(carried(await bookIn(project, 'second name.json'))).toEqual([null]);
  });

  it('a download carries the pictures', async () => {
    await bookWithPicture();
    const blob = await data(api.bookFileBlob());
    expect(carried(JSON.parse(await text(blob)))[0]).toMatch(/^data:image\/webp;base64,/);
  });
});

describe('a book opened from a file that carries its pictures', () => {
  it('shows them in a browser that never saw them (no folder, no cached copy)', async () => {
    const stored = await bookWithPicture();
    const elsewhere = await folder('elsewhere');
    const file = await elsewhere.getFileHandle('travel.json', { create: true });
    await data(api.saveBookFile({ to: 'file', fileHandle: file }));
    const saved = await (await file.getFile()).text();

    // Another browser: this one's remembered pictures are gone.
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(HANDLE_DB_NAME);
      request.onsuccess = request.onerror = request.onblocked = resolve;
    });
    expect(
      await data(api.readImage(stored.blobId as string, stored.relativePath as string)),
    ).toEqual({ ok: false, code: 'no_handle' });

    await data(api.importBook(saved, { clear: true }));
    const shown = await data(api.readImage(stored.blobId as string, stored.relativePath as string));
    expect(shown.ok && (await text(shown.blob))).toBe('harbour bytes');
    const exported = await data(api.readImage('', stored.relativePath as string));
    expect(exported.ok && (await text(exported.blob))).toBe('harbour bytes');
  });
});

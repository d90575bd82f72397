/** The one save path: binding, the overwrite guard, faults and where auto-save goes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookFileJson } from '../../../tests/book-file.mjs';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import type { SaveOutcome } from '../../contract/book-file';
import type { ProjectHandles } from '../../files/handle-store';

type Api = ReturnType<typeof createApi>;

let opfs: FakeOpfs;
let api: Api;
let project: FileSystemDirectoryHandle;

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

const read = async (dir: FileSystemDirectoryHandle, name: string) =>
  (await (await dir.getFileHandle(name)).getFile()).text();

async function writePage(text: string) {
  const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
  const page = tree.find((n) => n.type === 'page');
  if (!page) throw new Error('no page');
  await data(api.savePageContent(page.id, `<p>${text}</p>`));
}

beforeEach(async () => {
  opfs = new FakeOpfs();
  // Browsers keep real handles in IndexedDB; the in-memory fakes cannot be cloned, so they stay here.
  let remembered: ProjectHandles | null = null;
  api = createApi({
    databaseName: freshDbName('book-file'),
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
  project = await (await opfs.provider()).getDirectoryHandle('project', { create: true });
});

afterEach(async () => {
  await data(api.injectSaveFaults({ fileWrite: null, permission: null, databaseWrite: false }));
});

describe('saving the book to a file', () => {
  it('creates the book in a folder, with its subfolders, and binds the file to the book', async () => {
    const outcome = await data<SaveOutcome>(
      api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'my-book.json' }),
    );
    expect(outcome).toMatchObject({ kind: 'saved', target: 'file', fileName: 'my-book.json' });
    expect(JSON.parse(await read(project, 'my-book.json')).data.tree_nodes.length).toBeGreaterThan(
      0,
    );
    for (const sub of ['images', 'videos', 'audio'])
      await expect(project.getDirectoryHandle(sub)).resolves.toBeTruthy();
    const state = await data<{ fileName: string | null; lastSave: unknown }>(api.bookFileState());
    expect(state.fileName).toBe('my-book.json');
    expect(state.lastSave).toMatchObject({ target: 'file', name: 'my-book.json' });
  });

  it('asks before replacing a file that holds another book, and snapshots it when replaced', async () => {
    const other = JSON.stringify({
      metadata: { version: '1.2' },
      data: {
        documents: [{ uuid: 'another-book' }],
        frontmatter: [{ title: 'Other Book' }],
        tree_nodes: [{ id: 'x', content_metrics: { words: 3 } }],
      },
    });
    await project.getFileHandle('book.json', { create: true });
    const handle = await project.getFileHandle('book.json');
    const writable = await handle.createWritable();
    await writable.write(other);
    await writable.close();

    const asked = await data<SaveOutcome>(api.saveBookFile({ to: 'file', fileHandle: handle }));
    expect(asked).toMatchObject({
      kind: 'conflict',
      reason: 'other-book',
      existing: { title: 'Other Book', words: 3 },
    });
    expect(await read(project, 'book.json')).toBe(other);

    const replaced = await data<SaveOutcome>(
      api.saveBookFile({ to: 'file', fileHandle: handle }, 'replace'),
    );
    expect(replaced.kind).toBe('saved');
    const snapshots = await data<Array<{ title: string | null }>>(api.listSnapshots());
    expect(snapshots.map((s) => s.title)).toContain('Other Book');
  });

  it('asks before replacing a file of this book that holds more words, unless it wrote it', async () => {
    await writePage('one two three four five');
    const first = await data<SaveOutcome>(
      api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'b.json' }),
    );
    expect(first.kind).toBe('saved');
    // The author deletes words: the file is the one this app wrote, so it is simply replaced.
    await writePage('one');
    expect((await data<SaveOutcome>(api.saveBookFile({ to: 'bound' }))).kind).toBe('saved');
    // Something else puts a longer version of this book in the file: the save asks.
    const longer = (await read(project, 'b.json')).replace('"words": 1', '"words": 900');
    const w = await (await project.getFileHandle('b.json')).createWritable();
    await w.write(longer);
    await w.close();
    const asked = await data<SaveOutcome>(api.saveBookFile({ to: 'bound' }));
    expect(asked).toMatchObject({ kind: 'conflict', reason: 'more-words' });
  });

  it("builds the auto-save file's header itself: the book's title and author, and the time", async () => {
    await data(api.updateFrontmatter({ title: 'The Long Road', author: 'Ann Lee' }));
    await data(api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'h.json' }));
    expect(await data<SaveOutcome>(api.autosaveBook())).toMatchObject({ target: 'file' });
    const { header } = JSON.parse(await read(project, 'h.json'));
    expect(header).toMatchObject({ title: 'The Long Road', author: 'Ann Lee' });
    expect(new Date(header.date).toISOString()).toBe(header.date);
  });

  it("never auto-saves a new book into the previous book's file", async () => {
    await writePage('the first book');
    await data(api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'a.json' }));
    const before = await read(project, 'a.json');
    await data(api.newBook());
    const outcome = await data<SaveOutcome>(api.autosaveBook());
    expect(outcome).toMatchObject({ kind: 'saved', target: 'opfs' });
    expect(await read(project, 'a.json')).toBe(before);
    expect((await data<{ fileName: string | null }>(api.bookFileState())).fileName).toBeNull();
  });

  it('reports a full disk and a failed close truthfully, keeps the file whole, and saves privately', async () => {
    await writePage('safe words');
    await data(api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'c.json' }));
    const before = await read(project, 'c.json');
    await writePage('safe words and more');
    for (const fault of ['disk-full', 'close'] as const) {
      await data(api.injectSaveFaults({ fileWrite: fault }));
      const outcome = await data<SaveOutcome>(api.autosaveBook());
      expect(outcome).toMatchObject({
        kind: 'saved',
        target: 'opfs',
        fileProblem: {
          kind: 'failed',
          code: fault === 'disk-full' ? 'disk_full' : 'storage_error',
          fileName: 'c.json',
        },
      });
      expect(await read(project, 'c.json')).toBe(before);
    }
    await data(api.injectSaveFaults({ fileWrite: null }));
    expect(await data<SaveOutcome>(api.autosaveBook())).toMatchObject({ target: 'file' });
    expect(await read(project, 'c.json')).toContain('safe words and more');
  });

  it('goes to private storage while access is not granted, and back to the file once it is', async () => {
    await data(api.saveBookFile({ to: 'folder', directoryHandle: project, fileName: 'd.json' }));
    await data(api.injectSaveFaults({ permission: 'prompt' }));
    expect(await data<string>(api.bookFilePermission())).toBe('prompt');
    await writePage('written while access was gone');
    expect(await data<SaveOutcome>(api.autosaveBook())).toMatchObject({
      target: 'opfs',
      fileProblem: { kind: 'permission', state: 'prompt' },
    });
    expect(await read(project, 'd.json')).not.toContain('written while access was gone');
    await data(api.injectSaveFaults({ permission: null }));
    expect(await data<SaveOutcome>(api.accessRestored())).toMatchObject({ target: 'file' });
    expect(await read(project, 'd.json')).toContain('written while access was gone');
  });

  it('refuses to bind a file that holds another book', async () => {
    const handle = await project.getFileHandle('x.json', { create: true });
    const w = await handle.createWritable();
    await w.write(JSON.stringify({ data: { documents: [{ uuid: 'someone-else' }] } }));
    await w.close();
    const result = await data<{ bound: boolean }>(api.bindBookFile(handle));
    expect(result.bound).toBe(false);
  });

  it('turns database write failures into failed results', async () => {
    await data(api.injectSaveFaults({ databaseWrite: true }));
    const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
    const page = tree.find((n) => n.type === 'page');
    const result = await api.savePageContent(page?.id ?? '', '<p>lost?</p>');
    expect(result.success).toBe(false);
  });
});

describe('opening a book file', () => {
  it('binds the opened file to the opened book, so auto-save writes it there', async () => {
    const uuid = '3f2b8c1e-5d4a-4b7e-9c1f-2a6d8e0b4c71';
    const text = bookFileJson({ uuid, title: 'Book C', date: '2026-01-01T00:00:00.000Z' });
    const handle = await project.getFileHandle('c.json', { create: true });
    const w = await handle.createWritable();
    await w.write(text);
    await w.close();
    await data(api.importBook(text, { clear: true }));
    const bound = await data<{ bound: boolean }>(api.bindBookFile(handle));
    expect(bound.bound).toBe(true);
    expect(await data<SaveOutcome>(api.autosaveBook())).toMatchObject({
      target: 'file',
      fileName: 'c.json',
    });
  });
});

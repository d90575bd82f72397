/**
 * The book's Yjs state in the worker (issue 31): page states appended, checked and compacted;
 * the book doc of records reconciled from the tables and applied back; the book file's
 * `collab` block written and restored; a file of another book refused for a merge.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Api, data, freshApi } from '../../../tests/worker-api';
import { COMPACT_AFTER } from './doc-store';

/** A Y update that types `text` into a doc's 'root' text (the worker does not read pages). */
function typed(text: string, base?: Uint8Array): Uint8Array {
  const doc = new Y.Doc();
  if (base) Y.applyUpdate(doc, base);
  const before = Y.encodeStateVector(doc);
  doc.getText('root').insert(doc.getText('root').length, text);
  return Y.encodeStateAsUpdate(doc, before);
}

const textOf = (state: Uint8Array | null) => {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return doc.getText('root').toString();
};

async function firstPage(api: Api) {
  const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
  if (!page) throw new Error('the new book has a page');
  return page;
}

async function failure(result: Promise<{ success: boolean; error?: unknown }>) {
  const r = await result;
  expect(r.success).toBe(false);
  return r.error as { code: string };
}

describe('page Y states', () => {
  it('are appended, and a malformed update is refused with the state untouched', async () => {
    const api = await freshApi('collab-append');
    const page = await firstPage(api);
    expect(await data(api.pageYState(page.id))).toMatchObject({ state: null, stale: true });
    const first = typed('Hello');
    await data(api.storePageYUpdate(page.id, first));
    await data(api.storePageYUpdate(page.id, typed(' world', first)));
    const error = await failure(
      api.storePageYUpdate(page.id, new Uint8Array([1, 2, 3, 250, 0, 7])),
    );
    expect(error.code).toBe('collab_update_refused');
    expect(
      (await failure(api.storePageYUpdate(page.id, 'not bytes' as unknown as Uint8Array))).code,
    ).toBe('collab_update_refused');
    expect(textOf((await data(api.pageYState(page.id))).state)).toBe('Hello world');
  });

  it('are compacted after many updates, holding every one', async () => {
    const api = await freshApi('collab-compact');
    const page = await firstPage(api);
    let state: Uint8Array | undefined;
    for (let i = 0; i < COMPACT_AFTER + 5; i++) {
      const update = typed(`${i},`, state);
      await data(api.storePageYUpdate(page.id, update));
      state = (await data(api.pageYState(page.id))).state ?? undefined;
    }
    const want = Array.from({ length: COMPACT_AFTER + 5 }, (_, i) => `${i},`).join('');
    expect(textOf(state ?? null)).toBe(want);
  });

  it('are stale until they hold the page HTML, and again after the page changes', async () => {
    const api = await freshApi('collab-stale');
    const page = await firstPage(api);
    await data(api.savePageContent(page.id, '<p>One.</p>'));
    expect(await data(api.pagesWithStaleYState())).toContain(page.id);
    await data(api.storePageYUpdate(page.id, typed('One.'), '<p>One.</p>'));
    expect((await data(api.pageYState(page.id))).stale).toBe(false);
    expect(await data(api.pagesWithStaleYState())).not.toContain(page.id);
    await data(api.savePageContent(page.id, '<p>One. Two.</p>'));
    expect((await data(api.pageYState(page.id))).stale).toBe(true);
  });
});

describe('the book doc', () => {
  it('holds the records (not the pages’ text) and adds nothing when nothing changed', async () => {
    const api = await freshApi('collab-book-doc');
    const page = await firstPage(api);
    await data(api.savePageContent(page.id, '<p>Secret words.</p>'));
    const state = await data(api.bookYState());
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    const node = doc.getMap<Y.Map<unknown>>('tree_nodes').get(page.id);
    expect(node?.get('title')).toBe(page.title);
    expect(node?.has('content')).toBe(false);
    expect(doc.getMap('labels').size).toBe(14);
    const again = await data(api.bookYState());
    expect(Y.encodeStateVectorFromUpdate(again)).toEqual(Y.encodeStateVectorFromUpdate(state));
  });

  it('applies an update to the tables: the doc wins per field, tombstones delete', async () => {
    const api = await freshApi('collab-book-apply');
    const page = await firstPage(api);
    const note = await data(api.createNote({ title: 'A note', content: '<p>n</p>' }));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, await data(api.bookYState()));
    const before = Y.encodeStateVector(doc);
    doc.getMap<Y.Map<unknown>>('tree_nodes').get(page.id)?.set('title', 'Renamed elsewhere');
    doc.getMap<Y.Map<unknown>>('notes').get(`u:${note.uuid}`)?.set('deleted', true);
    const counts = await data(api.storeBookYUpdate(Y.encodeStateAsUpdate(doc, before)));
    expect(counts).toMatchObject({ changed: 1, removed: 1 });
    expect((await firstPage(api)).title).toBe('Renamed elsewhere');
    expect(await data(api.listNotes())).toHaveLength(0);
    expect((await failure(api.storeBookYUpdate(new Uint8Array([9, 9, 9])))).code).toBe(
      'collab_update_refused',
    );
  });
});

describe('the book file', () => {
  it('carries the Yjs state, and opening it restores the states', async () => {
    const api = await freshApi('collab-file-out');
    const page = await firstPage(api);
    await data(api.savePageContent(page.id, '<p>Kept.</p>'));
    await data(api.storePageYUpdate(page.id, typed('Kept.'), '<p>Kept.</p>'));
    const { json } = await data(api.exportDatabase());
    const file = JSON.parse(json);
    expect(file.collab.encoding).toBe('yjs-v2-deflate-raw-base64');
    expect(Object.keys(file.collab.pages)).toEqual([page.id]);
    expect(typeof file.collab.book).toBe('string');
    expect(file.data.collab_docs).toBeUndefined();

    const other = await freshApi('collab-file-in');
    await data(other.importBook(json, { clear: true }));
    const restored = await data(other.pageYState(page.id));
    expect(textOf(restored.state)).toBe('Kept.');
    expect(restored.stale).toBe(false);
  });

  it('opens a file without the block as before, and one whose states cannot be read', async () => {
    const api = await freshApi('collab-file-old');
    const page = await firstPage(api);
    await data(api.savePageContent(page.id, '<p>Old file.</p>'));
    const file = JSON.parse((await data(api.exportDatabase())).json);
    delete file.collab;
    const other = await freshApi('collab-file-old-in');
    await data(other.importBook(JSON.stringify(file, null, 2), { clear: true }));
    expect((await data(other.pageYState(page.id))).html).toBe('<p>Old file.</p>');
    expect((await data(other.pageYState(page.id))).state).toBeNull();

    file.collab = {
      encoding: 'yjs-v2-deflate-raw-base64',
      book: '!!',
      pages: { [page.id]: 'AAAA' },
    };
    const third = await freshApi('collab-file-bad-in');
    await data(third.importBook(JSON.stringify(file, null, 2), { clear: true }));
    expect((await data(third.pageYState(page.id))).html).toBe('<p>Old file.</p>');
    expect((await data(third.pageYState(page.id))).state).toBeNull();
  });

  it('refuses to merge a file of another book, changing nothing', async () => {
    const api = await freshApi('collab-merge-other');
    const other = await freshApi('collab-merge-other-2');
    const { json } = await data(other.exportDatabase());
    expect((await failure(api.mergeBookBegin(json))).code).toBe('merge_other_book');
  });
});

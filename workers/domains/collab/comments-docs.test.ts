/**
 * A page's comments doc in the worker (issue 31 item 5): kept in this browser (checked,
 * appended), never taken for the page's own state, carried by the book file and restored, and
 * merged when a copy of the same book is merged.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import { type Api, data, freshApi } from '../../../tests/worker-api';
import { createApi } from '../../api';

/** An update adding a thread `id` to a comments doc (after `base`). */
function thread(id: string, base?: Uint8Array | null): Uint8Array {
  const doc = new Y.Doc();
  if (base) Y.applyUpdate(doc, base);
  const before = Y.encodeStateVector(doc);
  const map = new Y.Map<unknown>();
  map.set('quote', id);
  doc.getMap('threads').set(id, map);
  return Y.encodeStateAsUpdate(doc, before);
}

const threadsOf = (state: Uint8Array | null) => {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return [...doc.getMap('threads').keys()].sort();
};

async function firstPage(api: Api) {
  const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
  if (!page) throw new Error('the new book has a page');
  return page;
}

describe('comments docs', () => {
  it('are kept and read back; a malformed update is refused; not the page’s state', async () => {
    const api = await freshApi('comments-keep');
    const page = await firstPage(api);
    expect(await data(api.commentsYState(page.id))).toBeNull();
    await data(api.storeCommentsYUpdate(page.id, thread('a')));
    const after = await data(api.commentsYState(page.id));
    await data(api.storeCommentsYUpdate(page.id, thread('b', after)));
    expect(threadsOf(await data(api.commentsYState(page.id)))).toEqual(['a', 'b']);
    const refused = await api.storeCommentsYUpdate(page.id, new Uint8Array([1, 2, 3]));
    expect(refused.success).toBe(false);
    expect(threadsOf(await data(api.commentsYState(page.id)))).toEqual(['a', 'b']);
    // The page has no Y state of its own: still stale, its state still none.
    expect(await data(api.pagesWithStaleYState())).toContain(page.id);
    expect((await data(api.pageYState(page.id))).state).toBeNull();
  });

  it('go into the book file and come back when it is opened', async () => {
    const api = await freshApi('comments-file-out');
    const page = await firstPage(api);
    await data(api.storeCommentsYUpdate(page.id, thread('kept')));
    const { json } = await data(api.exportDatabase());
    const file = JSON.parse(json);
    expect(Object.keys(file.collab.comments)).toEqual([page.id]);
    expect(file.collab.pages[page.id]).toBeUndefined();

    const other = await freshApi('comments-file-in');
    await data(other.importBook(json, { clear: true }));
    expect(threadsOf(await data(other.commentsYState(page.id)))).toEqual(['kept']);
  });

  it('of two copies of the book are merged: both copies’ threads kept', async () => {
    // A merge keeps a restore point first (in the origin private file system).
    const mine = createApi({
      databaseName: freshDbName('comments-merge-a'),
      backup: null,
      opfs: new FakeOpfs().provider,
    });
    await data(mine.init());
    const page = await firstPage(mine);
    await data(mine.savePageContent(page.id, '<p>Same.</p>'));
    const theirs = await freshApi('comments-merge-b');
    await data(theirs.importBook((await data(mine.exportDatabase())).json, { clear: true }));
    await data(mine.storeCommentsYUpdate(page.id, thread('mine')));
    await data(theirs.storeCommentsYUpdate(page.id, thread('theirs')));
    const { json } = await data(theirs.exportDatabase());
    const started = await data(mine.mergeBookBegin(json));
    await data(mine.mergeBookEnd(started.mergeId));
    expect(threadsOf(await data(mine.commentsYState(page.id)))).toEqual(['mine', 'theirs']);
  });
});

// @vitest-environment jsdom
/**
 * Joining a shared book that is not in this browser (issue 31), the whole path without a
 * network: the server's documents are another facade's states (the sharing book's). The joined
 * book replaces the open one (a restore point kept), holds the shared tree, front matter and
 * notes, and every page's text once fetched (counts right); a state that holds no book changes
 * nothing.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { bootstrapMissingPageStates } from '../src/features/page/editor/collab/page-y-state';
import { yStateToPageHtml } from '../src/features/page/editor/collab/page-yjs';
import { fetchSharedPages } from '../src/features/sync/fetch-pages';
import { createApi } from '../workers/api';
import type { SyncSettings } from '../workers/contract/collab';
import { FakeOpfs } from './fake-opfs';
import { freshDbName } from './fresh-db';
import { type Api, data } from './worker-api';

async function freshApi(label: string): Promise<Api> {
  const api = createApi({
    databaseName: freshDbName(label),
    backup: null,
    opfs: new FakeOpfs().provider,
  });
  await data(api.init());
  return api;
}

const pagesOf = async (api: Api) =>
  (await data(api.fetchTree())).filter((n) => n.type === 'page' && !n.mark_for_delete);

/** The sharing author's book: two pages of text, a title, a note; states made. */
async function sharedBook() {
  const api = await freshApi('join-source');
  const [first] = await pagesOf(api);
  if (!first) throw new Error('no page');
  await data(api.createNode({ parentId: first.parentId, type: 'page', name: 'The storm' }));
  const [one, two] = await pagesOf(api);
  if (!one || !two) throw new Error('no pages');
  await data(api.savePageContent(one.id, '<p>Four words are here.</p>'));
  await data(api.savePageContent(two.id, '<p>The storm came at night.</p><p>Then rain.</p>'));
  await data(api.updateFrontmatter({ title: 'The shared book' }));
  await data(api.createNote({ title: 'A shared note', content: '<p>n</p>' }));
  await bootstrapMissingPageStates(api);
  const bookId = (await data(api.getCurrentDocument())).uuid;
  const pageStates = new Map<string, Uint8Array>();
  for (const page of [one, two]) {
    const state = (await data(api.pageYState(page.id))).state;
    // A copy in this realm (fake-indexeddb answers another realm's arrays).
    if (state) pageStates.set(page.id, new Uint8Array(state));
  }
  return {
    api,
    bookId,
    one,
    two,
    bookState: new Uint8Array(await data(api.bookYState())),
    pageStates,
  };
}

const settingsFor = (bookId: string): SyncSettings => ({
  server: 'ws://localhost:1234',
  bookId,
  role: 'writer',
  secret: 'secret-of-the-invitation',
  name: 'Ben',
  colour: '#1f77b4',
});

describe('joining a shared book that is not here', { timeout: 60_000 }, () => {
  it('replaces the open book by the shared one, keeps a restore point, and fetches every page', async () => {
    const source = await sharedBook();
    const here = await freshApi('join-here');
    const [myPage] = await pagesOf(here);
    if (!myPage) throw new Error('no page');
    await data(here.savePageContent(myPage.id, '<p>My own words stay safe.</p>'));

    const joined = await data(here.joinSharedBook(settingsFor(source.bookId), source.bookState));
    expect(joined).toMatchObject({ title: 'The shared book', pages: 2 });
    expect((await data(here.getCurrentDocument())).uuid).toBe(source.bookId);
    expect((await data(here.getFrontmatter())).title).toBe('The shared book');
    expect((await data(here.listNotes())).map((n) => n.title)).toEqual(['A shared note']);
    const tree = await pagesOf(here);
    expect(tree.map((p) => p.id).sort()).toEqual([source.one.id, source.two.id].sort());
    expect(tree.find((p) => p.id === source.two.id)?.title).toBe('The storm');
    expect(await data(here.getSyncSettings())).toEqual(settingsFor(source.bookId));
    // The book that was open is a restore point.
    const snapshots = await data(here.listSnapshots());
    expect(snapshots.map((s) => s.name)).toContain(joined.snapshot);

    // Every page's text comes from its page doc, counted.
    expect((await data(here.pagesToFetch())).sort()).toEqual([source.one.id, source.two.id].sort());
    const progress: number[] = [];
    const outcome = await fetchSharedPages(
      here,
      async (pageId) => source.pageStates.get(pageId) ?? new Uint8Array([0, 0]),
      yStateToPageHtml,
      { onProgress: (done) => progress.push(done) },
    );
    expect(outcome).toEqual({ done: 2, total: 2, cancelled: false, failed: null });
    expect(progress).toEqual([0, 1, 2]);
    expect((await data(here.pageYState(source.one.id))).html).toBe('<p>Four words are here.</p>');
    expect((await data(here.pageYState(source.two.id))).stale).toBe(false);
    expect((await data(here.bookTotals())).words).toBe(4 + 7);
    expect(await data(here.pagesToFetch())).toEqual([]);
  });

  it('leaves a page opened (or written) since alone', async () => {
    const source = await sharedBook();
    const here = await freshApi('join-opened');
    await data(here.joinSharedBook(settingsFor(source.bookId), source.bookState));
    await data(here.savePageContent(source.one.id, '<p>Typed here first.</p>'));
    const state = source.pageStates.get(source.one.id) as Uint8Array;
    expect(await data(here.storeFetchedPage(source.one.id, state, '<p>Server.</p>'))).toBe(false);
    expect((await data(here.pageYState(source.one.id))).html).toBe('<p>Typed here first.</p>');
  });

  it('stops between pages when asked, the rest still to fetch', async () => {
    const source = await sharedBook();
    const here = await freshApi('join-stop');
    await data(here.joinSharedBook(settingsFor(source.bookId), source.bookState));
    const stop = new AbortController();
    const outcome = await fetchSharedPages(
      here,
      async (pageId) => source.pageStates.get(pageId) as Uint8Array,
      yStateToPageHtml,
      { signal: stop.signal, onProgress: (done) => done === 1 && stop.abort() },
    );
    expect(outcome).toMatchObject({ done: 1, total: 2, cancelled: true });
    expect(await data(here.pagesToFetch())).toHaveLength(1);
  });

  it('refuses a state that holds no book, changing nothing here', async () => {
    const here = await freshApi('join-empty');
    const [myPage] = await pagesOf(here);
    if (!myPage) throw new Error('no page');
    await data(here.savePageContent(myPage.id, '<p>Still here.</p>'));
    const before = (await data(here.getCurrentDocument())).uuid;
    const empty = Y.encodeStateAsUpdate(new Y.Doc());
    const result = await here.joinSharedBook(settingsFor('another-book'), empty);
    expect(result.success).toBe(false);
    const broken = await here.joinSharedBook(settingsFor('another-book'), new Uint8Array([9, 9]));
    expect(broken.success).toBe(false);
    expect((await data(here.getCurrentDocument())).uuid).toBe(before);
    expect((await data(here.pageYState(myPage.id))).html).toBe('<p>Still here.</p>');
    expect(await data(here.getSyncSettings())).toBeNull();
    expect(await data(here.listSnapshots())).toEqual([]);
  });
});

// @vitest-environment jsdom
/**
 * Merging copies of one book (issue 31 item 2), the whole path: worker facades on their own
 * databases (fake-indexeddb) and the main thread's conversions. Copies edited apart converge to
 * the same book whichever merges first, three copies too, with every author's words.
 */
import { describe, expect, it } from 'vitest';
import { mergeCopyIntoBook } from '../src/features/page/editor/collab/merge-copy';
import { bootstrapMissingPageStates } from '../src/features/page/editor/collab/page-y-state';
import { createApi } from '../workers/api';
import { FakeOpfs } from './fake-opfs';
import { freshDbName } from './fresh-db';
import { type Api, data } from './worker-api';

/** A facade on a new database with its own private storage (a merge keeps a restore point). */
async function freshApi(label: string): Promise<Api> {
  const api = createApi({
    databaseName: freshDbName(label),
    backup: null,
    opfs: new FakeOpfs().provider,
  });
  await data(api.init());
  return api;
}

const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('');

async function pages(api: Api) {
  return (await data(api.fetchTree())).filter((n) => n.type === 'page' && !n.mark_for_delete);
}

async function pageHtml(api: Api, id: string) {
  return (await data(api.pageYState(id))).html;
}

/** The book as the author sees it: each page's title and text, in id order. */
async function bookView(api: Api) {
  const list = await pages(api);
  list.sort((a, b) => a.id.localeCompare(b.id));
  return Promise.all(list.map(async (p) => ({ title: p.title, html: await pageHtml(api, p.id) })));
}

const fileOf = async (api: Api) => (await data(api.exportDatabase())).json;

async function copyOf(json: string, label: string) {
  const api = await freshApi(label);
  await data(api.importBook(json, { clear: true }));
  return api;
}

async function merge(api: Api, json: string) {
  const outcome = await mergeCopyIntoBook(api, json);
  if (outcome.kind !== 'merged') throw new Error(JSON.stringify(outcome));
  return outcome.summary;
}

/** A book with two pages of four paragraphs, its states made, saved as a file. */
async function originalBook(label: string) {
  const api = await freshApi(label);
  const [first] = await pages(api);
  if (!first) throw new Error('no page');
  const folder = first.parentId;
  await data(api.createNode({ parentId: folder, type: 'page', name: 'Second' }));
  const [a, b] = await pages(api);
  if (!a || !b) throw new Error('no pages');
  await data(api.savePageContent(a.id, paragraphs('a1', 'a2', 'a3', 'a4')));
  await data(api.savePageContent(b.id, paragraphs('b1', 'b2', 'b3', 'b4')));
  await bootstrapMissingPageStates(api);
  return { api, a: a.id, b: b.id, json: await fileOf(api) };
}

// Each case builds three or four books and merges them: seconds on a loaded machine.
describe('merging copies of one book', { timeout: 60_000 }, () => {
  it('two copies edited in different paragraphs converge, whichever merges first', async () => {
    const { a, b, json } = await originalBook('merge2-orig');
    const one = await copyOf(json, 'merge2-one');
    const two = await copyOf(json, 'merge2-two');
    await data(one.savePageContent(a, paragraphs('a1 by One', 'a2', 'a3', 'a4')));
    await data(two.savePageContent(a, paragraphs('a1', 'a2', 'a3', 'a4 by Two')));
    await data(two.savePageContent(b, paragraphs('b1', 'b2 by Two', 'b3', 'b4')));
    await data(two.renameNode(b, 'Second, renamed by Two'));
    const fileOne = await fileOf(one);
    const fileTwo = await fileOf(two);

    const summary = await merge(one, fileTwo);
    expect(summary).toMatchObject({ pagesChanged: 2, pagesAdded: 0, pagesRemoved: 0 });
    await merge(two, fileOne);

    const viewOne = await bookView(one);
    expect(viewOne).toEqual(await bookView(two));
    const all = viewOne.map((p) => p.html).join('');
    for (const words of ['a1 by One', 'a4 by Two', 'b2 by Two']) expect(all).toContain(words);
    expect(all).not.toContain('<p>a1</p>');
    expect(viewOne.map((p) => p.title)).toContain('Second, renamed by Two');
    // Merging the same copy again changes nothing.
    expect(await merge(one, fileTwo)).toMatchObject({ pagesChanged: 0, recordsChanged: 0 });
  });

  it('keeps both texts of a paragraph both copies changed, and a page added on one', async () => {
    const { a, json } = await originalBook('merge-same-orig');
    const one = await copyOf(json, 'merge-same-one');
    const two = await copyOf(json, 'merge-same-two');
    await data(one.savePageContent(a, paragraphs('a1', 'a2 as One wrote it', 'a3', 'a4')));
    await data(two.savePageContent(a, paragraphs('a1', 'a2 as Two wrote it', 'a3', 'a4')));
    const [first] = await pages(two);
    await data(two.createNode({ parentId: first?.parentId ?? null, type: 'page', name: 'New' }));
    const added = (await pages(two)).find((p) => p.title === 'New');
    if (!added) throw new Error('no new page');
    await data(two.savePageContent(added.id, paragraphs('Written on Two only')));
    const fileOne = await fileOf(one);
    const summary = await merge(one, await fileOf(two));
    expect(summary).toMatchObject({ pagesChanged: 1, pagesAdded: 1 });
    await merge(two, fileOne);
    const html = await pageHtml(one, a);
    expect(html).toContain('a2 as One wrote it');
    expect(html).toContain('a2 as Two wrote it');
    expect(await pageHtml(one, added.id)).toBe(paragraphs('Written on Two only'));
    expect(await bookView(one)).toEqual(await bookView(two));
  });

  it('three copies converge in any order of merges', async () => {
    const { a, b, json } = await originalBook('merge3-orig');
    const [x, y, z] = await Promise.all([
      copyOf(json, 'merge3-x'),
      copyOf(json, 'merge3-y'),
      copyOf(json, 'merge3-z'),
    ]);
    if (!x || !y || !z) throw new Error('no copies');
    await data(x.savePageContent(a, paragraphs('a1 X', 'a2', 'a3', 'a4')));
    await data(y.savePageContent(a, paragraphs('a1', 'a2', 'a3 Y', 'a4')));
    await data(z.savePageContent(b, paragraphs('b1', 'b2', 'b3', 'b4 Z')));
    const [fx, fy, fz] = await Promise.all([fileOf(x), fileOf(y), fileOf(z)]);
    await merge(x, fy);
    await merge(x, fz);
    await merge(y, fz);
    await merge(y, fx);
    await merge(z, fx);
    await merge(z, fy);
    const vx = await bookView(x);
    expect(await bookView(y)).toEqual(vx);
    expect(await bookView(z)).toEqual(vx);
    const all = vx.map((p) => p.html).join('');
    for (const words of ['a1 X', 'a3 Y', 'b4 Z']) expect(all).toContain(words);
  });

  it('merges a page again when the author typed on it meanwhile: no keystroke lost', async () => {
    const { a, json } = await originalBook('merge-typing-orig');
    const one = await copyOf(json, 'merge-typing-one');
    const two = await copyOf(json, 'merge-typing-two');
    await data(two.savePageContent(a, paragraphs('a1', 'a2', 'a3', 'a4 by Two')));
    let typed = false;
    const calls = {
      ...one,
      mergePageDone: async (...args: Parameters<Api['mergePageDone']>) => {
        if (!typed) {
          typed = true; // the author types between the merge's read and its write
          await data(one.savePageContent(a, paragraphs('a1 typed meanwhile', 'a2', 'a3', 'a4')));
        }
        return one.mergePageDone(...args);
      },
    };
    const outcome = await mergeCopyIntoBook(calls, await fileOf(two));
    expect(outcome.kind).toBe('merged');
    const html = await pageHtml(one, a);
    expect(html).toContain('a1 typed meanwhile');
    expect(html).toContain('a4 by Two');
  });

  it('refuses a file of another book, and keeps a restore point before a merge', async () => {
    const { api, json } = await originalBook('merge-refuse-orig');
    const other = await freshApi('merge-refuse-other');
    const outcome = await mergeCopyIntoBook(api, await fileOf(other));
    expect(outcome).toMatchObject({ kind: 'failed', error: { code: 'merge_other_book' } });
    const before = await data(api.listSnapshots());
    const merged = await mergeCopyIntoBook(api, json);
    expect(merged.kind).toBe('merged');
    const after = await data(api.listSnapshots());
    expect(after.length).toBe(before.length + 1);
    expect(merged.kind === 'merged' && after.map((s) => s.name)).toContain(
      merged.kind === 'merged' ? merged.snapshot : '',
    );
  });
});

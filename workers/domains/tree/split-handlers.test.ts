/** Splitting a long page through the facade: a snapshot first, one step, nothing lost. */
import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import type { TreeNodeSummary } from '../../db/tree-cache';

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

const chapter = (n: number) =>
  `<h2>Chapter ${n}</h2>${Array.from({ length: 40 }, (_, i) => `<p>Line ${i} of chapter ${n} goes on.</p>`).join('')}`;

async function bookWithLongPage(opfs: FakeOpfs) {
  const api = createApi({ databaseName: freshDbName('split'), backup: null, opfs: opfs.provider });
  await data(api.init());
  const tree = await data<TreeNodeSummary[]>(api.fetchTree());
  const page = tree.find((n) => n.type === 'page');
  const root = tree.find((n) => n.type === 'folder');
  if (!page || !root) throw new Error('no page');
  const html = `<p>Before the first chapter.</p>${[1, 2, 3].map(chapter).join('')}`;
  await data(api.savePageContent(page.id, html));
  await data(api.createNode({ parentId: root.id, type: 'page', name: 'After' }));
  return { api, page, root, html };
}

const ordered = (tree: TreeNodeSummary[], parentId: string) =>
  tree
    .filter((n) => n.parentId === parentId && n.mark_for_delete !== 1)
    .sort((a, b) => a.position_in_list - b.position_in_list);

describe('splitLongPage', () => {
  it('makes pages of the chapters, in order, with every word, after keeping a snapshot', async () => {
    const opfs = new FakeOpfs();
    const { api, page, root, html } = await bookWithLongPage(opfs);
    const before = (await data(api.bookTotals())).words;

    const report = await data(api.splitLongPage(page.id));
    expect(report.pages).toBe(4);
    expect(report.snapshot).toMatch(/\.json$/);
    expect((await data(api.listSnapshots())).map((s) => s.name)).toContain(report.snapshot);

    const tree = await data<TreeNodeSummary[]>(api.fetchTree());
    const siblings = ordered(tree, root.id);
    expect(siblings.map((n) => n.name)).toEqual([
      page.name,
      'Chapter 1',
      'Chapter 2',
      'Chapter 3',
      'After',
    ]);
    expect(siblings.map((n) => n.position_in_list)).toEqual([1, 2, 3, 4, 5]);
    const texts = await Promise.all(
      siblings.slice(0, 4).map(async (n) => (await data(api.fetchNode(n.id))).content),
    );
    expect(texts.join('')).toBe(html);
    expect(texts[0]).toBe('<p>Before the first chapter.</p>');
    expect((await data(api.fetchNode(siblings[2]?.id ?? ''))).content_metrics.words).toBe(
      2 + 40 * 7,
    );
    expect((await data(api.bookTotals())).words).toBe(before);
  });

  it('changes nothing when the snapshot cannot be kept', async () => {
    const opfs = new FakeOpfs({ failFolders: ['backups'] });
    const { api, page, root, html } = await bookWithLongPage(opfs);
    const r = await api.splitLongPage(page.id);
    expect(r.success).toBe(false);
    const tree = await data<TreeNodeSummary[]>(api.fetchTree());
    expect(ordered(tree, root.id).map((n) => n.name)).toEqual([page.name, 'After']);
    expect((await data(api.fetchNode(page.id))).content).toBe(html);
  });

  it('leaves a page with nothing to split as it is, with no snapshot', async () => {
    const opfs = new FakeOpfs();
    const { api, root } = await bookWithLongPage(opfs);
    const after = ordered(await data<TreeNodeSummary[]>(api.fetchTree()), root.id)[1];
    expect(await data(api.splitLongPage(after?.id ?? ''))).toEqual({ pages: 1, snapshot: null });
    expect(await data(api.listSnapshots())).toEqual([]);
  });
});

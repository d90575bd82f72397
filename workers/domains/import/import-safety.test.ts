/**
 * Accepted means usable (issue 12): books with numeric ids, values of the wrong type, numbers
 * that are not finite, orphans, loops and deep nesting, imported through the facade, then
 * opened, saved (exported) and imported again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import type { AnyRecord } from '../../contract/records';

type Api = ReturnType<typeof createApi>;
type Book = { metadata: AnyRecord; data: Record<string, AnyRecord[]> };
let api: Api;

function data<T>(r: { success: true; data: T } | { success: false; error: { message: string } }) {
  if (!r.success) throw new Error(`expected success, got: ${r.error.message}`);
  return r.data;
}

async function exportedBook(): Promise<Book> {
  return JSON.parse(data(await api.exportDatabase()).json) as Book;
}

let base: Book;
beforeEach(async () => {
  api = createApi({ databaseName: freshDbName('safety'), backup: null });
  data(await api.init());
  base = await exportedBook();
});

/** A book with a root folder (id 1) and pages 2..n+1 under it, numbered ids as older files write. */
function numericTree(pages: number): AnyRecord[] {
  const root = { id: 1, parentId: null, name: 'Main Content', type: 'folder', position_in_list: 1 };
  const list = Array.from({ length: pages }, (_, i) => ({
    id: i + 2,
    parentId: 1,
    name: `Chapter ${i + 1}`,
    title: `Chapter ${i + 1}`,
    type: 'page',
    content: `<p>Text of chapter ${i + 1}</p>`,
    position_in_list: i + 1,
    mark_for_delete: 0,
  }));
  return [root, ...list];
}

async function importAndReexport(book: Book) {
  const report = data(await api.importBook(JSON.stringify(book)));
  const again = await exportedBook();
  const second = await api.importBook(JSON.stringify(again));
  expect(second.success).toBe(true);
  return report;
}

describe('numeric tree ids', () => {
  it('become text ids, so every page opens, and the book round-trips', async () => {
    base.data.tree_nodes = numericTree(3);
    await importAndReexport(base);
    const tree = data(await api.fetchTree());
    const pages = tree.filter((n) => n.type === 'page');
    expect(pages.map((p) => p.id).sort()).toEqual(['2', '3', '4']);
    for (const page of pages) {
      const node = data(await api.fetchNode(page.id));
      expect(node.content).toContain('Text of chapter');
      expect(node.parentId).toBe('1');
      expect(node.path).toBe(`1/${page.id}`);
    }
  });

  it('keeps notes attached to their page', async () => {
    base.data.tree_nodes = numericTree(1);
    base.data.notes = [{ uuid: 'n1', title: 'A note', content: '<p>x</p>', page_id: 2 }];
    await api.importBook(JSON.stringify(base));
    const notes = data(await api.notesByPage('2'));
    expect(notes.map((n) => n.title)).toEqual(['A note']);
  });
});

describe('values of the wrong type', () => {
  it('turns a numeric title into text and clears an object title, with notes', async () => {
    const fm = base.data.frontmatter?.[0] as AnyRecord;
    fm.title = 1984;
    fm.author = { first: 'George' };
    const report = await importAndReexport(base);
    const front = data(await api.fetchAll('frontmatter'))[0] as AnyRecord;
    expect(front.title).toBe('1984');
    expect(front.author).toBe('');
    expect(report.notes.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'entry 1 of frontmatter: title was the number 1984; it is kept as text',
        'entry 1 of frontmatter: author held something other than text and was cleared',
      ]),
    );
  });

  it('drops an id of 1e999 (Infinity) so the saved book opens again', async () => {
    const text = JSON.stringify(base).replace('"id":1,"uuid"', '"id":1e999,"uuid"');
    expect(text).toContain('1e999');
    const report = data(await api.importBook(text));
    expect(report.notes.some((n) => n.code === 'id_replaced')).toBe(true);
    const again = await exportedBook();
    expect(JSON.stringify(again)).not.toContain('"id": null');
    expect((await api.importBook(JSON.stringify(again))).success).toBe(true);
  });
});

describe('orphans and loops', () => {
  it('moves a page whose parent is missing under Main Content, saying so', async () => {
    const tree = numericTree(2);
    (tree[2] as AnyRecord).parentId = 17;
    base.data.tree_nodes = tree;
    const report = await importAndReexport(base);
    expect(report.notes.map((n) => n.message)).toContain(
      '“Chapter 2” (tree_nodes): parent 17 does not exist — moved under Main Content',
    );
    const moved = data(await api.fetchNode('3'));
    expect(moved.parentId).toBe('1');
  });

  it('breaks a parent loop so both pages are shown', async () => {
    const tree = numericTree(2);
    Object.assign(tree[1] as AnyRecord, { type: 'folder', parentId: 3 });
    Object.assign(tree[2] as AnyRecord, { type: 'folder', parentId: 2 });
    base.data.tree_nodes = tree;
    const report = await importAndReexport(base);
    expect(report.notes.some((n) => n.code === 'parent_cycle')).toBe(true);
    const nodes = data(await api.fetchTree());
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const n of nodes) {
      let cursor = n;
      for (let steps = 0; cursor.parentId !== null; steps += 1) {
        expect(steps).toBeLessThan(nodes.length);
        cursor = byId.get(cursor.parentId) as typeof n;
        expect(cursor).toBeDefined();
      }
    }
  });
});

describe('deep nesting', () => {
  it('rejects a 2,000-deep array with a complete message, and the open book still exports', async () => {
    const before = JSON.stringify((await exportedBook()).data.frontmatter);
    (base.data.labels?.[0] as AnyRecord).label = 'DEEP';
    const text = JSON.stringify(base).replace('"DEEP"', `${'['.repeat(2000)}1${']'.repeat(2000)}`);
    const result = await api.importBook(text);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.code).toBe('import_too_deep');
    expect(result.error.params).toMatchObject({ limit: 64 });
    expect(result.error.message).toMatch(
      /^The file is nested too deeply: data\.labels\[0\]\.label/,
    );
    expect(result.error.message).not.toMatch(/\{/);
    expect(JSON.stringify((await exportedBook()).data.frontmatter)).toBe(before);
  });
});

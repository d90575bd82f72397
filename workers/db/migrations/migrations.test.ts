import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { SCHEMA_VERSION } from '../../contract/constants';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { createDatabase } from '../database';
import { DbSession } from '../session';

/** Builds a database as app version `version` left it, seeds it, and closes it. */
async function seedAt(
  name: string,
  version: number,
  seed: Record<string, AnyRecord[]>,
): Promise<void> {
  const db = createDatabase(name, version);
  await db.open();
  for (const [table, rows] of Object.entries(seed)) await db.table(table).bulkAdd(rows);
  db.close();
}

async function upgradeTo(name: string, version: number) {
  const db = createDatabase(name, version);
  await db.open();
  return db;
}

const chapterHtml =
  '<p>It was a bright cold day in April, and the clocks were striking thirteen.</p><p>Second paragraph here.</p>';

describe('migration 1 → 2', () => {
  it('adds savedAt, creates back-matter tables and copies chapters into tree nodes', async () => {
    const name = freshDbName('m2');
    await seedAt(name, 1, {
      documents: [{ uuid: 'doc-1' }],
      current_document: [{ uuid: 'doc-1' }],
      folders: [{ folderId: 'f1', name: 'Part One', position_in_list: 1, documentId: 'doc-1' }],
      chapters: [
        {
          folderId: 'f1',
          title: 'Chapter B',
          content: '<p>two words</p>',
          position_in_list: 2,
          mark_for_delete: 0,
        },
        {
          folderId: 'f1',
          title: 'Chapter A',
          content: chapterHtml,
          position_in_list: 1,
          mark_for_delete: 0,
        },
        {
          folderId: 'missing',
          title: 'Loose',
          content: '<p>loose page</p>',
          position_in_list: 1,
          mark_for_delete: 0,
        },
      ],
    });
    const db = await upgradeTo(name, 2);
    expect((await db.table('documents').toArray())[0]).toMatchObject({
      uuid: 'doc-1',
      savedAt: null,
    });
    for (const t of [
      'acknowledgments',
      'author_bio',
      'glossary',
      'bibliography',
      'book_index',
      'afterword',
    ]) {
      expect(db.tables.map((x) => x.name)).toContain(t);
    }
    const nodes = (await db.table('tree_nodes').toArray()) as TreeNode[];
    const folder = nodes.find((n) => n.name === 'Part One');
    const a = nodes.find((n) => n.name === 'Chapter A');
    const loose = nodes.find((n) => n.name === 'Loose');
    expect(folder).toMatchObject({ type: 'folder', depth: 0, parentId: null });
    expect(a).toMatchObject({
      type: 'page',
      parentId: folder?.id,
      depth: 1,
      content: chapterHtml,
      documentId: 'doc-1',
    });
    expect(a?.path).toBe(`${folder?.id}/${a?.id}`);
    expect(a?.content_metrics.words).toBe(17);
    // A chapter whose folder is unknown lands under a Main Content root.
    const root = nodes.find((n) => n.id === loose?.parentId);
    expect(root).toMatchObject({ name: 'Main Content', type: 'folder' });
    db.close();
  });
});

describe('migration 2 → 3', () => {
  it('adds content_metrics to sections', async () => {
    const name = freshDbName('m3');
    await seedAt(name, 2, {
      prologue: [{ documentId: 'd', content: '<p>one two three</p>\n\n<p>four</p>' }],
      glossary: [{ documentId: 'd', content: '' }],
    });
    const db = await upgradeTo(name, 3);
    const prologue = (await db.table('prologue').toArray())[0];
    expect(prologue.content_metrics).toMatchObject({ words: 4, paragraphs: 2, readingTime: 1 });
    expect((await db.table('glossary').toArray())[0].content_metrics).toMatchObject({ words: 0 });
    db.close();
  });
});

describe('migration 3 → 4', () => {
  it('adds page_id null to notes and indexes it', async () => {
    const name = freshDbName('m4');
    await seedAt(name, 3, { notes: [{ uuid: 'n1', title: 'Idea', content: 'text' }] });
    const db = await upgradeTo(name, 4);
    expect((await db.table('notes').toArray())[0]).toMatchObject({ title: 'Idea', page_id: null });
    expect(db.table('notes').schema.indexes.map((i) => i.name)).toContain('page_id');
    db.close();
  });
});

describe('migration 4 → 5', () => {
  it('adds various to settings', async () => {
    const name = freshDbName('m5');
    await seedAt(name, 4, { app_settings: [{ documentId: 'd', font_size: 18 }] });
    const db = await upgradeTo(name, 5);
    expect((await db.table('app_settings').toArray())[0]).toMatchObject({
      font_size: 18,
      various: {},
    });
    db.close();
  });
});

describe('migration 5 → 6', () => {
  it('turns an old boolean auto-save into {enabled, interval: 5} and adds ebook_settings', async () => {
    const name = freshDbName('m6');
    await seedAt(name, 5, {
      app_settings: [
        { documentId: 'd', various: { autosave: false, other: 'kept' } },
        { documentId: 'e', various: {} },
        { documentId: 'f', various: { autosave: { enabled: true, interval: 12 } } },
      ],
    });
    const db = await upgradeTo(name, 6);
    const rows = await db.table('app_settings').toArray();
    expect(rows[0].various).toEqual({ autosave: { enabled: false, interval: 5 }, other: 'kept' });
    expect(rows[1].various.autosave).toEqual({ enabled: true, interval: 5 });
    expect(rows[2].various.autosave).toEqual({ enabled: true, interval: 12 });
    expect(db.tables.map((t) => t.name)).toContain('ebook_settings');
    db.close();
  });
});

describe('migration 6 → 7', () => {
  it('back-fills full metrics on tree nodes and sections, counting Chinese sensibly', async () => {
    const name = freshDbName('m7');
    await seedAt(name, 6, {
      tree_nodes: [
        {
          id: 'p1',
          documentId: 'd',
          parentId: null,
          name: 'P',
          type: 'page',
          position_in_list: 1,
          depth: 0,
          path: 'p1',
          title: 'P',
          content: '<p>我喜欢读书</p>',
          mark_for_delete: 0,
          content_metrics: { words: 1, characters: 5 },
        },
      ],
      epilogue: [{ documentId: 'd', content: '<p>The end.</p>', content_metrics: { words: 2 } }],
    });
    const db = await upgradeTo(name, 7);
    const node = await db.table('tree_nodes').get('p1');
    expect(node.content_metrics.words).toBeGreaterThan(1);
    expect(node.content_metrics).toHaveProperty('paragraphs', 1);
    expect(node.content_metrics).toHaveProperty('readingTime', 1);
    const epilogue = (await db.table('epilogue').toArray())[0];
    expect(epilogue.content_metrics).toMatchObject({ words: 2, characters: 8, paragraphs: 1 });
    db.close();
  });
});

describe('a v1 database opened by the app', () => {
  it('ends at the current version with the same text in tree_nodes, correct metrics and nothing lost', async () => {
    const name = freshDbName('v1-to-v7');
    await seedAt(name, 1, {
      documents: [{ uuid: 'doc-1', createdAt: '2020-01-01' }],
      current_document: [{ uuid: 'doc-1' }],
      frontmatter: [{ documentId: 'doc-1', title: 'Old Book', filename: 'Old-Book' }],
      chapters: [
        { title: 'One', content: chapterHtml, position_in_list: 1, mark_for_delete: 0 },
        { title: 'Two', content: '<p>Deux mots</p>', position_in_list: 2, mark_for_delete: 0 },
      ],
      characters: [
        {
          uuid: 'c1',
          name: 'Winston',
          documentId: 'doc-1',
          position_in_list: 1,
          mark_for_delete: 0,
        },
      ],
      notes: [{ uuid: 'n1', title: 'Note', content: 'keep me', documentId: 'doc-1' }],
      app_settings: [{ documentId: 'doc-1', font_size: 20 }],
    });
    const session = new DbSession(name, null);
    await session.open();
    const db = session.get();
    expect(db.verno).toBe(SCHEMA_VERSION);
    const pages = (await db.table('tree_nodes').toArray()).filter(
      (n: TreeNode) => n.type === 'page',
    );
    expect(pages.map((p: TreeNode) => p.content).sort()).toEqual(
      [chapterHtml, '<p>Deux mots</p>'].sort(),
    );
    const one = pages.find((p: TreeNode) => p.name === 'One') as TreeNode;
    expect(one.content_metrics).toMatchObject({ words: 17, paragraphs: 2, readingTime: 1 });
    expect(await db.table('frontmatter').toArray()).toMatchObject([{ title: 'Old Book' }]);
    expect(await db.table('characters').toArray()).toMatchObject([{ name: 'Winston' }]);
    expect(await db.table('notes').toArray()).toMatchObject([
      { content: 'keep me', page_id: null },
    ]);
    expect((await db.table('app_settings').toArray())[0]).toMatchObject({
      font_size: 20,
      various: { autosave: { enabled: true, interval: 5 } },
    });
    // The legacy rows stay where they were.
    expect(await db.table('chapters').count()).toBe(2);
    session.close();
  });
});

describe('migration 7 → 8 (the world kinds the spec only names)', () => {
  it('adds the five kinds with their tag and relation tables from every earlier version, keeping the data', async () => {
    for (let version = 1; version <= 7; version++) {
      const name = freshDbName(`m8-from-${version}`);
      await seedAt(name, version, {
        characters: [{ uuid: 'c1', name: 'Winston', position_in_list: 1, mark_for_delete: 0 }],
        locations: [{ uuid: 'l1', name: 'Airstrip One', position_in_list: 1, mark_for_delete: 0 }],
      });
      const db = await upgradeTo(name, 8);
      const tables = db.tables.map((t) => t.name);
      for (const kind of [
        'geography',
        'languages',
        'magic_technology',
        'politics_government',
        'religion_beliefs',
      ]) {
        expect(tables, `from v${version}`).toEqual(
          expect.arrayContaining([kind, `${kind}_tags`, `${kind}_rel`]),
        );
        expect(await db.table(kind).count()).toBe(0);
      }
      expect(await db.table('characters').toArray()).toMatchObject([{ name: 'Winston' }]);
      expect(await db.table('locations').toArray()).toMatchObject([{ name: 'Airstrip One' }]);
      // The new tables take records like the spec's world tables.
      await db.table('languages').add({ uuid: 'x', name: 'Newspeak', position_in_list: 1 });
      expect(await db.table('languages').where('position_in_list').equals(1).count()).toBe(1);
      db.close();
    }
  });
});

describe('migration 8 → 9 (include in export, section types)', () => {
  it('gives every tree node include_in_export true and section_type null from every earlier version, keeping the book', async () => {
    for (let version = 1; version <= 8; version++) {
      const name = freshDbName(`m9-from-${version}`);
      const seed: Record<string, AnyRecord[]> =
        version === 1
          ? {
              documents: [{ uuid: 'doc-1' }],
              current_document: [{ uuid: 'doc-1' }],
              chapters: [
                { title: 'One', content: chapterHtml, position_in_list: 1, mark_for_delete: 0 },
              ],
            }
          : {
              tree_nodes: [
                {
                  id: 'root',
                  documentId: 'doc-1',
                  parentId: null,
                  name: 'Main Content',
                  type: 'folder',
                  position_in_list: 1,
                  depth: 0,
                  path: 'root',
                  title: 'Main Content',
                  content: '',
                  mark_for_delete: 0,
                },
                {
                  id: 'p1',
                  documentId: 'doc-1',
                  parentId: 'root',
                  name: 'One',
                  type: 'page',
                  position_in_list: 1,
                  depth: 1,
                  path: 'root/p1',
                  title: 'One',
                  content: chapterHtml,
                  mark_for_delete: 0,
                  labelId: 'label-1',
                },
              ],
            };
      await seedAt(name, version, seed);
      const db = await upgradeTo(name, 9);
      const nodes = (await db.table('tree_nodes').toArray()) as TreeNode[];
      expect(nodes.length, `from v${version}`).toBeGreaterThan(0);
      for (const node of nodes) {
        expect(node, `from v${version}`).toMatchObject({
          include_in_export: true,
          section_type: null,
        });
      }
      const one = nodes.find((n) => n.name === 'One');
      expect(one?.content, `from v${version}`).toBe(chapterHtml);
      if (version > 1) expect(one?.labelId).toBe('label-1');
      db.close();
    }
  });

  it('keeps a value a node already has', async () => {
    const name = freshDbName('m9-kept');
    await seedAt(name, 8, {
      tree_nodes: [
        {
          id: 'f1',
          parentId: null,
          name: 'Deleted scenes',
          type: 'folder',
          position_in_list: 1,
          include_in_export: false,
          section_type: 'group',
        },
      ],
    });
    const db = await upgradeTo(name, 9);
    expect(await db.table('tree_nodes').get('f1')).toMatchObject({
      include_in_export: false,
      section_type: 'group',
    });
    db.close();
  });
});

/** Legacy and older-schema files brought to v7 tables. */
import { describe, expect, it } from 'vitest';
import { isUuidV4 } from '../../contract/ids';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { computeContentMetrics } from '../../core/content-metrics';
import { convertLegacy, convertToV7, legacyTree, unconvertedLegacyEntries } from './convert-legacy';
import { normaliseRecord, upgradeTables } from './upgrade-tables';

const ch1 = '<p>It was a bright cold day in April.</p><p>The clocks struck thirteen.</p>';
const ch2 = '<p>Second chapter.</p>';
const body1 = '<p>Body one has five words.</p>';
const body2 = '<h1>Heading</h1><p>and text</p>';

const nodesOf = (tables: Record<string, unknown>) => tables.tree_nodes as TreeNode[];

describe('legacy conversion', () => {
  const legacy = () => ({
    frontmatter: [{ title: 'Old Book', filename: 'Old-Book' }],
    chapters: [
      { title: 'Two', content: ch2, position_in_list: 5, folderId: null },
      { title: 'One', content: ch1, position_in_list: 2, folderId: null },
    ],
    body_content: [{ content: body1 }, { content: body2 }],
    characters: [{ name: 'Winston' }, { name: 'Julia', uuid: 'keep-me', position_in_list: 7 }],
    locations: [{ name: 'London', documentId: 'other' }],
  });

  it('turns chapters and body_content into pages under Main Content', () => {
    const out = convertLegacy(legacy());
    const nodes = nodesOf(out);
    const root = nodes.find((n) => n.type === 'folder');
    expect(root).toMatchObject({
      name: 'Main Content',
      parentId: null,
      depth: 0,
      position_in_list: 1,
    });
    expect(root?.path).toBe(root?.id);
    const pages = nodes
      .filter((n) => n.type === 'page')
      .sort((a, b) => a.position_in_list - b.position_in_list);
    expect(pages.map((p) => [p.name, p.position_in_list])).toEqual([
      ['One', 1],
      ['Two', 2],
      ['Page 6', 3],
      ['Page 7', 4],
    ]);
    expect(pages.map((p) => p.content)).toEqual([ch1, ch2, body1, body2]);
    for (const page of pages) {
      expect(page).toMatchObject({ parentId: root?.id, depth: 1, mark_for_delete: 0 });
      expect(page.path).toBe(`${root?.id}/${page.id}`);
      expect(page.content_metrics).toEqual(computeContentMetrics(page.content));
    }
    expect(pages[0]?.content_metrics).toMatchObject({ words: 12, paragraphs: 2, readingTime: 1 });
    expect(pages[3]?.content_metrics).toMatchObject({ words: 3, paragraphs: 2 });
    expect(out.body_content).toBeUndefined();
    expect(out.chapters).toBeUndefined();
  });

  it('lists the chapters and body_content entries that cannot become pages', () => {
    const root = { chapters: [{ title: 'A' }, null, [1]], body_content: ['x', { content: '' }] };
    expect(unconvertedLegacyEntries(root)).toEqual([
      { table: 'chapters', index: 1, message: 'Record is not an object' },
      { table: 'chapters', index: 2, message: 'Record is not an object' },
      { table: 'body_content', index: 0, message: 'Record is not an object' },
    ]);
    expect(unconvertedLegacyEntries({ ...root, tree_nodes: [{ id: 'x' }] })).toEqual([]);
  });

  it('creates documents, current_document and app_setup, and keeps front matter', () => {
    const out = convertLegacy(legacy());
    const [doc] = out.documents as AnyRecord[];
    expect(isUuidV4(doc?.uuid)).toBe(true);
    expect(doc).toMatchObject({ savedAt: null });
    expect((out.current_document as AnyRecord[])[0]?.uuid).toBe(doc?.uuid);
    expect(out.app_setup).toEqual([{ id: 1, version: '1.0.0', documentId: doc?.uuid }]);
    expect((out.frontmatter as AnyRecord[])[0]).toMatchObject({
      id: 1,
      title: 'Old Book',
      filename: 'Old-Book',
      documentId: doc?.uuid,
    });
    expect(nodesOf(out).every((n) => n.documentId === doc?.uuid)).toBe(true);
  });

  it('takes the document id from the file when it has one', () => {
    const out = convertLegacy({ ...legacy(), documents: [{ uuid: 'doc-7', createdAt: 'c' }] });
    expect(out.documents).toEqual([{ uuid: 'doc-7', createdAt: 'c' }]);
    expect((out.current_document as AnyRecord[])[0]).toMatchObject({ id: 1, uuid: 'doc-7' });
    expect((out.frontmatter as AnyRecord[])[0]?.documentId).toBe('doc-7');
    const existingSetup = convertLegacy({ ...legacy(), app_setup: [{ version: '0.9' }] });
    expect(existingSetup.app_setup).toEqual([{ version: '0.9' }]);
  });

  it('fills the missing fields of characters and locations', () => {
    const out = convertLegacy(legacy());
    const doc = (out.documents as AnyRecord[])[0]?.uuid;
    const [winston, julia] = out.characters as AnyRecord[];
    expect(isUuidV4(winston?.uuid)).toBe(true);
    expect(winston).toMatchObject({ documentId: doc, position_in_list: 1, mark_for_delete: 0 });
    expect(julia).toMatchObject({ uuid: 'keep-me', position_in_list: 7 });
    expect((out.locations as AnyRecord[])[0]).toMatchObject({ documentId: 'other' });
  });

  it('keeps chapters in their legacy folders', () => {
    const nodes = legacyTree(
      {
        folders: [{ folderId: 'f1', name: 'Part One', position_in_list: 1 }],
        chapters: [
          { title: 'B', content: ch2, position_in_list: 2, folderId: 'f1' },
          { title: 'A', content: ch1, position_in_list: 1, folderId: 'f1' },
        ],
      },
      'd',
    );
    const part = nodes.find((n) => n.name === 'Part One');
    const a = nodes.find((n) => n.name === 'A');
    expect(part).toMatchObject({ depth: 0, parentId: null });
    expect(a).toMatchObject({ parentId: part?.id, depth: 1, position_in_list: 1 });
    expect(a?.path).toBe(`${part?.id}/${a?.id}`);
  });

  it('gives a book without pages the first-run tree', () => {
    const nodes = legacyTree({ frontmatter: [{}] }, 'd');
    expect(nodes.map((n) => [n.name, n.depth])).toEqual([
      ['Main Content', 0],
      ['Page 1', 1],
    ]);
  });

  it('keeps existing tree nodes and then leaves body_content to be reported', () => {
    const tree = [{ id: 'x', type: 'page' }];
    const out = convertLegacy({ ...legacy(), tree_nodes: tree });
    expect(out.tree_nodes).toBe(tree);
    expect(out.body_content).toBeDefined();
  });
});

describe('older-schema new-format files', () => {
  it('get tree nodes from their chapters when they have no tree_nodes table', () => {
    const out = upgradeTables({
      current_document: [{ uuid: 'doc-1' }],
      chapters: [{ title: 'Only', content: ch1, position_in_list: 1 }],
    });
    const [root, page] = nodesOf(out);
    expect(root).toMatchObject({ name: 'Main Content', depth: 0 });
    expect(page).toMatchObject({ name: 'Only', depth: 1, documentId: 'doc-1', content: ch1 });
    expect(page?.content_metrics).toEqual(computeContentMetrics(ch1));
    expect(out.chapters).toHaveLength(1);
  });

  it('leave a file with a tree_nodes table (even empty) as it is', () => {
    const tables = { tree_nodes: [], chapters: [{ title: 'Only' }] };
    expect(upgradeTables(tables)).toBe(tables);
  });

  it('normalise records to v7', () => {
    expect(normaliseRecord('app_settings', { various: { autosave: false, x: 1 } })).toEqual({
      various: { autosave: { enabled: false, interval: 5 }, x: 1 },
    });
    expect(normaliseRecord('app_settings', { font_size: 3 })).toEqual({
      font_size: 3,
      various: { autosave: { enabled: true, interval: 5 } },
    });
    expect(normaliseRecord('notes', { title: 'n' })).toEqual({ title: 'n', page_id: null });
    expect(normaliseRecord('documents', { uuid: 'u' })).toEqual({ uuid: 'u', savedAt: null });
    expect(normaliseRecord('glossary', { documentId: 'd' })).toMatchObject({
      content: '',
      content_metrics: { words: 0, paragraphs: 0, readingTime: 0 },
    });
    const v12 = {
      id: 'p',
      content: '<p>x</p>',
      include_in_export: true,
      section_type: null,
      synopsis: '',
      status: null,
      pov_id: null,
      target_words: 0,
    };
    expect(normaliseRecord('tree_nodes', v12)).toBe(v12);
    // A node of an older file (v7) is included and typed by its place (v9), with no outline (v12).
    expect(normaliseRecord('tree_nodes', { id: 'p', content: '<p>x</p>' })).toEqual(v12);
    // A v9 node gets the outline's fields and keeps its own.
    const v9 = { id: 'p', content: '<p>x</p>', include_in_export: false, section_type: null };
    expect(normaliseRecord('tree_nodes', v9)).toEqual({ ...v12, include_in_export: false });
  });

  it('convertToV7 picks the conversion by format', () => {
    const detected = {
      tables: { chapters: [{ title: 'C', content: ch2 }], frontmatter: [{ title: 'T' }] },
      metadata: null,
      fileHandles: [],
      warnings: [],
    };
    expect(nodesOf(convertToV7({ ...detected, format: 'new' })).length).toBe(2);
    const legacy = convertToV7({ ...detected, format: 'legacy' });
    expect(legacy.documents).toHaveLength(1);
    expect(nodesOf(legacy).filter((n) => n.type === 'page')).toHaveLength(1);
  });
});

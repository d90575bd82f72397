/**
 * "Include in export" and the section types on the tree (issue 25): set through the tree's
 * handlers, kept in the book file (save → open), an older file without them opens with every
 * node included and typed by its place, and a left-out folder is gone from the assembled book.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createFacadeParts } from '../../api';
import { DEFAULT_EXPORT_CHOICES } from '../../contract/export';
import type { TreeNodeSummary } from '../../contract/records';
import { DbSession } from '../../db/session';
import { TreeCache } from '../../db/tree-cache';
import { assembleBook } from '../export/assemble/assemble-book';
import { TEXTS } from '../export/testing/sample-book';

let session: DbSession;
let parts: ReturnType<typeof createFacadeParts>;

beforeEach(async () => {
  session = new DbSession(freshDbName('export-structure'), null);
  parts = createFacadeParts(session);
  await parts.lifecycle.init();
});
afterEach(() => session.close());

async function bookWithDeletedScenes() {
  const tree = parts.tree;
  const nodes = await tree.fetchTree();
  const root = nodes.find((n) => n.parentId === null) as TreeNodeSummary;
  const page1 = nodes.find((n) => n.type === 'page') as TreeNodeSummary;
  const create = async (parentId: string, type: 'folder' | 'page', name: string) =>
    (await tree.createNode({ parentId, type, name }))[0]?.id as string;
  await tree.savePageContent(page1.id, '<p>Kept words.</p>');
  const drafts = await create(root.id, 'folder', 'Deleted scenes');
  const cut = await create(drafts, 'page', 'Cut');
  await tree.savePageContent(cut, '<p>Words cut from the book.</p>');
  return { root: root.id, page1: page1.id, drafts, cut };
}

const byId = async (id: string) => (await parts.tree.fetchTree()).find((n) => n.id === id);

describe('include in export and section types on the tree', () => {
  it('new nodes are included and typed by their place', async () => {
    const { drafts, cut } = await bookWithDeletedScenes();
    expect(await byId(drafts)).toMatchObject({ include_in_export: true, section_type: null });
    expect(await byId(cut)).toMatchObject({ include_in_export: true, section_type: null });
  });

  it('sets and clears both, refusing a type the node cannot have', async () => {
    const { drafts, cut } = await bookWithDeletedScenes();
    await parts.tree.setNodeIncludedInExport(drafts, false);
    expect((await byId(drafts))?.include_in_export).toBe(false);
    await parts.tree.setNodeSectionType(drafts, 'group');
    await parts.tree.setNodeSectionType(cut, 'scene');
    expect(await byId(drafts)).toMatchObject({ section_type: 'group' });
    expect(await byId(cut)).toMatchObject({ section_type: 'scene' });
    await expect(parts.tree.setNodeSectionType(cut, 'part')).rejects.toThrow();
    await parts.tree.setNodeSectionType(cut, null);
    expect((await byId(cut))?.section_type).toBeNull();
  });

  it('leaves a left-out folder, with its pages, out of the text and the contents', async () => {
    const { drafts } = await bookWithDeletedScenes();
    await parts.documents.updateFrontmatter({ title: 'Book', toc: true });
    await parts.tree.setNodeIncludedInExport(drafts, false);
    const cache = new TreeCache(session);
    const assemble = async (includeLeftOut: boolean) => {
      const assembly = await assembleBook(session.get(), await cache.list(), {
        choices: { ...structuredClone(DEFAULT_EXPORT_CHOICES), includeLeftOut },
        texts: TEXTS,
        language: 'en',
      });
      const out = [];
      for await (const part of assembly.parts()) out.push(part);
      return out;
    };
    const left = await assemble(false);
    const text = left.map((p) => `${p.title} ${p.html}`).join(' ');
    expect(text).toContain('Kept words.');
    expect(text).not.toContain('Deleted scenes');
    expect(text).not.toContain('Words cut');
    const toc = left.find((p) => p.kind === 'toc')?.toc ?? [];
    expect(toc.map((e) => e.title)).not.toContain('Deleted scenes');
    // This export takes them in after all.
    const all = await assemble(true);
    expect(all.map((p) => p.title)).toContain('Deleted scenes');
    expect(all.find((p) => p.kind === 'toc')?.toc?.map((e) => e.title)).toContain('Cut');
  });

  it('keeps both in the book file, and opens an older file with every node included', async () => {
    const { drafts, cut } = await bookWithDeletedScenes();
    await parts.tree.setNodeIncludedInExport(drafts, false);
    await parts.tree.setNodeSectionType(cut, 'unnumbered');
    const file = (await parts.importExport.exportDatabase()).json;
    const saved = JSON.parse(file) as { data: { tree_nodes: Array<Record<string, unknown>> } };
    expect(saved.data.tree_nodes.find((n) => n.id === drafts)).toMatchObject({
      include_in_export: false,
    });
    await parts.importExport.importBook(file, { clear: true });
    expect(await byId(drafts)).toMatchObject({ include_in_export: false, section_type: null });
    expect(await byId(cut)).toMatchObject({ include_in_export: true, section_type: 'unnumbered' });
    // A file of an older app: neither field; a type no node can have is dropped.
    for (const node of saved.data.tree_nodes) {
      delete node.include_in_export;
      delete node.section_type;
    }
    const cutNode = saved.data.tree_nodes.find((n) => n.id === cut);
    if (cutNode) cutNode.section_type = 'dragon';
    await parts.importExport.importBook(JSON.stringify(saved), { clear: true });
    expect(await byId(drafts)).toMatchObject({ include_in_export: true, section_type: null });
    expect(await byId(cut)).toMatchObject({ include_in_export: true, section_type: null });
  });
});

/**
 * 1 → 2: adds savedAt to documents, creates the back-matter tables and tree_nodes, and copies
 * the legacy folders and chapters into tree nodes (folders stay folders, chapters become pages).
 */
import type { Transaction } from 'dexie';
import { ROOT_FOLDER_NAME } from '../../contract/constants';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { newId } from './frozen/ids';
import { computeLegacyMetrics } from './frozen/legacy-metrics';
import type { SchemaStep } from './types';

const section = '++id, documentId, folderId';

type Key = string | number;
const keyOf = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v as Key);

/** Converts legacy folder and chapter records to tree nodes (pure; exported for tests). */
export function legacyToTreeNodes(
  folders: AnyRecord[],
  chapters: AnyRecord[],
  fallbackDocumentId: string,
): TreeNode[] {
  const nodes: TreeNode[] = [];
  const folderNode = new Map<string, TreeNode>();
  const sorted = (list: AnyRecord[]) =>
    [...list].sort((a, b) => Number(a.position_in_list ?? 0) - Number(b.position_in_list ?? 0));

  for (const f of sorted(folders)) {
    const node: TreeNode = {
      id: newId(),
      documentId: String(f.documentId ?? fallbackDocumentId),
      parentId: keyOf(f.parentId),
      name: String(f.name ?? f.title ?? ROOT_FOLDER_NAME),
      type: 'folder',
      position_in_list: Number(f.position_in_list ?? 0),
      depth: 0,
      path: '',
      title: String(f.name ?? f.title ?? ''),
      content: '',
      content_metrics: computeLegacyMetrics(''),
      mark_for_delete: f.mark_for_delete ? 1 : 0,
    };
    for (const k of [keyOf(f.folderId), keyOf(f.id)]) if (k) folderNode.set(k, node);
    nodes.push(node);
  }
  // Resolve folder parents to new ids.
  for (const node of nodes) {
    const parent = node.parentId ? folderNode.get(node.parentId) : undefined;
    node.parentId = parent && parent !== node ? parent.id : null;
  }

  // Chapters without a known folder go under a root "Main Content" folder (created if needed).
  let root: TreeNode | undefined = nodes.find(
    (n) => n.parentId === null && n.name === ROOT_FOLDER_NAME,
  );
  const ensureRoot = (documentId: string): TreeNode => {
    if (root) return root;
    root = {
      id: newId(),
      documentId,
      parentId: null,
      name: ROOT_FOLDER_NAME,
      type: 'folder',
      position_in_list: 1,
      depth: 0,
      path: '',
      title: ROOT_FOLDER_NAME,
      content: '',
      content_metrics: computeLegacyMetrics(''),
      mark_for_delete: 0,
    };
    nodes.unshift(root);
    return root;
  };

  for (const c of sorted(chapters)) {
    const documentId = String(c.documentId ?? fallbackDocumentId);
    const folderKey = keyOf(c.folderId) ?? keyOf(c.parentId);
    const parent = (folderKey && folderNode.get(folderKey)) || ensureRoot(documentId);
    const content = typeof c.content === 'string' ? c.content : '';
    const title = String(c.title ?? c.name ?? '');
    nodes.push({
      id: newId(),
      documentId,
      parentId: parent.id,
      name: title,
      type: 'page',
      position_in_list: Number(c.position_in_list ?? 0),
      depth: 0,
      path: '',
      title,
      content,
      content_metrics: computeLegacyMetrics(content),
      mark_for_delete: c.mark_for_delete ? 1 : 0,
    });
  }
  return withDepthAndPaths(nodes);
}

/** Recomputes depth and path for every node from its parent chain (cycles are cut at the root). */
export function withDepthAndPaths(nodes: TreeNode[]): TreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const node of nodes) {
    const chain: string[] = [node.id];
    const seen = new Set(chain);
    let cursor = node.parentId ? byId.get(node.parentId) : undefined;
    while (cursor && !seen.has(cursor.id)) {
      chain.unshift(cursor.id);
      seen.add(cursor.id);
      cursor = cursor.parentId ? byId.get(cursor.parentId) : undefined;
    }
    if (cursor) node.parentId = null; // a cycle: make the node a root
    node.depth = chain.length - 1;
    node.path = chain.join('/');
  }
  return nodes;
}

export const v002: SchemaStep = {
  version: 2,
  slug: 'tree-and-back-matter',
  stores: {
    acknowledgments: section,
    author_bio: section,
    glossary: section,
    bibliography: section,
    book_index: section,
    afterword: section,
    tree_nodes: 'id, documentId, parentId, type, depth, position_in_list, mark_for_delete, path',
  },
  upgrade: async (tx: Transaction) => {
    await tx
      .table('documents')
      .toCollection()
      .modify((d: AnyRecord) => {
        if (d.savedAt === undefined) d.savedAt = null;
      });
    const current = (await tx.table('current_document').toCollection().first()) as
      | AnyRecord
      | undefined;
    const firstDoc = (await tx.table('documents').toCollection().first()) as AnyRecord | undefined;
    const documentId = String(current?.uuid ?? firstDoc?.uuid ?? '');
    const folders = (await tx.table('folders').toArray()) as AnyRecord[];
    const chapters = (await tx.table('chapters').toArray()) as AnyRecord[];
    if (chapters.length === 0 && folders.length === 0) return;
    await tx.table('tree_nodes').bulkAdd(legacyToTreeNodes(folders, chapters, documentId));
  },
};

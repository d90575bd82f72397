/**
 * The book tree of an imported file made whole: every node has a unique text id (numeric ids
 * become the same digits as text, so the worker's look-ups find them), the book has a top
 * folder, a node whose parent is missing or is a page — or whose parents form a loop — is moved
 * under that folder (last in it), and depth and path are recomputed from the parents.
 */
import { ROOT_FOLDER_NAME } from '../../contract/constants';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { plainTextOf } from '../../core/clean-fields';
import { computeContentMetrics } from '../../core/content-metrics';
import { newId } from '../../core/ids';
import { withDepthAndPaths } from '../../db/migrations/v002-tree-and-back-matter';
import type { ImportNotes } from './import-notes';
import { isObject } from './upgrade-tables';

const TABLE = 'tree_nodes';

type Node = AnyRecord & { id: string; parentId: string | null };

/** Unique text ids: numbers become text, anything else (or a repeated id) a new id. */
function withUniqueIds(rows: unknown[], notes: ImportNotes): Array<Node | unknown> {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    if (!isObject(row)) return row;
    const raw = row.id;
    // An id the store would change (markup is cleaned out of every text field) cannot be used:
    // the node would be stored under another id than its children name.
    let id =
      typeof raw === 'string' && raw !== '' && plainTextOf(raw, false) === raw
        ? raw
        : typeof raw === 'number' && Number.isFinite(raw)
          ? String(raw)
          : null;
    if (id === null || seen.has(id)) {
      notes.addFor({ table: TABLE, index, record: row }, 'id_replaced', {
        value: typeof raw === 'string' || typeof raw === 'number' ? String(raw) : typeof raw,
      });
      id = newId();
    }
    seen.add(id);
    const parentId = typeof row.parentId === 'string' && row.parentId !== '' ? row.parentId : null;
    return { ...row, id, parentId } as Node;
  });
}

function newRootFolder(documentId: unknown): Node {
  return {
    id: newId(),
    documentId: typeof documentId === 'string' ? documentId : '',
    parentId: null,
    name: ROOT_FOLDER_NAME,
    type: 'folder',
    position_in_list: 0,
    depth: 0,
    path: '',
    title: ROOT_FOLDER_NAME,
    content: '',
    content_metrics: computeContentMetrics(''),
    mark_for_delete: 0,
  };
}

const isActiveFolder = (n: Node) => n.type === 'folder' && n.mark_for_delete !== 1;

/** The folder that takes in moved nodes: "Main Content" at the top, else the first top folder. */
function findRoot(nodes: Node[]): Node | undefined {
  const top = nodes.filter((n) => n.parentId === null && isActiveFolder(n));
  return top.find((n) => n.name === ROOT_FOLDER_NAME) ?? top[0];
}

/**
 * A "Main Content" folder whose parent does not exist, when the book has no top folder: it is
 * the book's root with a stale parent, and becomes the top folder again.
 */
function orphanedRoot(nodes: Node[], byId: Map<string, Node>): Node | undefined {
  const found = nodes.find(
    (n) =>
      isActiveFolder(n) &&
      n.name === ROOT_FOLDER_NAME &&
      n.parentId !== null &&
      !byId.has(n.parentId),
  );
  if (found) found.parentId = null;
  return found;
}

/** Normalises the tree_nodes table of an import; other entries are left for staging. */
export function normaliseTree(rows: unknown[], notes: ImportNotes): unknown[] {
  const entries = withUniqueIds(rows, notes);
  const nodes = entries.filter((e): e is Node => isObject(e));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const indexOf = new Map(entries.map((e, i) => [e, i]));
  let root = findRoot(nodes) ?? orphanedRoot(nodes, byId);
  const added: Node[] = [];
  const rootNode = (): Node => {
    if (!root) {
      root = newRootFolder(nodes[0]?.documentId);
      byId.set(root.id, root);
      added.push(root);
      notes.add('root_added', { root: ROOT_FOLDER_NAME });
    }
    return root;
  };
  let lastPosition: number | null = null;
  const moveUnderRoot = (
    node: Node,
    code: 'parent_missing' | 'parent_is_page' | 'parent_cycle',
  ) => {
    const target = rootNode();
    const ref = { table: TABLE, index: indexOf.get(node) ?? 0, record: node };
    notes.addFor(ref, code, { parent: String(node.parentId), root: String(target.name) });
    lastPosition ??= nodes.reduce(
      (m, n) => (n.parentId === target.id ? Math.max(m, Number(n.position_in_list) || 0) : m),
      0,
    );
    lastPosition += 1;
    node.parentId = target.id;
    node.position_in_list = lastPosition;
  };

  for (const node of nodes) {
    if (node.parentId === null) continue;
    const parent = byId.get(node.parentId);
    if (!parent) moveUnderRoot(node, 'parent_missing');
    else if (parent.type === 'page') moveUnderRoot(node, 'parent_is_page');
  }
  // Loops: walk up from each node; a node met twice on one walk is moved under the root.
  const settled = new Set<Node>();
  for (const start of nodes) {
    const chain = new Set<Node>();
    let cursor: Node | undefined = start;
    while (cursor && !settled.has(cursor)) {
      if (chain.has(cursor)) {
        moveUnderRoot(cursor, 'parent_cycle');
        break;
      }
      chain.add(cursor);
      cursor = cursor.parentId === null ? undefined : byId.get(cursor.parentId);
    }
    for (const n of chain) settled.add(n);
  }
  if (!nodes.some((n) => n.parentId === null && n.mark_for_delete !== 1)) rootNode();
  withDepthAndPaths([...added, ...nodes] as unknown as TreeNode[]);
  return [...added, ...entries];
}

/**
 * Pure operations on the book tree (folders and pages). Each returns the nodes it changed, with
 * position_in_list (1-based among active siblings), depth and path kept consistent.
 */

import { AppError } from '../contract/errors';
import { OUTLINE_DEFAULTS } from '../contract/outline';
import type { TreeNode, TreeNodeType } from '../contract/records';
import { emptyMetrics } from './content-metrics';

const active = (n: Pick<TreeNode, 'mark_for_delete'>) => n.mark_for_delete !== 1;
const byPosition = (a: Pick<TreeNode, 'position_in_list'>, b: Pick<TreeNode, 'position_in_list'>) =>
  a.position_in_list - b.position_in_list;

export function childrenOf(nodes: TreeNode[], parentId: string | null): TreeNode[] {
  return nodes.filter((n) => n.parentId === parentId && active(n)).sort(byPosition);
}

/** Renumbers a sibling list from 1, returning only nodes whose position changed. */
function renumber(list: TreeNode[]): TreeNode[] {
  const changed: TreeNode[] = [];
  list.forEach((n, i) => {
    if (n.position_in_list !== i + 1) changed.push({ ...n, position_in_list: i + 1 });
  });
  return changed;
}

function pathFor(parent: TreeNode | undefined, id: string): { depth: number; path: string } {
  return parent
    ? { depth: parent.depth + 1, path: `${parent.path}/${id}` }
    : { depth: 0, path: id };
}

export interface NewNodeInput {
  id: string;
  documentId: string;
  parentId: string | null;
  type: TreeNodeType;
  name: string;
  /** 1-based; defaults to the end. */
  position?: number;
}

/** Creates a node under a parent; returns the new node and the renumbered siblings. */
export function createNode(nodes: TreeNode[], input: NewNodeInput): TreeNode[] {
  const parent = input.parentId ? nodes.find((n) => n.id === input.parentId) : undefined;
  if (input.parentId && !(parent?.type === 'folder' && active(parent))) {
    throw new AppError('record_not_found', { id: String(input.parentId), table: 'tree_nodes' });
  }
  const siblings = childrenOf(nodes, input.parentId);
  const index = clampIndex(input.position, siblings.length);
  const node: TreeNode = {
    id: input.id,
    documentId: input.documentId,
    parentId: input.parentId,
    name: input.name,
    title: input.name,
    type: input.type,
    position_in_list: index + 1,
    ...pathFor(parent, input.id),
    content: '',
    content_metrics: emptyMetrics(),
    mark_for_delete: 0,
    include_in_export: true,
    section_type: null,
    ...OUTLINE_DEFAULTS,
  };
  siblings.splice(index, 0, node);
  const changed = renumber(siblings).filter((n) => n.id !== node.id);
  return [node, ...changed];
}

function clampIndex(position: number | undefined, length: number): number {
  if (position === undefined || !Number.isFinite(position)) return length;
  return Math.min(Math.max(Math.round(position) - 1, 0), length);
}

export function descendantsOf(nodes: TreeNode[], node: TreeNode): TreeNode[] {
  const prefix = `${node.path}/`;
  return nodes.filter((n) => n.path.startsWith(prefix));
}

/**
 * Moves a node (with its subtree) under a new parent at a 1-based position (clamped).
 * Refuses to move a node into itself or its own descendants.
 */
export function moveNode(
  nodes: TreeNode[],
  id: string,
  newParentId: string | null,
  position?: number,
): TreeNode[] {
  const node = nodes.find((n) => n.id === id);
  if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
  const parent = newParentId ? nodes.find((n) => n.id === newParentId) : undefined;
  if (newParentId && parent?.type !== 'folder') {
    throw new AppError('record_not_found', { id: String(newParentId), table: 'tree_nodes' });
  }
  if (parent && (parent.id === id || parent.path.startsWith(`${node.path}/`))) {
    throw new AppError('invalid_argument', { reason: 'a folder cannot be moved into itself' });
  }
  const changed = new Map<string, TreeNode>();
  const put = (n: TreeNode) => changed.set(n.id, { ...(changed.get(n.id) ?? {}), ...n });

  const oldSiblings = childrenOf(nodes, node.parentId).filter((n) => n.id !== id);
  const newSiblings = node.parentId === newParentId ? oldSiblings : childrenOf(nodes, newParentId);
  const moved: TreeNode = { ...node, parentId: newParentId, ...pathFor(parent, id) };
  newSiblings.splice(clampIndex(position, newSiblings.length), 0, moved);
  if (node.parentId !== newParentId) for (const n of renumber(oldSiblings)) put(n);
  newSiblings.forEach((n, i) => {
    if (n.id === id || n.position_in_list !== i + 1) put({ ...n, position_in_list: i + 1 });
  });
  // Re-root the subtree's paths and depths.
  const depthShift = moved.depth - node.depth;
  for (const d of descendantsOf(nodes, node)) {
    put({
      ...d,
      path: moved.path + d.path.slice(node.path.length),
      depth: d.depth + depthShift,
    });
  }
  return [...changed.values()];
}

/** Soft-deletes a node and its subtree, renumbering the remaining siblings. */
export function softDeleteNode(nodes: TreeNode[], id: string): TreeNode[] {
  const node = nodes.find((n) => n.id === id);
  if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
  const marked = [node, ...descendantsOf(nodes, node)].map((n) => ({
    ...n,
    mark_for_delete: 1 as const,
  }));
  const siblings = childrenOf(nodes, node.parentId).filter((n) => n.id !== id);
  return [...marked, ...renumber(siblings)];
}

/**
 * Restores a soft-deleted node and its subtree at the end of its parent; when the parent is
 * itself deleted or gone, under the first root folder (or as a root).
 */
export function restoreNode(nodes: TreeNode[], id: string): TreeNode[] {
  const node = nodes.find((n) => n.id === id);
  if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
  const parent = node.parentId ? nodes.find((n) => n.id === node.parentId) : undefined;
  let targetParent: TreeNode | undefined = parent && active(parent) ? parent : undefined;
  if (!targetParent && node.parentId) {
    targetParent = childrenOf(nodes, null).find((n) => n.type === 'folder' && n.id !== id);
  }
  const unmarked = nodes.map((n) =>
    n.id === id || n.path.startsWith(`${node.path}/`) ? { ...n, mark_for_delete: 0 as const } : n,
  );
  const siblings = childrenOf(unmarked, targetParent?.id ?? null).filter((n) => n.id !== id);
  const moved = moveNode(
    unmarked.map((n) => (n.id === id ? { ...n, position_in_list: Number.MAX_SAFE_INTEGER } : n)),
    id,
    targetParent?.id ?? null,
    siblings.length + 1,
  );
  const movedIds = new Set(moved.map((n) => n.id));
  const restoredRest = unmarked
    .filter((n) => n.path.startsWith(`${node.path}/`) && !movedIds.has(n.id))
    .map((n) => ({ ...n, mark_for_delete: 0 as const }));
  return [...moved.map((n) => ({ ...n, mark_for_delete: 0 as const })), ...restoredRest];
}

/** Pages in reading order (depth-first by position), skipping deleted nodes. */
export function pagesInReadingOrder<N extends Omit<TreeNode, 'content'>>(nodes: N[]): N[] {
  const out: N[] = [];
  const byParent = new Map<string | null, N[]>();
  for (const n of nodes) {
    if (!active(n)) continue;
    const list = byParent.get(n.parentId) ?? [];
    list.push(n);
    byParent.set(n.parentId, list);
  }
  const walk = (parentId: string | null) => {
    for (const n of (byParent.get(parentId) ?? []).sort(byPosition)) {
      if (n.type === 'page') out.push(n);
      walk(n.id);
    }
  };
  walk(null);
  return out;
}

/**
 * The manuscript's part of the book: folders and pages in reading order (depth-first by
 * position, deleted nodes and everything under them left out), each at its heading level.
 * A single root folder (the template's "Main Content") only holds the book: its children are
 * level 1. Otherwise the roots themselves are level 1.
 */
import type { TreeNodeSummary } from '../../../contract/records';

export interface OutlineEntry {
  kind: 'folder' | 'page';
  node: TreeNodeSummary;
  /** 1 = top level. Pages are level 1 when folders are not headings. */
  level: number;
}

const byPosition = (a: TreeNodeSummary, b: TreeNodeSummary) =>
  a.position_in_list - b.position_in_list;

export function bookOutline(
  nodes: readonly TreeNodeSummary[],
  folderHeadings: boolean,
): OutlineEntry[] {
  const byParent = new Map<string | null, TreeNodeSummary[]>();
  for (const node of nodes) {
    if (node.mark_for_delete === 1) continue;
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  for (const list of byParent.values()) list.sort(byPosition);
  const out: OutlineEntry[] = [];
  const walk = (parentId: string | null, level: number) => {
    for (const node of byParent.get(parentId) ?? []) {
      if (node.type === 'page') {
        out.push({ kind: 'page', node, level: folderHeadings ? level : 1 });
        continue;
      }
      if (folderHeadings) out.push({ kind: 'folder', node, level });
      walk(node.id, level + 1);
    }
  };
  const roots = byParent.get(null) ?? [];
  const container = roots.length === 1 && roots[0]?.type === 'folder' ? roots[0] : null;
  if (container) walk(container.id, 1);
  else walk(null, 1);
  return out;
}

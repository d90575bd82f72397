/**
 * Where New page / New folder put the new node: inside the selected folder (at its end), just
 * after the selected page, or with nothing selected a page goes at the end of the last top-level
 * folder and a folder at the end of the top level.
 */
import { childrenIn, type TreeIndex, type TreeItem } from './flatten-tree';

export interface NewNodePlace {
  parentId: string | null;
  /** 1-based; absent means the end. */
  position?: number;
}

export function newNodePlace(
  index: TreeIndex,
  selectedId: string | null,
  type: TreeItem['type'],
): NewNodePlace {
  const selected = selectedId ? index.byId.get(selectedId) : undefined;
  if (selected && selected.mark_for_delete !== 1) {
    if (selected.type === 'folder') return { parentId: selected.id };
    const at = childrenIn(index, selected.parentId).findIndex((n) => n.id === selected.id);
    return { parentId: selected.parentId, position: at + 2 };
  }
  if (type === 'folder') return { parentId: null };
  const folders = childrenIn(index, null).filter((n) => n.type === 'folder');
  return { parentId: folders.at(-1)?.id ?? null };
}

/** How many active pages the book has (for the default name "Page N"). */
export function pageCount(index: TreeIndex): number {
  let count = 0;
  for (const n of index.byId.values()) if (n.type === 'page' && n.mark_for_delete !== 1) count++;
  return count;
}

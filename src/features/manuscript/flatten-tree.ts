/**
 * Pure book-tree helpers: an index of active children, the tree flattened to visible rows,
 * the recently deleted roots, and the {parentId, position} targets of drops and keyboard moves.
 * Positions are 1-based among the active siblings without the moved node (as `moveNode` takes).
 */
import type { SectionType } from '../../../workers/contract/book-structure';

export interface TreeItem {
  id: string;
  parentId: string | null;
  name: string;
  type: 'folder' | 'page';
  position_in_list: number;
  mark_for_delete: 0 | 1;
  labelId?: string | null;
  include_in_export?: boolean;
  section_type?: SectionType | null;
}

export interface TreeIndex<T extends TreeItem = TreeItem> {
  /** Every node, deleted ones included. */
  byId: ReadonlyMap<string, T>;
  /** Active children of each parent (null: the top level), in position order. */
  children: ReadonlyMap<string | null, readonly T[]>;
}

export interface FlatRow {
  id: string;
  parentId: string | null;
  name: string;
  type: 'folder' | 'page';
  /** 1-based, as aria-level. */
  level: number;
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  /** Folders only; pages are never expanded. */
  expanded: boolean;
  /** The colour label's uuid, when the node has one. */
  labelId: string | null;
  /** How the label shows: its colour and its name (set by the view from the book's labels). */
  labelColor?: string;
  labelText?: string;
  /** Left out of exports ("Include in export" off); absent: included. */
  leftOut?: true;
  /** The section type the author chose (absent: by its place in the book). */
  sectionType?: SectionType;
}

export interface MoveTarget {
  parentId: string | null;
  position: number;
}

export type DropPlacement = 'before' | 'inside' | 'after';
export type MoveDirection = 'up' | 'down' | 'indent' | 'outdent';

const NONE: readonly never[] = [];

const indexes = new WeakMap<readonly TreeItem[], TreeIndex<TreeItem>>();

/** The index of `nodes`, built once per array (every view of the same nodes shares it). */
export function treeIndexOf<T extends TreeItem>(nodes: readonly T[]): TreeIndex<T> {
  let index = indexes.get(nodes) as TreeIndex<T> | undefined;
  if (!index) {
    index = buildTreeIndex(nodes);
    indexes.set(nodes, index as TreeIndex<TreeItem>);
  }
  return index;
}

export function buildTreeIndex<T extends TreeItem>(nodes: readonly T[]): TreeIndex<T> {
  const byId = new Map<string, T>();
  const children = new Map<string | null, T[]>();
  for (const n of nodes) {
    byId.set(n.id, n);
    if (n.mark_for_delete === 1) continue;
    const list = children.get(n.parentId);
    if (list) list.push(n);
    else children.set(n.parentId, [n]);
  }
  for (const list of children.values())
    list.sort((a, b) => a.position_in_list - b.position_in_list);
  return { byId, children };
}

export function childrenIn<T extends TreeItem>(index: TreeIndex<T>, parentId: string | null) {
  return index.children.get(parentId) ?? NONE;
}

/**
 * Visible rows in reading order: a collapsed folder hides its subtree. With `only`, nodes not in
 * it are left out (a label filter: see {@link labelledNodes}).
 */
export function flattenTree(
  index: TreeIndex,
  collapsed: ReadonlySet<string>,
  only?: ReadonlySet<string>,
): FlatRow[] {
  const rows: FlatRow[] = [];
  const walk = (parentId: string | null, level: number) => {
    const all = childrenIn(index, parentId);
    const list = only ? all.filter((n) => only.has(n.id)) : all;
    list.forEach((n, i) => {
      const hasChildren = only
        ? childrenIn(index, n.id).some((c) => only.has(c.id))
        : childrenIn(index, n.id).length > 0;
      const expanded = n.type === 'folder' && !collapsed.has(n.id);
      rows.push({
        id: n.id,
        parentId: n.parentId,
        name: n.name,
        type: n.type,
        level,
        posInSet: i + 1,
        setSize: list.length,
        hasChildren,
        expanded,
        labelId: n.labelId ?? null,
        ...(n.include_in_export === false ? { leftOut: true as const } : {}),
        ...(n.section_type ? { sectionType: n.section_type } : {}),
      });
      if (expanded && hasChildren) walk(n.id, level + 1);
    });
  };
  walk(null, 1);
  return rows;
}

/**
 * What a label filter shows: the active nodes with the label, what lies inside a labelled
 * folder, and the folders above them (so the structure around them stays readable).
 */
export function labelledNodes(index: TreeIndex, labelId: string): Set<string> {
  const out = new Set<string>();
  const addSubtree = (id: string) => {
    out.add(id);
    for (const child of childrenIn(index, id)) addSubtree(child.id);
  };
  for (const n of index.byId.values()) {
    if (n.mark_for_delete === 1 || n.labelId !== labelId) continue;
    addSubtree(n.id);
    for (const id of ancestorIds(index, n.id)) out.add(id);
  }
  return out;
}

/** Soft-deleted nodes whose parent is not deleted too (the roots of deleted subtrees). */
export function deletedRoots<T extends TreeItem>(index: TreeIndex<T>): T[] {
  const out: T[] = [];
  for (const n of index.byId.values()) {
    if (n.mark_for_delete !== 1) continue;
    const parent = n.parentId === null ? undefined : index.byId.get(n.parentId);
    if (parent?.mark_for_delete !== 1) out.push(n);
  }
  return out;
}

/** The ids of a node's ancestors, nearest first. */
export function ancestorIds(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  let parentId = index.byId.get(id)?.parentId ?? null;
  while (parentId !== null && !out.includes(parentId)) {
    out.push(parentId);
    parentId = index.byId.get(parentId)?.parentId ?? null;
  }
  return out;
}

/** True when `id` is `rootId` or lies inside it. */
export function isWithin(index: TreeIndex, id: string, rootId: string): boolean {
  return id === rootId || ancestorIds(index, id).includes(rootId);
}

/** A node's 1-based position among its active siblings (0 when not found). */
export function positionOf(index: TreeIndex, id: string): number {
  const node = index.byId.get(id);
  if (!node) return 0;
  return childrenIn(index, node.parentId).findIndex((n) => n.id === id) + 1;
}

/** Where on a row (0 = top edge, 1 = bottom edge) a drop lands. */
export function placementAt(ratio: number, type: TreeItem['type']): DropPlacement {
  if (type === 'page') return ratio < 0.4 ? 'before' : 'after';
  if (ratio < 0.3) return 'before';
  return ratio > 0.7 ? 'after' : 'inside';
}

const without = (index: TreeIndex, parentId: string | null, id: string) =>
  childrenIn(index, parentId).filter((n) => n.id !== id);

/**
 * The move a drop of `activeId` before, inside or after the row `overId` stands for; null when
 * the drop is impossible (onto itself, into its own subtree, into a page).
 */
export function dropTarget(
  index: TreeIndex,
  collapsed: ReadonlySet<string>,
  activeId: string,
  overId: string,
  placement: DropPlacement,
): MoveTarget | null {
  const over = index.byId.get(overId);
  if (!over || !index.byId.has(activeId) || isWithin(index, overId, activeId)) return null;
  if (placement === 'inside') {
    if (over.type !== 'folder') return null;
    return { parentId: over.id, position: without(index, over.id, activeId).length + 1 };
  }
  if (placement === 'after' && over.type === 'folder' && !collapsed.has(over.id)) {
    // Just below an open folder with rows showing: its first child.
    if (without(index, over.id, activeId).length > 0) return { parentId: over.id, position: 1 };
  }
  const siblings = without(index, over.parentId, activeId);
  const at = siblings.findIndex((n) => n.id === overId);
  return { parentId: over.parentId, position: at + (placement === 'after' ? 2 : 1) };
}

/** The target of Move up / Move down / Indent / Outdent; null at the edges. */
export function keyboardMoveTarget(
  index: TreeIndex,
  id: string,
  direction: MoveDirection,
): MoveTarget | null {
  const node = index.byId.get(id);
  if (!node || node.mark_for_delete === 1) return null;
  const siblings = childrenIn(index, node.parentId);
  const at = siblings.findIndex((n) => n.id === id);
  if (at < 0) return null;
  switch (direction) {
    case 'up':
      return at > 0 ? { parentId: node.parentId, position: at } : null;
    case 'down':
      return at < siblings.length - 1 ? { parentId: node.parentId, position: at + 2 } : null;
    case 'indent': {
      const previous = siblings[at - 1];
      if (previous?.type !== 'folder') return null;
      return { parentId: previous.id, position: childrenIn(index, previous.id).length + 1 };
    }
    case 'outdent': {
      const parent = node.parentId === null ? undefined : index.byId.get(node.parentId);
      if (!parent) return null;
      const after = childrenIn(index, parent.parentId).findIndex((n) => n.id === parent.id);
      return { parentId: parent.parentId, position: after + 2 };
    }
  }
}

/** True when the move would leave the node where it is. */
export function isNoopMove(index: TreeIndex, id: string, target: MoveTarget): boolean {
  const node = index.byId.get(id);
  return node?.parentId === target.parentId && positionOf(index, id) === target.position;
}

/** How many pages and folders lie (at any depth) inside `id`, deleted ones left out. */
export function contentsOf(index: TreeIndex, id: string): { pages: number; folders: number } {
  let pages = 0;
  let folders = 0;
  const stack = [...childrenIn(index, id)];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'folder') {
      folders += 1;
      stack.push(...childrenIn(index, node.id));
    } else pages += 1;
  }
  return { pages, folders };
}

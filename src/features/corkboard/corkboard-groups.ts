/**
 * The corkboard's groups (issue 30), pure: a folder's own cards first, then each folder under
 * it (in book order) with its cards — the items the outline lists, each under its folder. A
 * card moves among the cards of its group, which is a move among the folder's children.
 */
import type { OutlineItem } from '../outline';

export interface CorkboardGroup {
  /** The folder the cards belong to (null: the manuscript's top level). */
  parentId: string | null;
  name: string;
  /** Depth under the corkboard's folder: 0 for its own cards. */
  depth: number;
  cards: OutlineItem[];
}

/** The groups of the items under `scopeId` (items in book order, as buildOutline lists them). */
export function corkboardGroups(
  items: readonly OutlineItem[],
  scopeId: string | null,
  scopeName: string,
): CorkboardGroup[] {
  const own: CorkboardGroup = { parentId: scopeId, name: scopeName, depth: 0, cards: [] };
  const groups = new Map<string | null, CorkboardGroup>([[scopeId, own]]);
  const ordered: CorkboardGroup[] = [own];
  for (const item of items) {
    groups.get(item.parentId)?.cards.push(item);
    if (item.type === 'folder') {
      const group = { parentId: item.id, name: item.name, depth: item.depth + 1, cards: [] };
      groups.set(item.id, group);
      ordered.push(group);
    }
  }
  return ordered.filter((g) => g.cards.length > 0);
}

/**
 * Where a card lands when dropped on the place of `overId` (the tree's move: a 1-based
 * position among the group's cards without the moved one); null when it stays.
 */
export function cardMoveTarget(
  group: CorkboardGroup,
  activeId: string,
  overId: string,
): { parentId: string | null; position: number } | null {
  const ids = group.cards.map((c) => c.id);
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return { parentId: group.parentId, position: to + 1 };
}

/**
 * "Go to" (the quick switcher, Ctrl/Cmd+P): finds pages and folders by name from the tree cache
 * (no page text is read), then atlas records and notes by name. Names that start with the text
 * come before names that only contain it.
 */
import { ATLAS_KINDS, nameField } from '../../contract/atlas';
import type { GoToTarget } from '../../contract/go-to';
import type { AnyRecord, TreeNodeSummary } from '../../contract/records';
import { typedTable } from '../../db/database';
import type { DbSession } from '../../db/session';
import type { TreeCache } from '../../db/tree-cache';

/** The most a search answers (a list to pick from, not a report). */
export const GO_TO_LIMIT = 30;

/** 0 when the name starts with the needle, 1 when it contains it, -1 when it does not match. */
function rank(name: string, needle: string): number {
  if (!needle) return 1;
  const at = name.toLocaleLowerCase().indexOf(needle);
  return at === -1 ? -1 : at === 0 ? 0 : 1;
}

/** The tree's live nodes depth first, each folder's children by position (book order). */
function inBookOrder(nodes: readonly TreeNodeSummary[]): TreeNodeSummary[] {
  const children = new Map<string | null, TreeNodeSummary[]>();
  for (const n of nodes) {
    if (n.mark_for_delete === 1) continue;
    const list = children.get(n.parentId) ?? [];
    list.push(n);
    children.set(n.parentId, list);
  }
  for (const list of children.values())
    list.sort((a, b) => a.position_in_list - b.position_in_list);
  const out: TreeNodeSummary[] = [];
  const walk = (parent: string | null) => {
    for (const n of children.get(parent) ?? []) {
      out.push(n);
      walk(n.id);
    }
  };
  walk(null);
  return out;
}

export function createGoToHandlers(session: DbSession, tree: TreeCache) {
  return {
    /** Pages, folders, atlas records and notes whose name contains `text` (any case). */
    async goToSearch(text: string, limit = GO_TO_LIMIT): Promise<GoToTarget[]> {
      const needle = String(text ?? '')
        .trim()
        .toLocaleLowerCase();
      const max = Math.max(1, Math.min(Number(limit) || GO_TO_LIMIT, 200));
      const found: Array<{ rank: number; target: GoToTarget }> = [];
      const add = (target: GoToTarget) => {
        const r = rank(target.name, needle);
        if (r >= 0) found.push({ rank: r, target });
      };
      for (const n of inBookOrder(await tree.list()))
        add({ kind: n.type, id: n.id, name: n.name || n.title || '' });
      const db = session.get();
      for (const atlasKind of ATLAS_KINDS) {
        const field = nameField(atlasKind);
        for (const row of (await typedTable(db, atlasKind).toArray()) as AnyRecord[]) {
          if (row.mark_for_delete === 1) continue;
          const name = String(row[field] ?? row.title ?? '');
          add({ kind: 'atlas', atlasKind, id: Number(row.id), name });
        }
      }
      for (const note of await db.notes.toArray()) {
        if (note.mark_for_delete === 1) continue;
        add({ kind: 'note', id: Number(note.id), name: String(note.title ?? '') });
      }
      // A stable sort: within a rank, pages first (in book order), then records, then notes.
      return found
        .filter((f) => f.target.name.trim() !== '')
        .sort((a, b) => a.rank - b.rank)
        .slice(0, max)
        .map((f) => f.target);
    },
  };
}

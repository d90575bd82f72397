/** The book's pages as revisions reads them: in book order, each with its place. */
import type { TreeNode } from '../../contract/records';
import type { StoryBuilderDb } from '../../db/database';

export interface PageInfo {
  node: TreeNode;
  /** Folder titles above it joined by " / ". */
  place: string;
  /** Position in book order. */
  order: number;
}

const titleOf = (node: TreeNode): string => node.title || node.name || '';

/** Every page (deleted ones too, last), in the order the tree shows them. */
export async function bookPages(db: StoryBuilderDb): Promise<Map<string, PageInfo>> {
  const nodes = await db.tree_nodes.toArray();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<string | null, TreeNode[]>();
  for (const node of nodes) {
    const key = node.parentId && byId.has(node.parentId) ? node.parentId : null;
    const list = children.get(key) ?? [];
    list.push(node);
    children.set(key, list);
  }
  const out = new Map<string, PageInfo>();
  const walk = (parent: string | null, titles: string[]) => {
    const list = (children.get(parent) ?? []).sort(
      (a, b) => a.mark_for_delete - b.mark_for_delete || a.position_in_list - b.position_in_list,
    );
    for (const node of list) {
      if (node.type === 'page') {
        out.set(node.id, { node, place: titles.join(' / '), order: out.size });
      }
      walk(node.id, [...titles, titleOf(node)]);
    }
  };
  walk(null, []);
  return out;
}

/** One page and its place. */
export async function pageInfo(db: StoryBuilderDb, id: string): Promise<PageInfo | null> {
  const node = await db.tree_nodes.get(id);
  if (node?.type !== 'page') return null;
  const ancestors = node.path.split('/').slice(0, -1);
  const folders = await db.tree_nodes.bulkGet(ancestors);
  const place = folders
    .map((f) => (f ? titleOf(f) : ''))
    .filter(Boolean)
    .join(' / ');
  return { node, place, order: 0 };
}

export { titleOf };

/** Test helpers for the tree's tables: a new book's root folder, and a page added under it. */
import type { StoryBuilderDb } from '../database';

/** The root folder every new book has. */
export async function rootNode(db: StoryBuilderDb) {
  const [root] = await db.tree_nodes.toArray();
  if (!root) throw new Error('a new book has its root folder');
  return root;
}

/** Puts page `id` named `name` (text "<name> text") under the root folder. */
export async function addPage(db: StoryBuilderDb, id: string, name: string) {
  const root = await rootNode(db);
  await db.tree_nodes.put({
    ...root,
    id,
    name,
    title: name,
    parentId: root.id,
    type: 'page',
    content: `<p>${name} text</p>`,
  });
}

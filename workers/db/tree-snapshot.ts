/**
 * The tree's summaries kept in the database (issue 26: opening a book grew with its text). A
 * node's summary is the node without its text, but IndexedDB cannot read part of a record, so
 * listing the tree of a 1,000,000-word book read all of its pages (about 7 MB). The summaries are
 * kept as one record instead, and that record can never disagree with the tree:
 *
 * - it is written only inside a read-write transaction that read every node whole
 *   (`scanAndKeep`), so it holds exactly what the tree held when it committed;
 * - every write to `tree_nodes` (a save, a move, a replace, an import, a repair, a migration)
 *   deletes it in the same transaction (`treeSnapshotMiddleware`, built on follow-writes.ts
 *   like version-base.ts), so a change and a stale snapshot never both reach the disk, even if
 *   the tab is killed between them.
 *
 * An open with a snapshot reads it (`readSnapshot`); without one it scans and keeps a new one.
 * After the tree changes, TreeCache keeps a fresh one again once the author pauses.
 */

import type Dexie from 'dexie';
import { SCHEMA_VERSION } from '../contract/constants';
import type { TreeNode, TreeNodeSummary } from '../contract/records';
import { TREE_SNAPSHOT_ID, type TreeSnapshotRecord } from '../contract/tree-snapshot';
import { alongsideTable, followWrites } from './follow-writes';

const PAGES = 'tree_nodes';
const SNAPSHOT = 'tree_snapshot';

export const summaryOf = ({ content: _content, ...rest }: TreeNode): TreeNodeSummary => rest;

/** Every write to the tree first drops the kept summaries, in the same transaction. */
export const treeSnapshotMiddleware = followWrites({
  name: 'treeSnapshot',
  table: PAGES,
  alongside: SNAPSHOT,
  async before(down, _pages, request) {
    const snapshot = alongsideTable(down, request.trans, SNAPSHOT);
    if (!snapshot) return;
    const gone = await snapshot.mutate({
      type: 'delete',
      trans: request.trans,
      keys: [TREE_SNAPSHOT_ID],
    });
    if (gone.numFailures > 0) throw new Error('The tree snapshot could not be dropped');
  },
});

type SnapshotDb = Dexie & {
  tree_nodes: Dexie.Table<TreeNode, string>;
  tree_snapshot: Dexie.Table<TreeSnapshotRecord, number>;
};

/** The kept summaries, or null when there are none (the tree changed since) or they are old. */
export async function readSnapshot(db: SnapshotDb): Promise<TreeNodeSummary[] | null> {
  const record = await db.tree_snapshot.get(TREE_SNAPSHOT_ID);
  if (!record || record.schema !== SCHEMA_VERSION || !Array.isArray(record.summaries)) return null;
  return record.summaries;
}

/**
 * Reads every node whole and keeps their summaries, in one read-write transaction (so no write
 * can come between the read and the snapshot). Returns the summaries read.
 */
export async function scanAndKeep(db: SnapshotDb): Promise<TreeNodeSummary[]> {
  try {
    return await db.transaction('rw', db.tree_nodes, db.tree_snapshot, async () => {
      const summaries = (await db.tree_nodes.toArray()).map(summaryOf);
      await db.tree_snapshot.put({ id: TREE_SNAPSHOT_ID, schema: SCHEMA_VERSION, summaries });
      return summaries;
    });
  } catch (error) {
    // A full disk (or any failed write) must not keep the book from opening: read only.
    if (!db.isOpen()) throw error;
    console.warn('The tree snapshot was not kept', error);
    return (await db.tree_nodes.toArray()).map(summaryOf);
  }
}

/** True when a snapshot is kept now (nothing to do after a pause). */
export async function hasSnapshot(db: SnapshotDb): Promise<boolean> {
  return (await db.tree_snapshot.count()) > 0;
}

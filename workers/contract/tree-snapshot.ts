/**
 * The one record of the `tree_snapshot` table (workers/db/tree-snapshot.ts): the summaries of
 * every tree node, read whole inside the transaction that stored them, so they match the tree.
 */
import type { TreeNodeSummary } from './records';

/** The key of the only snapshot record. */
export const TREE_SNAPSHOT_ID = 1;

export interface TreeSnapshotRecord {
  id: typeof TREE_SNAPSHOT_ID;
  /** The schema version the summaries were read under (an upgrade may change their fields). */
  schema: number;
  summaries: TreeNodeSummary[];
}

/**
 * Tree summaries (every node without its content) kept in memory: built from the snapshot the
 * database keeps (tree-snapshot.ts) or, without one, by one scan that keeps a new snapshot, then
 * updated from change events by re-reading only the nodes that changed. Listing the tree of a
 * 2,000-page, 1,000,000-word book then costs a copy of small objects, not a read of the text,
 * and so does opening it. After the tree changes (which drops the snapshot) a new snapshot is
 * kept once the book has been still for {@link SNAPSHOT_PAUSE_MS}.
 */
import type { ChangeEvent } from '../contract/events';
import type { DbSession } from './session';
import { hasSnapshot, readSnapshot, scanAndKeep, summaryOf } from './tree-snapshot';

export type { TreeNodeSummary } from '../contract/records';
export { summaryOf };

import type { TreeNodeSummary } from '../contract/records';

/** How long the tree stays unchanged before a new snapshot is kept (a read of every page). */
export const SNAPSHOT_PAUSE_MS = 20_000;

export class TreeCache {
  private nodes = new Map<string, TreeNodeSummary>();
  private built = false;
  private queue: Promise<void> = Promise.resolve();
  /** Ids whose summary a tree operation has just stored here: their next change event is done. */
  private fresh = new Set<string>();
  /** The scan under way, shared by every caller that needs the cache built. */
  private building: Promise<void> | null = null;
  /** Bumped by every change the scan under way may not have seen: it is then not trusted. */
  private generation = 0;

  /** The pending keep of a new snapshot after the tree changed. */
  private snapshotTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly session: DbSession,
    private readonly snapshotPauseMs = SNAPSHOT_PAUSE_MS,
  ) {
    session.subscribe((event) => this.onEvent(event));
  }

  /**
   * Starts the scan now without waiting for it (right after the database opens), so the tree's
   * summaries are read while the interface starts rather than when it first asks.
   */
  prefetch(): void {
    this.list().catch(() => undefined);
  }

  private onEvent(event: ChangeEvent): void {
    if (
      event.kind === 'database-reset' ||
      (event.kind === 'table-changed' && event.table === 'tree_nodes')
    )
      this.keepSnapshotLater();
    if (event.kind === 'database-reset') {
      this.built = false;
      this.generation += 1;
      return;
    }
    if (event.kind !== 'table-changed' || event.table !== 'tree_nodes') return;
    if (!this.built) {
      // A scan under way may have read before this change: its result is not trusted.
      this.generation += 1;
      return;
    }
    if (event.ids.length === 0) {
      this.built = false;
      return;
    }
    const ids = event.ids.map(String).filter((id) => !this.fresh.delete(id));
    if (ids.length === 0) return;
    this.queue = this.queue
      .then(async () => {
        const records = await this.session.get().tree_nodes.bulkGet(ids);
        ids.forEach((id, i) => {
          const record = records[i];
          if (record) this.nodes.set(id, summaryOf(record));
          else this.nodes.delete(id);
        });
      })
      .catch(() => {
        this.built = false;
      });
  }

  /**
   * Summaries a tree operation (or a replace, `textChanged`) has just written (call before its
   * change event): kept as they are, so the event does not read those records (text included)
   * back from the database.
   */
  remember(summaries: readonly TreeNodeSummary[], textChanged = false): void {
    if (!this.built) return;
    for (const s of summaries) {
      // Tree operations never change the text: the metrics here are the last save's. A find and
      // replace does (`textChanged`): its summaries carry the new text's metrics.
      const metrics = textChanged
        ? s.content_metrics
        : (this.nodes.get(s.id)?.content_metrics ?? s.content_metrics);
      this.nodes.set(s.id, { ...s, content_metrics: metrics });
      this.fresh.add(s.id);
    }
  }

  /** The summaries of `ids` that exist (in the order given). */
  async some(ids: readonly string[]): Promise<TreeNodeSummary[]> {
    if (!this.built) await this.list();
    else await this.queue;
    return ids.flatMap((id) => {
      const node = this.nodes.get(id);
      return node ? [node] : [];
    });
  }

  async list(): Promise<TreeNodeSummary[]> {
    await this.queue;
    while (!this.built) {
      this.building ??= this.scan().finally(() => {
        this.building = null;
      });
      await this.building;
    }
    return [...this.nodes.values()];
  }

  /**
   * Every node's summary, from the kept snapshot or else one scan (which keeps a snapshot);
   * used only if no change came while it read.
   */
  private async scan(): Promise<void> {
    const generation = this.generation;
    const db = this.session.get();
    const all = (await readSnapshot(db)) ?? (await scanAndKeep(db));
    if (generation !== this.generation) return;
    const next = new Map<string, TreeNodeSummary>();
    for (const n of all) next.set(n.id, n);
    this.nodes = next;
    this.built = true;
  }

  /** Keeps a new snapshot once the tree has not changed for a while (restarted by each change). */
  private keepSnapshotLater(): void {
    if (this.snapshotTimer !== null) clearTimeout(this.snapshotTimer);
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = null;
      void this.keepSnapshot();
    }, this.snapshotPauseMs);
  }

  private async keepSnapshot(): Promise<void> {
    if (!this.session.isOpen) return;
    try {
      const db = this.session.get();
      if (!(await hasSnapshot(db))) await scanAndKeep(db);
    } catch (error) {
      // Only a cache: the next open scans instead.
      console.warn('The tree snapshot was not kept', error);
    }
  }
}

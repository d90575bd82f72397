/**
 * Tree summaries (every node without its content) kept in memory: built by one scan, then
 * updated from change events by re-reading only the nodes that changed. Listing the tree of a
 * 2,000-page, 1,000,000-word book then costs a copy of small objects, not a read of the text.
 */
import type { ChangeEvent } from '../contract/events';
import type { TreeNode } from '../contract/records';
import type { DbSession } from './session';

export type { TreeNodeSummary } from '../contract/records';

import type { TreeNodeSummary } from '../contract/records';

export const summaryOf = ({ content: _content, ...rest }: TreeNode): TreeNodeSummary => rest;

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

  constructor(private readonly session: DbSession) {
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

  /** One scan of every node; kept only if no change came while it read. */
  private async scan(): Promise<void> {
    const generation = this.generation;
    const all = await this.session.get().tree_nodes.toArray();
    if (generation !== this.generation) return;
    const next = new Map<string, TreeNodeSummary>();
    for (const n of all) next.set(n.id, summaryOf(n));
    this.nodes = next;
    this.built = true;
  }
}

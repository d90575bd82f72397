/**
 * Splitting a very long page into pages, as one step the author asked for: a snapshot of the
 * book is kept in Backups first, then the page and its new pages are written in one
 * transaction, so a failure at any point leaves the book as it was.
 */
import { AppError } from '../../contract/errors';
import type { TreeNode } from '../../contract/records';
import { computeContentMetrics } from '../../core/content-metrics';
import { newId } from '../../core/ids';
import type { DbSession } from '../../db/session';
import type { TreeCache } from '../../db/tree-cache';
import { insertPieces, splitPageHtml } from './split-page';

export interface SplitReport {
  /** How many pages the page became (1: nothing to split). */
  pages: number;
  /** The name of the snapshot kept before the split, or null when nothing was split. */
  snapshot: string | null;
}

export function createSplitPageHandlers(
  session: DbSession,
  cache: TreeCache,
  snapshotCurrentBook: () => Promise<string>,
) {
  const tree = () => session.get().tree_nodes;
  return {
    /**
     * Splits a page at its headings (else every few thousand words) into pages that follow it
     * in the tree; the page keeps the first piece. The page's text was stored clean, and each
     * piece is a run of its whole blocks, so only the word counts are made again.
     */
    async splitLongPage(id: string): Promise<SplitReport> {
      const page = await tree().get(String(id));
      if (page?.type !== 'page' || page.mark_for_delete === 1) {
        throw new AppError('record_not_found', { id: String(id), table: 'tree_nodes' });
      }
      const pieces = splitPageHtml(page.content ?? '');
      if (pieces.length < 2) return { pages: 1, snapshot: null };
      const snapshot = await snapshotCurrentBook();
      const nodes = (await cache.list()).map((n) => ({ ...n, content: '' }) as TreeNode);
      const { added, moved } = insertPieces(nodes, page.id, pieces, newId);
      const counted = (node: TreeNode): TreeNode => ({
        ...node,
        content_metrics: computeContentMetrics(node.content),
      });
      const first = pieces[0]?.html ?? '';
      await session.get().transaction('rw', 'tree_nodes', async () => {
        await tree().update(page.id, {
          content: first,
          content_metrics: computeContentMetrics(first),
        });
        if (moved.length > 0) {
          await tree().bulkUpdate(
            moved.map((n) => ({ key: n.id, changes: { position_in_list: n.position_in_list } })),
          );
        }
        await tree().bulkAdd(added.map(counted));
      });
      session.changed('tree_nodes', [
        page.id,
        ...added.map((n) => n.id),
        ...moved.map((n) => n.id),
      ]);
      return { pages: pieces.length, snapshot };
    },
  };
}

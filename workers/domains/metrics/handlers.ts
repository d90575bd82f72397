/** Book-level counts: total words over tree pages and sections, and the book's body content. */
import type { SectionRecord, TreeNode } from '../../contract/records';
import type { DbSession } from '../../db/session';
import { TreeCache } from '../tree/tree-cache';
import { pagesInReadingOrder } from '../tree/tree-ops';
import { recordDailyProgress } from './daily-progress';
import { type BookTotals, MetricsCache } from './metrics-cache';

export interface BookContent {
  prologue: string;
  introduction: string;
  pages: Array<Pick<TreeNode, 'id' | 'name' | 'depth' | 'content'>>;
  epilogue: string;
  appendices: Array<{ title: string; content: string }>;
}

export function createMetricsHandlers(
  session: DbSession,
  tree: TreeCache = new TreeCache(session),
) {
  const db = () => session.get();
  const cache = new MetricsCache(session, tree);
  const firstContent = async (name: string) =>
    String(
      ((await db().table(name).toCollection().first()) as SectionRecord | undefined)?.content ?? '',
    );

  return {
    /** Sum of content_metrics.words over active tree nodes and sections. */
    async totalWordCount(): Promise<number> {
      return (await cache.read()).words;
    },

    /**
     * Words and characters of the whole book, and the words written today (the total minus
     * the total at the first count of the day, kept in book_metrics).
     */
    async bookTotals(): Promise<BookTotals & { today: number }> {
      const totals = await cache.read();
      const today = await recordDailyProgress(db(), totals.words);
      return { ...totals, today };
    },

    /** The body content only: prologue, introduction, pages in reading order, epilogue, appendices. */
    async fetchBookContent(): Promise<BookContent> {
      const nodes = await db().table<TreeNode, string>('tree_nodes').toArray();
      const appendices = (await db().table<SectionRecord, number>('appendices').toArray()).filter(
        (a) => a.mark_for_delete !== 1,
      );
      return {
        prologue: await firstContent('prologue'),
        introduction: await firstContent('introduction'),
        pages: pagesInReadingOrder(nodes).map(({ id, name, depth, content }) => ({
          id,
          name,
          depth,
          content,
        })),
        epilogue: await firstContent('epilogue'),
        appendices: appendices.map((a) => ({ title: a.title ?? '', content: a.content })),
      };
    },
  };
}

/** Book-level counts: total words over tree pages and sections, and the book's body content. */
import type { SINGLE_SECTIONS } from '../../contract/constants';
import { isDateKey } from '../../contract/goals';
import type { BookMetricsRecord, TreeNode } from '../../contract/records';
import { pagesInReadingOrder } from '../../core/tree-ops';
import { typedTable } from '../../db/database';
import { type BookTotals, MetricsCache } from '../../db/metrics-cache';
import type { DbSession } from '../../db/session';
import { TreeCache } from '../../db/tree-cache';
import { dailyProgress, recordTotalsChange } from './daily-progress';

/** The book's totals and the words written today. */
export type BookCounts = BookTotals & { today: number };

export interface BookContent {
  prologue: string;
  introduction: string;
  pages: Array<Pick<TreeNode, 'id' | 'name' | 'depth' | 'content'>>;
  epilogue: string;
  appendices: Array<{ title: string; content: string }>;
}

/**
 * Keeps the writing history from every change of the book's total (docs/goals.md): content
 * saves (`countingSave`) and the structural changes that move the total — a page deleted or
 * restored, an appendix removed (`counted`). The totals are read around each change and its
 * delta filed by the day; changes run one at a time, so no delta is counted twice or lost.
 * Not part of the facade (it takes functions).
 */
export function createTotalsBookkeeper(session: DbSession, tree: TreeCache) {
  const cache = new MetricsCache(session, tree);
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  };
  const measured = <T>(edit: boolean, change: () => Promise<T>) =>
    serial(async () => {
      const before = await cache.read();
      const result = await change();
      const after = await cache.read();
      const today = await recordTotalsChange(
        session.get(),
        { before: before.words, after: after.words, edit },
        new Date(),
      );
      return { result, book: { ...after, today } };
    });

  return {
    /** Runs a content save and answers with the book's counts after it, today's included. */
    async countingSave<T>(save: () => Promise<T>): Promise<{ saved: T; book: BookCounts }> {
      const { result, book } = await measured(true, save);
      return { saved: result, book };
    },

    /** The handlers with the methods named filing their change of the total (not as writing). */
    counted<H extends object>(handlers: H, names: ReadonlyArray<keyof H & string>): H {
      const wrapped = { ...handlers } as Record<string, unknown>;
      for (const name of names) {
        const method: unknown = handlers[name];
        if (typeof method !== 'function') continue;
        wrapped[name] = async (...args: unknown[]) =>
          (await measured(false, async () => method.apply(handlers, args))).result;
      }
      return wrapped as H;
    },
  };
}

/** Runs content saves and counts the book around them (see createTotalsBookkeeper). */
export function createContentCounter(session: DbSession, tree: TreeCache) {
  return createTotalsBookkeeper(session, tree).countingSave;
}

export function createMetricsHandlers(
  session: DbSession,
  tree: TreeCache = new TreeCache(session),
) {
  const db = () => session.get();
  const cache = new MetricsCache(session, tree);
  const firstContent = async (name: (typeof SINGLE_SECTIONS)[number]) =>
    String((await typedTable(db(), name).toCollection().first())?.content ?? '');

  return {
    /** Sum of content_metrics.words over active tree nodes and sections. */
    async totalWordCount(): Promise<number> {
      return (await cache.read()).words;
    },

    /**
     * Words and characters of the whole book, and the words written today (the total minus
     * the total before the first save of the day, kept in book_metrics). Only reads.
     */
    async bookTotals(): Promise<BookCounts> {
      const totals = await cache.read();
      return { ...totals, today: await dailyProgress(db(), totals.words) };
    },

    /** The book's targets, widgets and daily record (book_metrics record 1). */
    async getBookMetrics(): Promise<BookMetricsRecord['metrics'] | null> {
      const record = await db().book_metrics.get(1);
      return record?.metrics ?? null;
    },

    /**
     * Replaces the book's metrics object (targets and widgets the author changed). What the
     * worker keeps from the saves — today's count, the previous day's, the streak and the
     * daily, weekly and monthly records — stays as stored: a screen that read the metrics
     * before the last save must not write its older copy of them back.
     */
    async updateBookMetrics(metrics: BookMetricsRecord['metrics']): Promise<void> {
      await db().transaction('rw', 'book_metrics', async () => {
        const stored = await db().book_metrics.get(1);
        await db().book_metrics.update(1, {
          metrics: keepWorkerOwned(authorSettings(metrics), stored?.metrics),
        });
      });
      session.changed('book_metrics', [1]);
    },

    /** The body content only: prologue, introduction, pages in reading order, epilogue, appendices. */
    async fetchBookContent(): Promise<BookContent> {
      const nodes = await db().tree_nodes.toArray();
      const appendices = (await db().appendices.toArray()).filter((a) => a.mark_for_delete !== 1);
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

/** The author's metrics with the fields only the worker writes taken from the stored record. */
export function keepWorkerOwned(
  next: BookMetricsRecord['metrics'],
  stored: BookMetricsRecord['metrics'] | undefined,
): BookMetricsRecord['metrics'] {
  if (!stored) return next;
  return {
    ...next,
    daily_words_target: {
      ...next.daily_words_target,
      today: stored.daily_words_target?.today ?? next.daily_words_target.today,
      previous: stored.daily_words_target?.previous ?? next.daily_words_target.previous,
    },
    writing_streak_days: stored.writing_streak_days ?? next.writing_streak_days,
    record_metrics: stored.record_metrics ?? next.record_metrics,
  };
}

const positiveWhole = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 1 ? Math.min(1e9, Math.round(v)) : fallback;

/**
 * The targets as the author may set them: a completion date is a real YYYY-MM-DD date or none,
 * word targets are whole numbers from 1 (a bad value keeps the default).
 */
export function authorSettings(
  metrics: BookMetricsRecord['metrics'],
): BookMetricsRecord['metrics'] {
  const completion = metrics.completion_date_target;
  return {
    ...metrics,
    completion_date_target: {
      ...completion,
      date: isDateKey(completion?.date) ? completion.date : null,
      is_active: completion?.is_active === true,
    },
    total_words_target: {
      ...metrics.total_words_target,
      value: positiveWhole(metrics.total_words_target?.value, 1000),
    },
    daily_words_target: {
      ...metrics.daily_words_target,
      value: positiveWhole(metrics.daily_words_target?.value, 100),
    },
  };
}

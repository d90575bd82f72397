/**
 * Words written today: book_metrics record 1 keeps, in daily_words_target.today, the date and
 * the book's total before the first content save of that day; today's count is the growth since
 * then. It is recorded by the content save that changes it (`recordDailyProgress`); reading it
 * (`dailyProgress`) never writes.
 */

import type { StoryBuilderDb } from '../../db/database';

/** The author's local date as YYYY-MM-DD. */
export const localDate = (d = new Date()): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Today {
  date: string | null;
  count: number;
  baseline?: number;
}

/** Today's count as stored (0 when nothing was saved today); never writes. */
export async function dailyProgress(
  db: StoryBuilderDb,
  total: number,
  now = new Date(),
): Promise<number> {
  const record = await db.book_metrics.get(1);
  const today = (record?.metrics?.daily_words_target as { today?: Today } | undefined)?.today;
  if (!today || today.date !== localDate(now) || typeof today.baseline !== 'number') return 0;
  return Math.max(0, total - today.baseline);
}

/**
 * Records today's count after a content save: `total` is the book's total after it, and
 * `totalBefore` the total before it (the first save of a day counts from there).
 */
export async function recordDailyProgress(
  db: StoryBuilderDb,
  total: number,
  now = new Date(),
  totalBefore = total,
): Promise<number> {
  const table = db.book_metrics;
  const record = await table.get(1);
  if (!record?.metrics?.daily_words_target) return 0;
  const daily = record.metrics.daily_words_target as typeof record.metrics.daily_words_target & {
    today: Today;
  };
  const date = localDate(now);
  const today: Today = daily.today ?? { date: null, count: 0 };
  let next: Today;
  let previous = daily.previous;
  if (today.date !== date || typeof today.baseline !== 'number') {
    if (today.date && today.date !== date) previous = today.count;
    next = { date, count: Math.max(0, total - totalBefore), baseline: totalBefore };
  } else {
    next = { ...today, count: Math.max(0, total - (today.baseline ?? total)) };
  }
  if (next.date !== today.date || next.count !== today.count || next.baseline !== today.baseline) {
    await table.update(1, {
      'metrics.daily_words_target.today': next,
      'metrics.daily_words_target.previous': previous,
    } as never);
  }
  return next.count;
}

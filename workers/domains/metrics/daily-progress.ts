/**
 * Words written today: book_metrics record 1 keeps, in daily_words_target.today, the date and
 * the book's total at the first count of that day; today's count is the growth since then.
 */
import type Dexie from 'dexie';
import type { BookMetricsRecord } from '../../contract/records';

/** The author's local date as YYYY-MM-DD. */
export const localDate = (d = new Date()): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Today {
  date: string | null;
  count: number;
  baseline?: number;
}

export async function recordDailyProgress(
  db: Dexie,
  total: number,
  now = new Date(),
): Promise<number> {
  const table = db.table<BookMetricsRecord, number>('book_metrics');
  const record = await table.get(1);
  if (!record) return 0;
  const daily = record.metrics.daily_words_target as typeof record.metrics.daily_words_target & {
    today: Today;
  };
  const date = localDate(now);
  const today: Today = daily.today ?? { date: null, count: 0 };
  let next: Today;
  let previous = daily.previous;
  if (today.date !== date || typeof today.baseline !== 'number') {
    if (today.date && today.date !== date) previous = today.count;
    next = { date, count: 0, baseline: total };
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

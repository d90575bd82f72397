/**
 * The writing history, kept by the worker from the changes of the book's total (docs/goals.md).
 * Every content save and every page deletion or restore files its word delta under the author's
 * local day, ISO week and month in book_metrics.record_metrics (`recordTotalsChange`), and keeps
 * today's count, the previous day's and the streak beside the targets. Reading
 * (`dailyProgress`) never writes: the history is what the changes made it, so it is right after
 * an import or a restore (the file's own history comes with it) and never counts a read.
 */

import {
  type DailyRecord,
  localDateKey,
  normaliseRecordMetrics,
  recordChange,
  streakDays,
} from '../../contract/goals';
import type { StoryBuilderDb } from '../../db/database';

/** The author's local date as YYYY-MM-DD. */
export const localDate = localDateKey;

/** The `today` field as an older version of the app stored it (with a baseline total). */
interface StoredToday {
  date?: string | null;
  count?: number;
  baseline?: number;
}

/** The entry of `date` in a stored daily list, searched from the newest (no normalising). */
function storedDay(daily: unknown, date: string): Partial<DailyRecord> | undefined {
  if (!Array.isArray(daily)) return undefined;
  for (let i = daily.length - 1; i >= 0; i--) {
    const e = daily[i] as Partial<DailyRecord> | null;
    if (e && typeof e === 'object' && e.date === date) return e;
  }
  return undefined;
}

const wordsOf = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0;

/** Words written today as stored (0 when nothing was written today); never writes. */
export async function dailyProgress(
  db: StoryBuilderDb,
  total: number,
  now = new Date(),
): Promise<number> {
  const metrics = (await db.book_metrics.get(1))?.metrics;
  const date = localDateKey(now);
  const day = storedDay(metrics?.record_metrics?.daily, date);
  if (day) return wordsOf(day.written);
  // A book last written by an older version: today's count was kept against a baseline.
  const today = metrics?.daily_words_target?.today as StoredToday | undefined;
  if (!today || today.date !== date) return 0;
  if (typeof today.baseline === 'number') return Math.max(0, total - today.baseline);
  return wordsOf(today.count);
}

/** A change of the book's total: the totals around it, and whether the author's text made it. */
export interface MeasuredChange {
  before: number;
  after: number;
  /** True for a content save (it may write words); false for a page deleted or restored. */
  edit: boolean;
}

/**
 * Files a change of the book's total in the history and returns today's count. A change that
 * moves nothing writes nothing. Today's count, the previous day's count and the streak are kept
 * beside the daily target, from the same history.
 */
export async function recordTotalsChange(
  db: StoryBuilderDb,
  change: MeasuredChange,
  now = new Date(),
): Promise<number> {
  const date = localDateKey(now);
  const delta = change.after - change.before;
  return db.transaction('rw', db.book_metrics, async () => {
    const metrics = (await db.book_metrics.get(1))?.metrics;
    if (!metrics?.daily_words_target) return 0;
    const stored = storedDay(metrics.record_metrics?.daily, date);
    if (delta === 0)
      return stored ? wordsOf(stored.written) : await dailyProgress(db, change.after, now);
    const today = metrics.daily_words_target.today as StoredToday | undefined;
    // The first change of a day the older version already counted carries its count over.
    const seed = !stored && today?.date === date ? await dailyProgress(db, change.before, now) : 0;
    const records = recordChange(normaliseRecordMetrics(metrics.record_metrics), {
      date,
      edit: change.edit ? delta : 0,
      other: change.edit ? 0 : delta,
      total: Math.max(0, change.after),
      seed,
    });
    const index = records.daily.findIndex((e) => e.date === date);
    const written = records.daily[index]?.written ?? 0;
    const earlier = records.daily
      .slice(0, index)
      .reverse()
      .find((e) => e.date < date);
    await db.book_metrics.update(1, {
      'metrics.record_metrics': records,
      'metrics.daily_words_target.today': { count: written, date },
      'metrics.daily_words_target.previous':
        earlier?.written ?? metrics.daily_words_target.previous ?? 0,
      'metrics.writing_streak_days': streakDays(records.daily, date, metrics.daily_words_target),
    } as never);
    return written;
  });
}

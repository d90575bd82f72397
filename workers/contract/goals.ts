/**
 * Goals and the writing history (docs/goals.md): the entries of book_metrics.record_metrics,
 * the calendar keys they are filed under, and the pure rules both threads apply — the worker
 * when a save changes the book's total, the UI when it shows today's figures live.
 *
 * Calendar keys are civil dates in the author's local time zone, taken once per change
 * (`localDateKey(now)`); every later step (weeks, months, gaps, streaks) is arithmetic on those
 * civil dates in UTC, so daylight-saving changes never make a day 23 or 25 hours long here.
 */

/** One day of writing (YYYY-MM-DD, the author's local date). */
export interface DailyRecord {
  date: string;
  /** Words written: the day's edits, never below zero. Today's count and the daily bars. */
  written: number;
  /** Signed sum of the day's content-save deltas (typing, pasting, deleting text). */
  edits: number;
  /** Signed change of the book's total that day from every cause (pages deleted or restored too). */
  net: number;
  /** The book's total words after the day's last change. */
  total: number;
}

/** One ISO week (Monday to Sunday), key YYYY-Www. */
export interface WeeklyRecord {
  week: string;
  written: number;
  net: number;
  total: number;
}

/** One calendar month, key YYYY-MM. */
export interface MonthlyRecord {
  month: string;
  written: number;
  net: number;
  total: number;
}

export interface RecordMetrics {
  daily: DailyRecord[];
  weekly: WeeklyRecord[];
  monthly: MonthlyRecord[];
}

/** How many entries each list keeps (the oldest go first): a year's heatmap needs 366 days. */
export const RECORD_LIMITS = { daily: 400, weekly: 160, monthly: 120 } as const;

/** A change of the book's total, as the worker records it. */
export interface TotalsChange {
  /** The local date key of the change. */
  date: string;
  /** Words the change added (negative: removed) through a content save. */
  edit: number;
  /** Words added or removed any other way (a page deleted or restored, an appendix removed). */
  other: number;
  /** The book's total after the change. */
  total: number;
  /** Words already counted today by an older version of the app (today.count), if any. */
  seed?: number;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK_KEY = /^\d{4}-W\d{2}$/;
const MONTH_KEY = /^\d{4}-\d{2}$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The author's local date as YYYY-MM-DD. */
export const localDateKey = (d = new Date()): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The civil date of a key as milliseconds at UTC midnight (NaN when it is not a date key). */
export function dayNumber(key: string): number {
  const m = DATE_KEY.exec(key);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return localDateKeyUtc(new Date(ms)) === key ? ms : Number.NaN;
}

const localDateKeyUtc = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** True for a real calendar date written YYYY-MM-DD. */
export const isDateKey = (key: unknown): key is string =>
  typeof key === 'string' && !Number.isNaN(dayNumber(key));

/** The date key `days` after (or before, when negative) `key`. */
export const addDays = (key: string, days: number): string =>
  localDateKeyUtc(new Date(dayNumber(key) + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);

/** Monday of the ISO week holding `key`. */
export function weekStart(key: string): string {
  const weekday = (new Date(dayNumber(key)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(key, -weekday);
}

/** The ISO week key (YYYY-Www) of a date key: weeks start on Monday; week 1 holds 4 January. */
export function isoWeekKey(key: string): string {
  const thursday = addDays(weekStart(key), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The month key (YYYY-MM) of a date key. */
export const monthKey = (key: string): string => key.slice(0, 7);

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const wholeCount = (v: unknown): number => Math.max(0, Math.round(count(v)));

/**
 * The stored lists made safe to compute with (a file may hold anything): entries with a valid
 * key and finite numbers, one per key, in key order, within the limits.
 */
export function normaliseRecordMetrics(value: unknown): RecordMetrics {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const list = <T>(
    raw: unknown,
    make: (e: Record<string, unknown>) => T | null,
    key: (t: T) => string,
    limit: number,
  ): T[] => {
    const out = new Map<string, T>();
    for (const e of Array.isArray(raw) ? raw : []) {
      const made = e && typeof e === 'object' ? make(e as Record<string, unknown>) : null;
      if (made) out.set(key(made), made);
    }
    return [...out.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1)).slice(-limit);
  };
  return {
    daily: list(
      v.daily,
      (e) =>
        isDateKey(e.date)
          ? {
              date: e.date,
              written: wholeCount(e.written),
              edits: Math.round(count(e.edits ?? e.written)),
              net: Math.round(count(e.net)),
              total: wholeCount(e.total),
            }
          : null,
      (e) => e.date,
      RECORD_LIMITS.daily,
    ),
    weekly: list(
      v.weekly,
      (e) =>
        typeof e.week === 'string' && WEEK_KEY.test(e.week)
          ? {
              week: e.week,
              written: wholeCount(e.written),
              net: Math.round(count(e.net)),
              total: wholeCount(e.total),
            }
          : null,
      (e) => e.week,
      RECORD_LIMITS.weekly,
    ),
    monthly: list(
      v.monthly,
      (e) =>
        typeof e.month === 'string' && MONTH_KEY.test(e.month)
          ? {
              month: e.month,
              written: wholeCount(e.written),
              net: Math.round(count(e.net)),
              total: wholeCount(e.total),
            }
          : null,
      (e) => e.month,
      RECORD_LIMITS.monthly,
    ),
  };
}

/** The entry of `key` in a list sorted by key, inserted (in order) when missing. */
function entryFor<T>(list: T[], key: string, keyOf: (t: T) => string, make: () => T): T {
  for (let i = list.length - 1; i >= 0; i--) {
    const k = keyOf(list[i] as T);
    if (k === key) return list[i] as T;
    if (k < key) {
      const made = make();
      list.splice(i + 1, 0, made);
      return made;
    }
  }
  const made = make();
  list.unshift(made);
  return made;
}

/**
 * Files one change of the book's total under its day, ISO week and month (a new list is
 * returned; the one given is not changed). Words written move with the day's edits and never
 * below zero: text typed and deleted the same day, or cut from one page and pasted into
 * another, is not writing. `net` takes every change. Lists are trimmed to RECORD_LIMITS.
 */
export function recordChange(records: RecordMetrics, change: TotalsChange): RecordMetrics {
  const next: RecordMetrics = {
    daily: records.daily.map((e) => ({ ...e })),
    weekly: records.weekly.map((e) => ({ ...e })),
    monthly: records.monthly.map((e) => ({ ...e })),
  };
  const seed = Math.max(0, Math.round(change.seed ?? 0));
  let created = false;
  const day = entryFor(
    next.daily,
    change.date,
    (e) => e.date,
    () => {
      created = true;
      return { date: change.date, written: seed, edits: seed, net: seed, total: change.total };
    },
  );
  // A day opened with a seed brings the seed into its week and month as well.
  const writtenBefore = created ? 0 : day.written;
  const netChange = change.edit + change.other + (created ? seed : 0);
  day.edits += change.edit;
  day.written = Math.max(0, day.edits);
  day.net += change.edit + change.other;
  day.total = change.total;
  const writtenChange = day.written - writtenBefore;
  const week = entryFor(
    next.weekly,
    isoWeekKey(change.date),
    (e) => e.week,
    () => ({
      week: isoWeekKey(change.date),
      written: 0,
      net: 0,
      total: change.total,
    }),
  );
  const month = entryFor(
    next.monthly,
    monthKey(change.date),
    (e) => e.month,
    () => ({
      month: monthKey(change.date),
      written: 0,
      net: 0,
      total: change.total,
    }),
  );
  for (const period of [week, month]) {
    period.written = Math.max(0, period.written + writtenChange);
    period.net += netChange;
    period.total = change.total;
  }
  next.daily = next.daily.slice(-RECORD_LIMITS.daily);
  next.weekly = next.weekly.slice(-RECORD_LIMITS.weekly);
  next.monthly = next.monthly.slice(-RECORD_LIMITS.monthly);
  return next;
}

/** The daily target as the streak reads it. */
export interface DailyTarget {
  value: number;
  is_active: boolean;
}

/**
 * Whether a day counts for the streak: with an active daily target, when the words written
 * reach it; without one, when any word was written.
 */
export const dayCounts = (written: number, target: DailyTarget): boolean =>
  target.is_active && target.value > 0 ? written >= target.value : written > 0;

/**
 * The writing streak on `today`: consecutive days that count, ending today — or yesterday while
 * today has not counted yet (a day in progress does not break the streak).
 */
export function streakDays(
  daily: readonly DailyRecord[],
  today: string,
  target: DailyTarget,
): number {
  const written = new Map(daily.map((e) => [e.date, e.written]));
  let day = dayCounts(written.get(today) ?? 0, target) ? today : addDays(today, -1);
  let streak = 0;
  while (dayCounts(written.get(day) ?? 0, target)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

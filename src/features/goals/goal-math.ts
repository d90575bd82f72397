/**
 * What the Goals screen and the Tools panel show, computed from the stored history (the worker
 * keeps it, docs/goals.md) and today's live count: the pace a completion date needs, the
 * history with today brought up to date, and the series the charts draw.
 */
import {
  addDays,
  type DailyRecord,
  type DailyTarget,
  dayCounts,
  daysBetween,
  isDateKey,
  isoWeekKey,
  monthKey,
  normaliseRecordMetrics,
  type RecordMetrics,
  streakDays,
  weekStart,
} from '../../../workers/contract/goals';

/** What a completion date asks of the author from today's total. */
export type Pace =
  | { kind: 'none' }
  | { kind: 'reached' }
  | { kind: 'past'; remaining: number }
  | { kind: 'pace'; perDay: number; remaining: number; days: number };

/**
 * Words a day to reach `target` by `date` from `total`. The days left count today and the
 * completion date itself (a date of today leaves one day); a date already gone says so.
 */
export function paceNeeded(input: {
  total: number;
  target: number;
  date: string | null;
  today: string;
}): Pace {
  const remaining = Math.max(0, input.target - input.total);
  if (input.target > 0 && remaining === 0) return { kind: 'reached' };
  if (!input.date || !isDateKey(input.date)) return { kind: 'none' };
  const days = daysBetween(input.today, input.date) + 1;
  if (days < 1) return { kind: 'past', remaining };
  return { kind: 'pace', perDay: Math.ceil(remaining / days), remaining, days };
}

/** Today's count as the last save told it, with the date it is for. */
export interface LiveToday {
  date: string;
  written: number;
}

/**
 * The stored history with today's entry brought up to the live count (the saves answer with
 * it; the stored copy a screen read may be older): today's week and month move with it.
 */
export function withLiveToday(stored: unknown, live: LiveToday | null): RecordMetrics {
  const records = normaliseRecordMetrics(stored);
  if (!live) return records;
  const day = records.daily.find((d) => d.date === live.date);
  const change = live.written - (day?.written ?? 0);
  if (change === 0) return records;
  const bump = <T extends { written: number }>(
    list: T[],
    found: (t: T) => boolean,
    make: () => T,
  ) => {
    const entry = list.find(found);
    if (entry)
      return list.map((e) =>
        e === entry ? { ...e, written: Math.max(0, e.written + change) } : e,
      );
    return [...list, make()];
  };
  const week = isoWeekKey(live.date);
  const month = monthKey(live.date);
  return {
    daily: bump(
      records.daily,
      (d) => d.date === live.date,
      () => ({
        date: live.date,
        written: live.written,
        edits: live.written,
        net: live.written,
        total: 0,
      }),
    ),
    weekly: bump(
      records.weekly,
      (w) => w.week === week,
      () => ({ week, written: live.written, net: live.written, total: 0 }),
    ),
    monthly: bump(
      records.monthly,
      (m) => m.month === month,
      () => ({ month, written: live.written, net: live.written, total: 0 }),
    ),
  };
}

/** The streak as the screens show it: from the history when there is one, else as stored. */
export function currentStreak(
  records: RecordMetrics,
  today: string,
  target: DailyTarget,
  stored: number,
): number {
  return records.daily.length > 0 ? streakDays(records.daily, today, target) : stored;
}

/** One bar of a chart: its calendar key and the words written. */
export interface Bar {
  key: string;
  written: number;
}

/** The last `count` days up to today, oldest first, days without writing at 0. */
export function lastDays(daily: readonly DailyRecord[], today: string, count = 30): Bar[] {
  const written = new Map(daily.map((d) => [d.date, d.written]));
  return Array.from({ length: count }, (_, i) => {
    const key = addDays(today, i - count + 1);
    return { key, written: written.get(key) ?? 0 };
  });
}

/** The last `count` ISO weeks up to this one, each keyed by its Monday (YYYY-MM-DD). */
export function lastWeeks(records: RecordMetrics, today: string, count = 12): Bar[] {
  const written = new Map(records.weekly.map((w) => [w.week, w.written]));
  const monday = weekStart(today);
  return Array.from({ length: count }, (_, i) => {
    const key = addDays(monday, (i - count + 1) * 7);
    return { key, written: written.get(isoWeekKey(key)) ?? 0 };
  });
}

/** The last `count` months up to this one, each keyed by its first day (YYYY-MM-01). */
export function lastMonths(records: RecordMetrics, today: string, count = 12): Bar[] {
  const written = new Map(records.monthly.map((m) => [m.month, m.written]));
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - count + 1 + i;
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { key: `${key}-01`, written: written.get(key) ?? 0 };
  });
}

/** One day of the year heatmap. */
export interface HeatCell {
  date: string;
  written: number;
  /** 0 (nothing written) to 4 (the daily target met, or the year's best without one). */
  level: 0 | 1 | 2 | 3 | 4;
  /** Column (week, oldest 0) and row (weekday, Monday 0). */
  week: number;
  weekday: number;
}

/**
 * The last 53 weeks (Monday to Sunday) up to today, for the heatmap of writing days. Levels
 * are set against the daily target when it is active, else against the best day shown.
 */
export function yearCells(
  daily: readonly DailyRecord[],
  today: string,
  target: DailyTarget,
): HeatCell[] {
  const first = addDays(weekStart(today), -52 * 7);
  const days = daysBetween(first, today) + 1;
  const written = new Map(daily.map((d) => [d.date, d.written]));
  const cells = Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    return { date, written: written.get(date) ?? 0, week: Math.floor(i / 7), weekday: i % 7 };
  });
  const best = Math.max(1, ...cells.map((c) => c.written));
  const reference = target.is_active && target.value > 0 ? target.value : best;
  return cells.map((c) => ({
    ...c,
    level:
      c.written <= 0
        ? 0
        : (Math.min(4, Math.max(1, Math.ceil((c.written / reference) * 4))) as HeatCell['level']),
  }));
}

/** The heatmap as a table reads it: per month, the days written, the days counted, the words. */
export interface MonthSummary {
  key: string;
  writingDays: number;
  targetDays: number;
  written: number;
}

export function monthSummaries(cells: readonly HeatCell[], target: DailyTarget): MonthSummary[] {
  const months = new Map<string, MonthSummary>();
  for (const c of cells) {
    const key = `${monthKey(c.date)}-01`;
    const m = months.get(key) ?? { key, writingDays: 0, targetDays: 0, written: 0 };
    if (c.written > 0) m.writingDays++;
    if (dayCounts(c.written, target)) m.targetDays++;
    m.written += c.written;
    months.set(key, m);
  }
  return [...months.values()];
}

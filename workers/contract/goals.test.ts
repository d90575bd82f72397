/** The calendar keys and pure bookkeeping rules of the writing history (docs/goals.md). */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isDateKey,
  isoWeekKey,
  localDateKey,
  monthKey,
  normaliseRecordMetrics,
  RECORD_LIMITS,
  type RecordMetrics,
  recordChange,
  streakDays,
  weekStart,
} from './goals';

/** The process environment (Node runs the tests; TZ is read again on each change). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

const empty = (): RecordMetrics => ({ daily: [], weekly: [], monthly: [] });
const edit = (records: RecordMetrics, date: string, words: number, total: number) =>
  recordChange(records, { date, edit: words, other: 0, total });

describe('calendar keys', () => {
  const zone = env.TZ;
  afterEach(() => {
    if (zone === undefined) delete env.TZ;
    else env.TZ = zone;
  });

  it("files a moment under the author's local date, whatever UTC says", () => {
    const moment = new Date('2025-03-10T02:30:00Z');
    env.TZ = 'America/New_York';
    expect(localDateKey(moment)).toBe('2025-03-09');
    env.TZ = 'Asia/Tokyo';
    expect(localDateKey(moment)).toBe('2025-03-10');
    env.TZ = 'Pacific/Kiritimati'; // UTC+14
    expect(localDateKey(new Date('2025-03-09T10:30:00Z'))).toBe('2025-03-10');
  });

  it('turns the day over at local midnight, on the second', () => {
    env.TZ = 'Europe/Paris';
    expect(localDateKey(new Date(2025, 5, 1, 23, 59, 59, 999))).toBe('2025-06-01');
    expect(localDateKey(new Date(2025, 5, 2, 0, 0, 0, 0))).toBe('2025-06-02');
  });

  it('counts days across daylight-saving changes as whole days', () => {
    env.TZ = 'Europe/Paris';
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('weeks start on Monday and are numbered as ISO weeks', () => {
    expect(weekStart('2025-06-01')).toBe('2025-05-26'); // a Sunday belongs to the week before
    expect(weekStart('2025-06-02')).toBe('2025-06-02');
    expect(isoWeekKey('2025-06-01')).toBe('2025-W22');
    expect(isoWeekKey('2025-06-02')).toBe('2025-W23');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01'); // Monday of the first week of 2025
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(monthKey('2025-06-01')).toBe('2025-06');
  });

  it('accepts only real dates', () => {
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2025-02-29')).toBe(false);
    expect(isDateKey('2025-13-01')).toBe(false);
    expect(isDateKey('<b>2025</b>')).toBe(false);
    expect(isDateKey(20250101)).toBe(false);
  });
});

describe('recordChange', () => {
  it('adds the deltas of a day; words written never go below zero but net does', () => {
    let r = edit(empty(), '2025-06-02', 120, 1120);
    r = edit(r, '2025-06-02', -30, 1090);
    expect(r.daily).toEqual([{ date: '2025-06-02', written: 90, edits: 90, net: 90, total: 1090 }]);
    r = edit(r, '2025-06-02', -200, 890);
    expect(r.daily[0]).toMatchObject({ written: 0, edits: -110, net: -110, total: 890 });
    // Writing again first makes up what was deleted the same day.
    r = edit(r, '2025-06-02', 150, 1040);
    expect(r.daily[0]).toMatchObject({ written: 40, edits: 40, net: 40 });
    expect(r.weekly).toEqual([{ week: '2025-W23', written: 40, net: 40, total: 1040 }]);
    expect(r.monthly).toEqual([{ month: '2025-06', written: 40, net: 40, total: 1040 }]);
  });

  it('a page deleted or restored moves net and the total, never the words written', () => {
    let r = edit(empty(), '2025-06-02', 50, 550);
    r = recordChange(r, { date: '2025-06-02', edit: 0, other: -500, total: 50 });
    expect(r.daily[0]).toMatchObject({ written: 50, net: -450, total: 50 });
    r = recordChange(r, { date: '2025-06-02', edit: 0, other: 500, total: 550 });
    expect(r.daily[0]).toMatchObject({ written: 50, net: 50, total: 550 });
    expect(r.weekly[0]).toMatchObject({ written: 50, net: 50 });
  });

  it('rolls over days, ISO weeks and months', () => {
    let r = edit(empty(), '2025-05-31', 10, 10); // Saturday, May
    r = edit(r, '2025-06-01', 20, 30); // Sunday, June, same week
    r = edit(r, '2025-06-02', 40, 70); // Monday: a new week
    expect(r.daily.map((d) => [d.date, d.written])).toEqual([
      ['2025-05-31', 10],
      ['2025-06-01', 20],
      ['2025-06-02', 40],
    ]);
    expect(r.weekly.map((w) => [w.week, w.written, w.total])).toEqual([
      ['2025-W22', 30, 30],
      ['2025-W23', 40, 70],
    ]);
    expect(r.monthly.map((m) => [m.month, m.written])).toEqual([
      ['2025-05', 10],
      ['2025-06', 60],
    ]);
  });

  it('a week holds only the words written of each of its days', () => {
    let r = edit(empty(), '2025-06-02', 100, 100);
    r = edit(r, '2025-06-03', -80, 20); // Tuesday deletes more than it writes: 0 written
    r = edit(r, '2025-06-04', 30, 50);
    expect(r.weekly[0]).toMatchObject({ written: 130, net: 50 });
  });

  it('a change filed under an earlier date (the author flew west) lands in order', () => {
    let r = edit(empty(), '2025-06-03', 10, 10);
    r = edit(r, '2025-06-02', 5, 15);
    expect(r.daily.map((d) => d.date)).toEqual(['2025-06-02', '2025-06-03']);
    r = edit(r, '2025-06-03', 1, 16);
    expect(r.daily[1]).toMatchObject({ written: 11 });
  });

  it("carries over today's count from an older version (seed) into the day, week and month", () => {
    const r = recordChange(edit(empty(), '2025-06-02', 10, 10), {
      date: '2025-06-03',
      edit: 5,
      other: 0,
      total: 40,
      seed: 25,
    });
    expect(r.daily[1]).toMatchObject({ written: 30, edits: 30 });
    expect(r.weekly[0]).toMatchObject({ written: 40 });
  });

  it('keeps the lists bounded, newest last', () => {
    let r = empty();
    for (let i = 0; i < RECORD_LIMITS.daily + 20; i++) r = edit(r, addDays('2020-01-01', i), 1, i);
    expect(r.daily).toHaveLength(RECORD_LIMITS.daily);
    expect(r.daily.at(-1)?.date).toBe(addDays('2020-01-01', RECORD_LIMITS.daily + 19));
    expect(r.weekly.length).toBeLessThanOrEqual(RECORD_LIMITS.weekly);
  });

  it('does not change the lists it was given', () => {
    const before = edit(empty(), '2025-06-02', 10, 10);
    const copy = structuredClone(before);
    edit(before, '2025-06-02', 10, 20);
    expect(before).toEqual(copy);
  });
});

describe('normaliseRecordMetrics', () => {
  it('keeps valid entries in order and drops what a hostile file may hold', () => {
    const r = normaliseRecordMetrics({
      daily: [
        { date: '2025-06-03', written: 5, net: 5, total: 9 },
        { date: '<img src=x>', written: 5 },
        { date: '2025-06-02', written: 'NaN', net: Number.POSITIVE_INFINITY, total: -3 },
        null,
      ],
      weekly: 'nope',
      monthly: [{ month: '2025-06', written: 7.4, net: -2, total: 9 }],
    });
    expect(r.daily).toEqual([
      { date: '2025-06-02', written: 0, edits: 0, net: 0, total: 0 },
      { date: '2025-06-03', written: 5, edits: 5, net: 5, total: 9 },
    ]);
    expect(r.weekly).toEqual([]);
    expect(r.monthly).toEqual([{ month: '2025-06', written: 7, net: -2, total: 9 }]);
    expect(normaliseRecordMetrics(undefined)).toEqual(empty());
  });
});

describe('streakDays', () => {
  const days = (...entries: Array<[string, number]>) =>
    entries.map(([date, written]) => ({ date, written, edits: written, net: written, total: 0 }));
  const target = { value: 100, is_active: true };

  it('counts consecutive days that meet the daily target, ending today', () => {
    const daily = days(['2025-06-01', 150], ['2025-06-02', 100], ['2025-06-03', 120]);
    expect(streakDays(daily, '2025-06-03', target)).toBe(3);
  });

  it('a day in progress does not break the streak; a missed day does', () => {
    const daily = days(['2025-06-01', 150], ['2025-06-02', 100], ['2025-06-03', 20]);
    expect(streakDays(daily, '2025-06-03', target)).toBe(2);
    expect(streakDays(daily, '2025-06-04', target)).toBe(0);
    expect(streakDays(days(['2025-06-01', 150], ['2025-06-03', 150]), '2025-06-03', target)).toBe(
      1,
    );
  });

  it('without an active daily target any day with words written counts', () => {
    const daily = days(['2025-06-01', 1], ['2025-06-02', 3]);
    expect(streakDays(daily, '2025-06-02', { value: 100, is_active: false })).toBe(2);
    expect(streakDays(daily, '2025-06-02', target)).toBe(0);
  });

  it('runs across months and years', () => {
    const daily = days(['2024-12-31', 100], ['2025-01-01', 100]);
    expect(streakDays(daily, '2025-01-01', target)).toBe(2);
  });
});

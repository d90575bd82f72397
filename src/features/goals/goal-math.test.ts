/** The goals as the screens show them: pace, today brought up to date, and the chart series. */
import { describe, expect, it } from 'vitest';
import { type RecordMetrics, recordChange } from '../../../workers/contract/goals';
import { niceCeiling } from './BarChart';
import {
  currentStreak,
  lastDays,
  lastMonths,
  lastWeeks,
  monthSummaries,
  paceNeeded,
  withLiveToday,
  yearCells,
} from './goal-math';

const empty = (): RecordMetrics => ({ daily: [], weekly: [], monthly: [] });
const write = (r: RecordMetrics, date: string, words: number) =>
  recordChange(r, { date, edit: words, other: 0, total: 0 });

describe('paceNeeded', () => {
  it('spreads the words left over the days left, today and the completion date included', () => {
    expect(
      paceNeeded({ total: 1000, target: 2000, date: '2025-06-10', today: '2025-06-01' }),
    ).toEqual({
      kind: 'pace',
      perDay: 100,
      remaining: 1000,
      days: 10,
    });
    // Rounded up: 1000 words over 3 days is 334 a day.
    expect(
      paceNeeded({ total: 0, target: 1000, date: '2025-06-03', today: '2025-06-01' }),
    ).toMatchObject({
      perDay: 334,
    });
    expect(
      paceNeeded({ total: 900, target: 1000, date: '2025-06-01', today: '2025-06-01' }),
    ).toMatchObject({
      perDay: 100,
      days: 1,
    });
  });

  it('says plainly when the date is past or the target reached', () => {
    expect(paceNeeded({ total: 10, target: 100, date: '2025-05-31', today: '2025-06-01' })).toEqual(
      {
        kind: 'past',
        remaining: 90,
      },
    );
    expect(
      paceNeeded({ total: 100, target: 100, date: '2025-05-31', today: '2025-06-01' }),
    ).toEqual({
      kind: 'reached',
    });
    expect(paceNeeded({ total: 10, target: 100, date: null, today: '2025-06-01' })).toEqual({
      kind: 'none',
    });
    expect(paceNeeded({ total: 10, target: 100, date: 'soon', today: '2025-06-01' })).toEqual({
      kind: 'none',
    });
  });

  it('counts whole calendar days across a daylight-saving change and a year end', () => {
    expect(
      paceNeeded({ total: 0, target: 310, date: '2025-03-31', today: '2025-03-01' }),
    ).toMatchObject({
      days: 31,
      perDay: 10,
    });
    expect(
      paceNeeded({ total: 0, target: 20, date: '2026-01-01', today: '2025-12-31' }),
    ).toMatchObject({
      days: 2,
    });
  });
});

describe('withLiveToday', () => {
  it("raises today's entry, week and month to the count the last save answered with", () => {
    const stored = write(write(empty(), '2025-06-02', 50), '2025-06-03', 10);
    const live = withLiveToday(stored, { date: '2025-06-03', written: 25 });
    expect(live.daily.at(-1)).toMatchObject({ date: '2025-06-03', written: 25 });
    expect(live.weekly.at(-1)).toMatchObject({ written: 75 });
    expect(live.monthly.at(-1)).toMatchObject({ written: 75 });
    expect(stored.daily.at(-1)?.written).toBe(10);
  });

  it('adds today when the stored copy predates its first save', () => {
    const live = withLiveToday(write(empty(), '2025-05-30', 5), { date: '2025-06-02', written: 7 });
    expect(live.daily.map((d) => [d.date, d.written])).toEqual([
      ['2025-05-30', 5],
      ['2025-06-02', 7],
    ]);
    expect(live.weekly.at(-1)).toMatchObject({ week: '2025-W23', written: 7 });
    expect(live.monthly.map((m) => m.month)).toEqual(['2025-05', '2025-06']);
  });

  it('with no live count, or the same one, the history is as stored', () => {
    const stored = write(empty(), '2025-06-02', 5);
    expect(withLiveToday(stored, null)).toEqual(stored);
    expect(withLiveToday(stored, { date: '2025-06-02', written: 5 })).toEqual(stored);
  });
});

describe('currentStreak', () => {
  it('reads the streak from the history at today, or the stored value without history', () => {
    const r = write(write(empty(), '2025-06-01', 120), '2025-06-02', 130);
    const target = { value: 100, is_active: true };
    expect(currentStreak(r, '2025-06-02', target, 1)).toBe(2);
    expect(currentStreak(r, '2025-06-04', target, 1)).toBe(0);
    expect(currentStreak(empty(), '2025-06-04', target, 1)).toBe(1);
  });
});

describe('chart series', () => {
  const r = write(write(write(empty(), '2025-05-31', 10), '2025-06-01', 20), '2025-06-02', 40);

  it('the last 30 days end today, oldest first, gaps at zero', () => {
    const days = lastDays(r.daily, '2025-06-02', 30);
    expect(days).toHaveLength(30);
    expect(days[0]?.key).toBe('2025-05-04');
    expect(days.slice(-3)).toEqual([
      { key: '2025-05-31', written: 10 },
      { key: '2025-06-01', written: 20 },
      { key: '2025-06-02', written: 40 },
    ]);
    expect(days[10]?.written).toBe(0);
  });

  it('weeks are keyed by their Monday, months by their first day', () => {
    const weeks = lastWeeks(r, '2025-06-02', 3);
    expect(weeks).toEqual([
      { key: '2025-05-19', written: 0 },
      { key: '2025-05-26', written: 30 },
      { key: '2025-06-02', written: 40 },
    ]);
    expect(lastMonths(r, '2025-06-02', 3)).toEqual([
      { key: '2025-04-01', written: 0 },
      { key: '2025-05-01', written: 10 },
      { key: '2025-06-01', written: 60 },
    ]);
    expect(lastMonths(r, '2025-01-15', 2).map((m) => m.key)).toEqual(['2024-12-01', '2025-01-01']);
  });

  it('the year heatmap: 53 weeks from a Monday to today, levels against the daily target', () => {
    const cells = yearCells(r.daily, '2025-06-02', { value: 40, is_active: true });
    expect(cells[0]?.date).toBe('2024-06-03');
    expect(cells[0]?.weekday).toBe(0);
    expect(cells.at(-1)).toMatchObject({ date: '2025-06-02', week: 52, weekday: 0, level: 4 });
    expect(cells.find((c) => c.date === '2025-05-31')?.level).toBe(1);
    expect(cells.find((c) => c.date === '2025-06-01')?.level).toBe(2);
    expect(cells.filter((c) => c.level > 0)).toHaveLength(3);
    const months = monthSummaries(cells, { value: 20, is_active: true });
    expect(months.at(-1)).toEqual({
      key: '2025-06-01',
      writingDays: 2,
      targetDays: 2,
      written: 60,
    });
    expect(months.at(-2)).toMatchObject({ key: '2025-05-01', writingDays: 1, targetDays: 0 });
  });

  it('scales round up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(10);
    expect(niceCeiling(37)).toBe(50);
    expect(niceCeiling(100)).toBe(100);
    expect(niceCeiling(1234)).toBe(2000);
  });
});

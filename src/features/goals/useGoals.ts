/**
 * The figures of the goals, current to the last save and to the local date: today's date
 * (it turns over at local midnight while a screen is open), today's live count, the history
 * with today brought up to it, and the streak by the same rule as the worker's.
 */
import { useEffect, useMemo, useState } from 'react';
import { localDateKey, type RecordMetrics } from '../../../workers/contract/goals';
import type { BookMetrics } from '../../../workers/contract/records';
import { bookTotalsAtom } from '../../session/book-metrics';
import { useAtomValue } from '../../state/jotai';
import { currentStreak, type LiveToday, withLiveToday } from './goal-math';

/** Milliseconds until the next local midnight (and a second, so the date has turned). */
const untilMidnight = (now = new Date()): number =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1).getTime() - now.getTime();

/** The author's local date, updated at midnight. */
export function useLocalToday(): string {
  const [today, setToday] = useState(() => localDateKey());
  useEffect(() => {
    let timer = 0;
    const arm = () => {
      timer = window.setTimeout(() => {
        setToday(localDateKey());
        arm();
      }, untilMidnight());
    };
    arm();
    return () => window.clearTimeout(timer);
  }, []);
  return today;
}

export interface GoalFigures {
  today: string;
  /** Words written today (0 until the first save of the day). */
  written: number;
  total: number;
  records: RecordMetrics;
  streak: number;
}

/** The goals' figures from the metrics (targets, stored history) and the live counts. */
export function useGoalFigures(metrics: BookMetrics | null, history?: unknown): GoalFigures {
  const today = useLocalToday();
  const totals = useAtomValue(bookTotalsAtom);
  // The counts are stamped with the date they arrive on: after midnight, yesterday's count
  // is not today's.
  const live = useMemo<LiveToday | null>(
    () => (totals ? { date: localDateKey(), written: totals.today } : null),
    [totals],
  );
  const current = live?.date === today ? live : null;
  const stored = history ?? metrics?.record_metrics;
  const records = useMemo(() => withLiveToday(stored, current), [stored, current]);
  const written = current?.written ?? records.daily.find((d) => d.date === today)?.written ?? 0;
  const streak = metrics
    ? currentStreak(records, today, metrics.daily_words_target, metrics.writing_streak_days)
    : 0;
  return { today, written, total: totals?.words ?? 0, records, streak };
}

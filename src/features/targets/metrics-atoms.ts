/** Book metrics (targets and widgets) and the book's totals, kept in step with the worker. */
import { useEffect } from 'react';
import type { BookMetrics } from '../../../workers/contract/records';
import { atom, useAtomValue, useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { changeTickAtom } from '../book/book-atoms';

export interface Totals {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  today: number;
}

export const bookMetricsAtom = atom<BookMetrics | null>(null);
export const bookTotalsAtom = atom<Totals | null>(null);

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function useBookMetricsSync(): void {
  const tick = useAtomValue(changeTickAtom);
  const setMetrics = useSetAtom(bookMetricsAtom);
  const setTotals = useSetAtom(bookTotalsAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every book change.
  useEffect(() => {
    let live = true;
    void (async () => {
      const totals = await workerApi().bookTotals();
      const record = await workerApi().fetchOne('book_metrics', 1);
      if (!live) return;
      // Values that read the same keep their objects: no re-render for every save of a page.
      if (totals.success) setTotals((t) => (sameJson(t, totals.data) ? t : totals.data));
      if (record.success && record.data) {
        const metrics = record.data.metrics as BookMetrics;
        setMetrics((m) => (sameJson(m, metrics) ? m : metrics));
      }
    })();
    return () => {
      live = false;
    };
  }, [tick, setMetrics, setTotals]);
}

/** Saves a change to the metrics object (record 1). */
export const updateMetricsAtom = atom(
  null,
  async (get, set, change: (m: BookMetrics) => BookMetrics) => {
    const current = get(bookMetricsAtom);
    if (!current) return;
    const next = change(structuredClone(current));
    set(bookMetricsAtom, next);
    await workerApi().update('book_metrics', 1, { metrics: next });
  },
);

/** True when any target is active (the words widget needs one). */
export const hasActiveTarget = (m: BookMetrics | null): boolean =>
  Boolean(
    m &&
      (m.total_words_target.is_active ||
        m.daily_words_target.is_active ||
        m.completion_date_target.is_active),
  );

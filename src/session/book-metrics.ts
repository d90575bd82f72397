/** Book metrics (targets and widgets) and the book's totals, kept in step with the worker. */
import { useEffect } from 'react';
import type { BookMetrics } from '../../workers/contract/records';
import { atom, useSetAtom } from '../state/jotai';
import { workerApi } from '../worker-client/client';
import { showIfFailed } from '../worker-client/failures';
import { useWorkerQuery } from '../worker-client/useWorkerQuery';
import { bookCountsAtom, showBookCounts } from './book-counts';

export type { BookCounts as Totals } from '../../workers/contract/content';

export const bookMetricsAtom = atom<BookMetrics | null>(null);
/** The book's counts (see session/book-counts.ts). */
export const bookTotalsAtom = bookCountsAtom;

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the counts (read when the book opens and when content changes other than by this tab's
 * typing, whose saves answer with them) and the targets (after metrics changes) in step.
 */
export function useBookMetricsSync(): void {
  const setMetrics = useSetAtom(bookMetricsAtom);
  const totals = useWorkerQuery(() => workerApi().bookTotals(), [], ['content', 'book_metrics']);
  const record = useWorkerQuery(() => workerApi().getBookMetrics(), [], ['book_metrics']);
  // Values that read the same keep their objects: no re-render for every save of a page.
  useEffect(() => {
    if (totals.data) showBookCounts(totals.data);
  }, [totals.data]);
  useEffect(() => {
    const metrics = record.data as BookMetrics | null;
    if (metrics) setMetrics((m) => (sameJson(m, metrics) ? m : metrics));
  }, [record.data, setMetrics]);
}

/** Saves a change to the metrics object (record 1). */
export const updateMetricsAtom = atom(
  null,
  async (get, set, change: (m: BookMetrics) => BookMetrics) => {
    const current = get(bookMetricsAtom);
    if (!current) return;
    const next = change(structuredClone(current));
    set(bookMetricsAtom, next);
    await showIfFailed(workerApi().updateBookMetrics(next));
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

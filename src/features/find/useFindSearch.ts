/**
 * Searching as the author types: the search starts 20 ms after the last keystroke (the worker
 * cancels a search still running when a newer one arrives, and an answer older than the last
 * one asked for is dropped here), so the first results show within the 100 ms of issue 28.
 */
import { useEffect, useRef, useState } from 'react';
import type { FindAnswer, FindQuery } from '../../../workers/contract/find';
import type { ResultError } from '../../../workers/contract/result';
import { workerApi } from '../../worker-client/client';

export const SEARCH_DELAY_MS = 20;

export interface FindSearchState {
  answer: FindAnswer | null;
  /** A search is on its way for the query now shown. */
  searching: boolean;
  /** The worker failed (not a bad pattern: that is an answer); shown with errorText. */
  error: ResultError | null;
}

/** The answer for `query` (null query: nothing to search), with `replace` when previewing. */
export function useFindSearch(
  query: FindQuery | null,
  replace: { replacement: string; preserveCase: boolean } | null,
  /** Bumped to search again with the same query (after a replace or an undo). */
  again: number,
): FindSearchState {
  const [state, setState] = useState<FindSearchState>({
    answer: null,
    searching: false,
    error: null,
  });
  const asked = useRef(0);
  const key = query ? JSON.stringify([query, replace]) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for query and replace.
  useEffect(() => {
    const id = ++asked.current;
    if (!query || query.text.length === 0) {
      setState({ answer: null, searching: false, error: null });
      return;
    }
    setState((s) => ({ ...s, searching: true }));
    const run = async () => {
      const result = await workerApi().findInBook(query, replace ?? undefined);
      if (id !== asked.current) return; // a newer search was asked for
      if (!result.success) {
        setState({ answer: null, searching: false, error: result.error });
        return;
      }
      if (result.data.status === 'cancelled') return;
      setState({ answer: result.data, searching: false, error: null });
    };
    const timer = setTimeout(() => {
      void run();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, again]);

  return state;
}

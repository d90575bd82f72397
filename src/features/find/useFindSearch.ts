/**
 * Searching as the author types. A keystroke after a pause searches at once; keystrokes that
 * follow within SEARCH_DELAY_MS of the last search wait until typing pauses that long (the
 * worker cancels a search still running when a newer one arrives, and an answer older than the
 * last one asked for is dropped here). The worker tells the first results (`partial`) before it
 * has searched the whole book, so they show within the 100 ms of issue 28 on the 1M-word book.
 */
import { proxy } from 'comlink';
import { useEffect, useRef, useState } from 'react';
import type { FindAnswer, FindQuery } from '../../../workers/contract/find';
import type { ResultError } from '../../../workers/contract/result';
import { workerApi } from '../../worker-client/client';

export const SEARCH_DELAY_MS = 20;

export interface FindSearchState {
  answer: FindAnswer | null;
  /** A search is on its way for the query now shown (its first results may be shown). */
  searching: boolean;
  /** The worker failed (not a bad pattern: that is an answer); shown with errorText. */
  error: ResultError | null;
  /** Which search the answer is for (its first results and its full answer share it). */
  search: number;
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
    search: 0,
  });
  const asked = useRef(0);
  /** When the last search was sent (a keystroke after a pause searches at once). */
  const sentAt = useRef(Number.NEGATIVE_INFINITY);
  const key = query ? JSON.stringify([query, replace]) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for query and replace.
  useEffect(() => {
    const id = ++asked.current;
    if (!query || query.text.length === 0) {
      setState({ answer: null, searching: false, error: null, search: id });
      return;
    }
    let answered = false;
    // The first results; a later answer (they travel on another channel) is not undone by them.
    const onFirst = (first: FindAnswer) => {
      if (id !== asked.current || answered || first.status !== 'found') return;
      setState({ answer: first, searching: true, error: null, search: id });
    };
    const run = async () => {
      sentAt.current = performance.now();
      const result = await workerApi().findInBook(query, replace ?? undefined, proxy(onFirst));
      if (id !== asked.current) return; // a newer search was asked for
      answered = true;
      if (!result.success) {
        setState({ answer: null, searching: false, error: result.error, search: id });
        return;
      }
      if (result.data.status === 'cancelled') return;
      setState({ answer: result.data, searching: false, error: null, search: id });
    };
    setState((s) => (s.searching ? s : { ...s, searching: true }));
    if (performance.now() - sentAt.current >= SEARCH_DELAY_MS) {
      void run();
      return;
    }
    const timer = setTimeout(() => {
      void run();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, again]);

  return state;
}

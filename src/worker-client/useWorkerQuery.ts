/**
 * The one way a screen reads from the worker: runs `query` once the book is ready, again when
 * its inputs (`deps`) change, when one of the `tables` it names changes, and when the whole book
 * is replaced. Answers for earlier inputs are dropped; while a new answer is on its way the last
 * one for the same inputs stays on screen (no flash). Without `tables`, changes never re-read it
 * (editors: content must not be reloaded under the author's cursor).
 */
import { useEffect, useMemo, useState } from 'react';
import type { Result, ResultError } from '../../workers/contract/result';
import { atom, useAtomValue } from '../state/jotai';
import { bookReadyAtom, type FeedChannel, resetVersionAtom, tableVersionAtom } from './change-feed';
import { asResultError } from './failures';

export interface QueryState<T> {
  data: T | null;
  /** The failure as the worker answered it (code and parameters kept): show it with
   *  `FailureMessage` (src/components/), which says it in the author's words. */
  error: ResultError | null;
  /** True until the first answer for the current inputs. */
  loading: boolean;
}

interface Answer<T> {
  key: string;
  data: T | null;
  error: ResultError | null;
}

const NO_TABLES: readonly FeedChannel[] = [];

export function useWorkerQuery<T>(
  query: () => Promise<Result<T>>,
  deps: readonly unknown[],
  tables: readonly FeedChannel[] = NO_TABLES,
): QueryState<T> {
  const ready = useAtomValue(bookReadyAtom);
  const tableKey = tables.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: tableKey stands for the tables.
  const versionAtom = useMemo(
    () =>
      atom((get) =>
        [get(resetVersionAtom), ...tables.map((t) => get(tableVersionAtom(t)))].join('.'),
      ),
    [tableKey],
  );
  const version = useAtomValue(versionAtom);
  const key = JSON.stringify(deps);
  const [answer, setAnswer] = useState<Answer<T>>({ key: '', data: null, error: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the query's inputs (deps, as key).
  useEffect(() => {
    if (!ready) return;
    let live = true;
    query().then(
      (r) => {
        if (!live) return;
        setAnswer(
          r.success ? { key, data: r.data, error: null } : { key, data: null, error: r.error },
        );
      },
      (error: unknown) => {
        if (live) setAnswer({ key, data: null, error: asResultError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [ready, key, version]);

  const current = answer.key === key;
  return {
    data: current ? answer.data : null,
    error: current ? answer.error : null,
    loading: !current,
  };
}

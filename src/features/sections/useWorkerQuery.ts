/** Runs a worker query and re-runs it when the book changes; returns data, error and loading. */
import { useEffect, useState } from 'react';
import type { Result } from '../../../workers/contract/result';
import { useAtomValue } from '../../state/jotai';
import { changeTickAtom } from '../book/book-atoms';

export function useWorkerQuery<T>(
  query: () => Promise<Result<T>>,
  deps: readonly unknown[],
): { data: T | null; error: string | null } {
  const tick = useAtomValue(changeTickAtom);
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the query's inputs.
  useEffect(() => {
    let live = true;
    void query().then((r) => {
      if (!live) return;
      setState(r.success ? { data: r.data, error: null } : { data: null, error: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return state;
}

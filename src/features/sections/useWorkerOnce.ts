/**
 * Runs a worker query when its inputs change (not on every book change): for editors, whose
 * content must not be reloaded under the author's cursor.
 */
import { useEffect, useState } from 'react';
import type { Result } from '../../../workers/contract/result';

export function useWorkerOnce<T>(
  query: () => Promise<Result<T>>,
  deps: readonly unknown[],
): { data: T | null; error: string | null } {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  });
  const key = JSON.stringify(deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the query's inputs (as key).
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    void query().then((r) => {
      if (live)
        setState(
          r.success ? { data: r.data, error: null } : { data: null, error: r.error.message },
        );
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

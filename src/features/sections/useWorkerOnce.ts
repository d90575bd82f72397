/**
 * Runs a worker query when its inputs change (not on every book change): for editors, whose
 * content must not be reloaded under the author's cursor. Waits until the book is ready.
 */
import { useEffect, useState } from 'react';
import type { Result } from '../../../workers/contract/result';
import { useAtomValue } from '../../state/jotai';
import { bookReadyAtom } from '../book/book-atoms';

export function useWorkerOnce<T>(
  query: () => Promise<Result<T>>,
  deps: readonly unknown[],
): { data: T | null; error: string | null } {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  });
  // Content is read only once the book is open and any drafts left by a closed tab are stored.
  const ready = useAtomValue(bookReadyAtom);
  const key = JSON.stringify([...deps, ready]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the query's inputs (as key).
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    if (!ready) return;
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

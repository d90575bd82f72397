/**
 * Runs a worker query when its inputs change (not on every book change): for editors, whose
 * content must not be reloaded under the author's cursor. Waits until the book is ready.
 */
import { useEffect, useState } from 'react';
import type { Result } from '../../../workers/contract/result';
import { useAtomValue } from '../../state/jotai';
import { bookReadyAtom } from '../book/book-atoms';

const NOTHING = { data: null, error: null } as const;

export function useWorkerOnce<T>(
  query: () => Promise<Result<T>>,
  deps: readonly unknown[],
): { data: T | null; error: string | null } {
  // Content is read only once the book is open and any drafts left by a closed tab are stored.
  const ready = useAtomValue(bookReadyAtom);
  const key = JSON.stringify([...deps, ready]);
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null }>({
    key,
    data: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the query's inputs (as key).
  useEffect(() => {
    let live = true;
    if (!ready) return;
    void query().then((r) => {
      if (live)
        setState(
          r.success
            ? { key, data: r.data, error: null }
            : { key, data: null, error: r.error.message },
        );
    });
    return () => {
      live = false;
    };
  }, [key]);
  // Never the answer for other inputs: an editor must not get one page's text under another's key.
  return state.key === key ? { data: state.data, error: state.error } : NOTHING;
}

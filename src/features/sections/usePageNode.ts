/**
 * The tree node of the page view. While the next page is read, the previous one stays on
 * screen (and in the editor) instead of a loading line, so opening a page does not flash.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TreeNode } from '../../../workers/contract/records';
import { useAtomValue } from '../../state/jotai';
import { bookReadyAtom } from '../book/book-atoms';
import { takePageLoad } from './page-loads';

interface State {
  id: string;
  node: TreeNode | null;
  error: string | null;
}

const EMPTY: State = { id: '', node: null, error: null };

/**
 * `node`: page `id` once read, until then the page shown before (null at first); `loading`
 * while `node` is not page `id`; `error` when page `id` could not be read.
 */
export function usePageNode(id: string): {
  node: TreeNode | null;
  loading: boolean;
  error: string | null;
} {
  // Pages are read only once the book is open and any drafts left by a closed tab are stored.
  const ready = useAtomValue(bookReadyAtom);
  const [state, setState] = useState<State>(EMPTY);
  useEffect(() => {
    if (!ready) {
      setState(EMPTY);
      return;
    }
    let live = true;
    void takePageLoad(id).then((r) => {
      if (!live) return;
      // At once, not on React's next turn: the author is waiting for this page.
      flushSync(() =>
        setState(
          r.success
            ? { id, node: r.data, error: null }
            : { id, node: null, error: r.error.message },
        ),
      );
    });
    return () => {
      live = false;
    };
  }, [id, ready]);
  const current = state.id === id;
  return { node: state.node, loading: !current, error: current ? state.error : null };
}

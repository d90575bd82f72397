/**
 * The tree node of the page view. While the next page is read, the previous one stays on
 * screen (and in the editor) instead of a loading line, so opening a page does not flash.
 * When the book tree has already read the page (page-loads.ts), it is shown in the first render.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TreeNode } from '../../workers/contract/records';
import type { Result, ResultError } from '../../workers/contract/result';
import { useAtomValue } from '../state/jotai';
import { workerApi } from '../worker-client/client';
import { showIfFailed } from '../worker-client/failures';
import { bookReadyAtom, treeChangeAtom } from './book-atoms';
import { noteStoredContent } from './content-saver';
import { answeredPageLoad, closePage, takePageLoad } from './page-loads';
import { writerStateAtom } from './single-writer';

interface State {
  id: string;
  node: TreeNode | null;
  error: ResultError | null;
}

const EMPTY: State = { id: '', node: null, error: null };

const stateOf = (id: string, r: Result<TreeNode>): State =>
  r.success ? { id, node: r.data, error: null } : { id, node: null, error: r.error };

/** The page as read goes into the editor: its drafts may be replayed over this text. */
function noteRead(id: string, r: Result<TreeNode>): Result<TreeNode> {
  if (r.success) noteStoredContent({ kind: 'page', id }, r.data.content ?? '');
  return r;
}

/**
 * `node`: page `id` once read, until then the page shown before (null at first); `loading`
 * while `node` is not page `id`; `error` when page `id` could not be read.
 */
export function usePageNode(id: string): {
  node: TreeNode | null;
  loading: boolean;
  error: ResultError | null;
} {
  // Pages are read only once the book is open and any drafts left by a closed tab are stored.
  const ready = useAtomValue(bookReadyAtom);
  const [state, setState] = useState<State>(EMPTY);
  const answered = ready && state.id !== id ? answeredPageLoad(id) : undefined;
  const shown = answered ? stateOf(id, answered) : state;

  useEffect(() => {
    if (!ready) {
      setState(EMPTY);
      return;
    }
    const early = answeredPageLoad(id);
    const read = takePageLoad(id);
    if (early) {
      // Shown from the tree's read in this render already: keep it, with no gap.
      setState(stateOf(id, noteRead(id, early)));
      return () => closePage(id);
    }
    let live = true;
    void read.then((r) => {
      // At once, not on React's next turn: the author is waiting for this page.
      if (live) flushSync(() => setState(stateOf(id, noteRead(id, r))));
    });
    return () => {
      live = false;
      closePage(id);
    };
  }, [id, ready]);

  // While another tab writes the book, the page shown follows its saves (single-writer.ts).
  const following = useAtomValue(writerStateAtom) === 'elsewhere';
  const treeChange = useAtomValue(treeChangeAtom);
  const followed = useRef(false);
  useEffect(() => {
    if (!following || !ready) {
      followed.current = false;
      return;
    }
    // Read once when following starts, then when the writer changed this page.
    const started = followed.current;
    followed.current = true;
    if (started && treeChange.ids && !treeChange.ids.includes(id)) return;
    let live = true;
    void showIfFailed(workerApi().fetchNode(id)).then((r) => {
      if (live && r.success) setState(stateOf(id, r));
    });
    return () => {
      live = false;
    };
  }, [following, ready, id, treeChange]);

  const current = shown.id === id;
  return { node: shown.node, loading: !current, error: current ? shown.error : null };
}

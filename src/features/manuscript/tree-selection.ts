/**
 * The tree's selected row, in an atom of its own (one per tree view): moving the selection (a click, the arrow keys)
 * re-renders the rows and the toolbar that show it, not the whole tree view with its
 * drag-and-drop context. `focusToken` is bumped when keyboard focus should follow.
 *
 * A selection that follows the pointer (the row took focus as the button went down) is shown
 * in a task of its own, after the click: a click that opens a page opens it first, and the
 * highlight lands in the same frame. A selection that moves keyboard focus is shown at once.
 */
import { type Atom, appStore, atom, useAtomValue } from '../../state/jotai';

export interface SelectionSnapshot {
  readonly id: string | null;
  /** Bumped when keyboard focus should move to the selected row. */
  readonly focusToken: number;
}

export interface TreeSelection {
  get(): SelectionSnapshot;
  /** Selects `id`; with `focus`, also asks for keyboard focus on it. */
  set(id: string | null, focus?: boolean): void;
  subscribe(listener: () => void): () => void;
  /** What the rows show (lags `get()` by a task for a pointer selection). */
  readonly shown: Atom<SelectionSnapshot>;
}

export function createTreeSelection(store = appStore): TreeSelection {
  let snapshot: SelectionSnapshot = { id: null, focusToken: 0 };
  const shown = atom(snapshot);
  let later: ReturnType<typeof setTimeout> | null = null;
  const notify = () => {
    if (later !== null) clearTimeout(later);
    later = null;
    store.set(shown, snapshot);
  };
  return {
    shown,
    get: () => snapshot,
    set(id, focus = false) {
      if (id === snapshot.id && !focus) return;
      snapshot = { id, focusToken: snapshot.focusToken + (focus ? 1 : 0) };
      if (focus) notify();
      else later ??= setTimeout(notify, 0);
    },
    subscribe: (listener) => store.sub(shown, listener),
  };
}

/** The selection, re-rendering the caller when it changes. */
export function useTreeSelection(selection: TreeSelection): SelectionSnapshot {
  return useAtomValue(selection.shown);
}

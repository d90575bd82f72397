/**
 * The tree's selected row, outside React state: moving the selection (a click, the arrow keys)
 * re-renders the rows and the toolbar that show it, not the whole tree view with its
 * drag-and-drop context. `focusToken` is bumped when keyboard focus should follow.
 *
 * A selection that follows the pointer (the row took focus as the button went down) is shown
 * in a task of its own, after the click: a click that opens a page opens it first, and the
 * highlight lands in the same frame. A selection that moves keyboard focus is shown at once.
 */
import { useSyncExternalStore } from 'react';

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
}

export function createTreeSelection(): TreeSelection {
  let snapshot: SelectionSnapshot = { id: null, focusToken: 0 };
  const listeners = new Set<() => void>();
  let later: ReturnType<typeof setTimeout> | null = null;
  const notify = () => {
    if (later !== null) clearTimeout(later);
    later = null;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    set(id, focus = false) {
      if (id === snapshot.id && !focus) return;
      snapshot = { id, focusToken: snapshot.focusToken + (focus ? 1 : 0) };
      if (focus) notify();
      else later ??= setTimeout(notify, 0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selection, re-rendering the caller when it changes. */
export function useTreeSelection(selection: TreeSelection): SelectionSnapshot {
  return useSyncExternalStore(selection.subscribe, selection.get);
}

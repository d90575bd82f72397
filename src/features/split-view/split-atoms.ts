/**
 * The split view's state in this browser (not in the book): whether it is open, where the
 * divider stands, and the second pane's history (what it shows is remembered across reloads).
 */
import { atom, atomWithStorage } from '../../state/jotai';
import { NEW_PANE_HISTORY, type PaneHistory, paneHistoryOf } from './pane-history';

export const splitOpenAtom = atomWithStorage('split-view-open', false, undefined, {
  getOnInit: true,
});

/** The first pane's share of the room, in percent. */
export const SPLIT_MIN = 20;
export const SPLIT_MAX = 80;
export const splitRatioAtom = atomWithStorage('split-view-ratio', 50, undefined, {
  getOnInit: true,
});

const storedPaneHistoryAtom = atomWithStorage<PaneHistory>(
  'split-view-pane',
  NEW_PANE_HISTORY,
  undefined,
  { getOnInit: true },
);

/** The second pane's history, checked as read (a hand-edited value starts afresh). */
export const paneHistoryAtom = atom(
  (get) => paneHistoryOf(get(storedPaneHistoryAtom)),
  (get, set, update: (h: PaneHistory) => PaneHistory) => {
    const next = update(paneHistoryOf(get(storedPaneHistoryAtom)));
    set(storedPaneHistoryAtom, next);
  },
);

/** Opens or closes the split view (the toolbar's button, Ctrl/Cmd+\). */
export const toggleSplitAtom = atom(null, (get, set) => set(splitOpenAtom, !get(splitOpenAtom)));

/** What the screens show about the open book: title, totals, save state. */
import { atom } from '../state/jotai';

export { bookReadyAtom } from '../worker-client/change-feed';
export { totalWordsAtom } from './book-counts';

export type SaveState = 'not-saved-yet' | 'unsaved' | 'saved';

export const bookTitleAtom = atom('');
export const bookErrorAtom = atom<string | null>(null);
export const savedAtAtom = atom<string | null>(null);
/** True once anything in the book changed since the last save. */
export const dirtyAtom = atom(false);

/**
 * The last change to the book tree: `ids` of the nodes changed, or null when the whole tree
 * may have changed (another book, an import). `seq` grows with every change.
 */
export interface TreeChange {
  seq: number;
  ids: readonly string[] | null;
}
export const treeChangeAtom = atom<TreeChange>({ seq: 0, ids: null });

export const saveStateAtom = atom<SaveState>((get) => {
  if (!get(savedAtAtom)) return 'not-saved-yet';
  return get(dirtyAtom) ? 'unsaved' : 'saved';
});

/** Words on the page open in the editor (null when no page is open). */
export const pageWordsAtom = atom<number | null>(null);

/** Very long pages the author chose to open whole this session (not offered a split again). */
import { atom } from '../../state/jotai';

export const longPagesOpenedWholeAtom = atom<ReadonlySet<string>>(new Set<string>());

export const openLongPageWholeAtom = atom(null, (get, set, id: string) => {
  set(longPagesOpenedWholeAtom, new Set([...get(longPagesOpenedWholeAtom), id]));
});

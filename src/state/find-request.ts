/**
 * Opening the find panel (issue 28) from anywhere: the toolbar, the Chapters panel, the keys, or
 * an atlas record's "Rename in the book…" (which opens the replace preview with the record's
 * names as whole words). The panel itself is src/features/find/; this is the one door to it.
 */
import { useRef } from 'react';
import { atom, useAtomValue } from './jotai';

/** What the panel starts with when it opens. */
export interface FindSeed {
  text?: string;
  /** Open the replace preview with this replacement. */
  replacement?: string;
  wholeWord?: boolean;
  /** A "Rename in the book…" from the atlas: the record's names, each a whole word. */
  names?: string[];
}

export interface FindPanelState {
  open: boolean;
  /** Bumped by every request, so the same seed twice still reaches the panel. */
  seq: number;
  seed: FindSeed | null;
}

export const findPanelAtom = atom<FindPanelState>({ open: false, seq: 0, seed: null });

/** Opens the panel (with a seed) or closes it. */
export const openFindAtom = atom(null, (get, set, seed: FindSeed | null | false) => {
  const state = get(findPanelAtom);
  if (seed === false) set(findPanelAtom, { ...state, open: false });
  else set(findPanelAtom, { open: true, seq: state.seq + 1, seed });
});

/**
 * The texts a replace or its undo just changed (their find keys, `page:<id>`…): a page open in
 * an editor reads its text again instead of keeping (and later saving) the old one.
 */
export const replacedTextsAtom = atom<{ seq: number; keys: readonly string[] }>({
  seq: 0,
  keys: [],
});

/**
 * How many replaces have changed the text `key` names (`page:<id>`, `section:prologue`…): a
 * screen keys its editor with it, so the editor reads the replaced text instead of keeping the
 * old one.
 */
export function useReplacedVersion(key: string): number {
  const replaced = useAtomValue(replacedTextsAtom);
  const seen = useRef(0);
  if (replaced.keys.includes(key)) seen.current = replaced.seq;
  return seen.current;
}

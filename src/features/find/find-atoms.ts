/** The find panel's last answer and the match F3 / Shift+F3 stand on (issue 28). */
import type { FindAnswer, FindMatch, FindTargetResult } from '../../../workers/contract/find';
import { atom } from '../../state/jotai';

export interface MatchPlace {
  result: FindTargetResult;
  match: FindMatch;
}

/** The answer the panel shows (F3 goes through it even while the panel is closed). */
export const findAnswerAtom = atom<FindAnswer | null>(null);

/** The index, in book order, of the match last opened (-1: none yet). */
export const findCursorAtom = atom(-1);

/**
 * Folded to its search row and the previous / next buttons: where the panel covers the page
 * (a window under WIDE_WINDOW), opening a match folds it so the page and the selected match
 * show; "Show the results" or a new search unfolds it.
 */
export const findFoldedAtom = atom(false);

/** Where the window is this wide, the page steps aside for the panel (find.css). */
export const WIDE_WINDOW = '(min-width: 1280px)';

/** Every listed match in book order. */
export function matchesInOrder(answer: FindAnswer | null): MatchPlace[] {
  if (answer?.status !== 'found') return [];
  return answer.results.flatMap((result) => result.matches.map((match) => ({ result, match })));
}

/** The key of one match, for its checkbox: `<target key>@<start>`. */
export const matchKey = (targetKey: string, match: FindMatch): string =>
  `${targetKey}@${match.start}`;

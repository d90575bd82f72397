/**
 * The open book's counts — total words and characters, words written today — as every screen
 * shows them. A content save answers with them (nothing re-reads after a keystroke); they are
 * read from the worker when the book opens and when content changes any other way.
 */
import type { BookCounts } from '../../workers/contract/content';
import { appStore, atom } from '../state/jotai';

export const bookCountsAtom = atom<BookCounts | null>(null);

/** Words in the whole book (0 until counted). */
export const totalWordsAtom = atom((get) => get(bookCountsAtom)?.words ?? 0);

const sameCounts = (a: BookCounts | null, b: BookCounts) =>
  a !== null &&
  a.words === b.words &&
  a.characters === b.characters &&
  a.charactersNoSpaces === b.charactersNoSpaces &&
  a.today === b.today;

/** Shows new counts; counts that read the same keep their object (no re-render). */
export function showBookCounts(counts: BookCounts): void {
  appStore.set(bookCountsAtom, (current) => (sameCounts(current, counts) ? current : counts));
}

/** Storing the text of the book: where it goes, and what a save answers. */
import type { SingleSection } from './constants';
import type { ContentMetrics } from './records';

/** A page of the tree, a single section (prologue, preface…) or an appendix. */
export type ContentTarget =
  | { kind: 'page'; id: string }
  | { kind: 'section'; table: SingleSection }
  | { kind: 'appendix'; id: number };

/** The book's totals and the words written today. */
export interface BookCounts {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  today: number;
}

/** What a content save answers: the stored text's counts and the book's, so nothing re-reads. */
export interface ContentSaved {
  content: ContentMetrics;
  book: BookCounts;
}

/**
 * The overwrite guard (docs/spec/design.md §6.2): a file this app last wrote for this book may be replaced;
 * any other file is read first, and a write that would replace another book, a book with more
 * words, or something that is not a book stops to ask.
 */
import type { BookSummary, SaveConflictReason } from '../../contract/book-file';
import { summarizeBookText } from '../../files/book-summary';
import type { FileFingerprint } from '../../files/handle-store';

/** What the guard found in the file about to be replaced. */
export type GuardVerdict =
  | { kind: 'free' }
  | { kind: 'same-book'; existingText: string; existing: BookSummary }
  | {
      kind: 'conflict';
      reason: SaveConflictReason;
      existingText: string;
      existing: BookSummary;
    };

export const sameFingerprint = (a: FileFingerprint | undefined, b: FileFingerprint | null) =>
  Boolean(a && b && a.size === b.size && a.lastModified === b.lastModified);

/**
 * Judges the existing file's text against the book about to be written (`current`): empty means
 * free; another document id, a book without one that holds words, more words, or anything that is
 * not a Story Builder book (unreadable, or JSON without the book's tables) is a conflict. Only
 * this book's own file, or a book with no words, is replaced without asking.
 */
export function judgeExistingFile(existingText: string, current: BookSummary): GuardVerdict {
  const summary = summarizeBookText(existingText);
  if (summary === null) return { kind: 'free' };
  if (summary === 'not-a-book') {
    return {
      kind: 'conflict',
      reason: 'not-a-book',
      existingText,
      existing: { documentId: null, title: '', words: 0 },
    };
  }
  if (summary.documentId && current.documentId && summary.documentId !== current.documentId) {
    return { kind: 'conflict', reason: 'other-book', existingText, existing: summary };
  }
  // A book that does not say whose it is (a legacy file) may be replaced only when it holds no words.
  if (!summary.documentId && summary.words > 0) {
    return { kind: 'conflict', reason: 'other-book', existingText, existing: summary };
  }
  if (summary.words > current.words) {
    return { kind: 'conflict', reason: 'more-words', existingText, existing: summary };
  }
  return { kind: 'same-book', existingText, existing: summary };
}

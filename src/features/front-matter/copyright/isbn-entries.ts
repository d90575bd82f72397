/** The ISBN list as edited on the copyright page: entries, their problems and what is saved. */
import { type IsbnProblem, validateIsbn } from './isbn';

export interface IsbnEntry {
  id: number;
  value: string;
  /** True once the author left the entry (or it came from the book): errors show from then. */
  touched: boolean;
}

let lastId = 0;

/** A new entry with a fresh id. */
export function newEntry(value = '', touched = false): IsbnEntry {
  lastId += 1;
  return { id: lastId, value, touched };
}

/** The problem with an entry, or null when it is valid or still empty. */
export function entryProblem(entry: IsbnEntry): IsbnProblem | null {
  const value = entry.value.trim();
  if (!value) return null;
  const result = validateIsbn(value);
  return result.ok ? null : result.reason;
}

/** What is stored: the trimmed valid entries; empty and invalid ones wait until fixed. */
export function savedIsbns(entries: readonly IsbnEntry[]): string[] {
  return entries.map((e) => e.value.trim()).filter((v) => v && validateIsbn(v).ok);
}

/** True when two ISBN lists hold the same entries in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

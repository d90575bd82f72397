/**
 * The schema step of an import: the tables of a recognised, converted file brought to what the
 * app can show, edit, save and export — records to their schema (normalise-records.ts), then
 * the tree made whole (normalise-tree.ts) — with the notes that tell the author what changed.
 */
import { type ImportNote, ImportNotes } from './import-notes';
import { normaliseTables } from './normalise-records';
import { normaliseTree } from './normalise-tree';
import type { SkippedTable } from './types';
import { SKIP_REASONS } from './validate-import';

export interface NormalisedBook {
  tables: Record<string, unknown[]>;
  notes: ImportNote[];
  /** Notes past the kept ones (only counted). */
  notesOmitted: number;
}

/** Notes for the tables left out for a reason the author should know (empty ones are not). */
export function noteSkippedTables(skipped: SkippedTable[], notes: ImportNotes): void {
  for (const { table, reason } of skipped) {
    if (reason === SKIP_REASONS.notArray) notes.add('table_not_array', { table });
    else if (reason === SKIP_REASONS.unknown) notes.add('table_unknown', { table });
  }
}

/** Normalises every table; `notes` may already hold notes about the file. */
export function normaliseBook(
  tables: Record<string, unknown[]>,
  notes: ImportNotes = new ImportNotes(),
): NormalisedBook {
  const out = normaliseTables(tables, notes);
  if (out.tree_nodes) out.tree_nodes = normaliseTree(out.tree_nodes, notes);
  return { tables: out, notes: notes.list, notesOmitted: notes.omitted };
}

/**
 * What an import reports to the UI: its progress, and what it did (records, failures, skipped
 * tables, the notes on what it normalised). The import itself is in workers/domains/import/.
 */

/** What an import changed or left out, by kind (messages: locales `import_notes.<code>`). */
export type ImportNoteCode =
  | 'number_to_text'
  | 'value_cleared'
  | 'value_reset'
  | 'id_replaced'
  | 'parent_missing'
  | 'parent_is_page'
  | 'parent_cycle'
  | 'root_added'
  | 'text_truncated'
  | 'key_dropped'
  | 'table_not_array'
  | 'table_unknown'
  | 'database_name_mismatch';

export interface ImportNote {
  code: ImportNoteCode;
  /** Values for the message; `table`, `index` (1-based) and `name` describe the record. */
  params: Record<string, string | number>;
  /** The English message. */
  message: string;
}

export type ImportFormat = 'new' | 'legacy' | 'autosave';

/** A table left out of the import, and why. */
export interface SkippedTable {
  table: string;
  reason: string;
}

/** A record that could not be imported: its table, its position in that table, the reason. */
export interface ImportFailure {
  table: string;
  index: number;
  message: string;
  /** The record's key (or another unique field) was already taken by an earlier record. */
  duplicate?: true;
}

/** A file-handle entry of the imported file; the UI must re-establish the handle. */
export type ImportedFileHandle = Record<string, unknown> & { needsReestablishment: true };

export type ImportPhase = 'validating' | 'staging' | 'switching' | 'done';

/** Progress of an import: records `done` of `total` in the current phase. */
export interface ImportProgress {
  phase: ImportPhase;
  table: string | null;
  done: number;
  total: number;
  message: string;
}

/** What an import did (docs/spec/data-layer-and-files.md §4 "Import", §8 status messages). */
/** What the book file brought in, in the author's terms (deleted items left out). */
export interface ImportedBook {
  pages: number;
  folders: number;
  words: number;
  atlasRecords: number;
  notes: number;
}

export interface ImportReport {
  format: ImportFormat;
  tablesProcessed: number;
  recordsImported: number;
  /** Tables with records that could not be stored (records that only repeated an earlier one's key are not counted here). */
  failedTables: string[];
  failures: ImportFailure[];
  /** Records left out because an earlier record of the file had the same key: the first was kept. */
  duplicatesDropped: number;
  skipped: SkippedTable[];
  warnings: string[];
  fileHandles: ImportedFileHandle[];
  /** What the import normalised or left out, and why (the first 200; see notesOmitted). */
  notes: ImportNote[];
  /** How many more notes there were. */
  notesOmitted: number;
  /** What came in, in the author's terms (absent from reports of older builds). */
  book?: ImportedBook;
}

/** What a restore from a snapshot did: the import report and the snapshot of the book it replaced. */
export interface RestoreReport extends ImportReport {
  /** The snapshot written of the current book just before the restore. */
  previousSnapshot: string;
}

/** Imports a book file's text or File into the open book (the import domain's `importBook`). */
export type ImportBookFile = (
  input: string | Blob,
  options?: { clear?: boolean },
  onProgress?: (progress: ImportProgress) => unknown,
) => Promise<ImportReport>;

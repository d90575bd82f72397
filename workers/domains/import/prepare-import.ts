/**
 * The pure half of an import: parse (when given text), check the nesting depth, recognise the
 * format, convert to v7, check the converted data, apply the table rules and normalise the
 * tables to the book schema. Throws the catalogue's AppError with the exact message of the
 * first rule the file breaks; touches no database.
 */
import { DATABASE_NAME } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { conversionFailures, convertToV7 } from './convert-legacy';
import { type ImportNote, ImportNotes } from './import-notes';
import { findTooDeep, MAX_NESTING_DEPTH } from './nesting-depth';
import { normaliseBook, noteSkippedTables } from './normalise-book';
import {
  type ImportedFileHandle,
  type ImportFailure,
  type ImportFormat,
  type SkippedTable,
  valueOrThrow,
} from './types';
import {
  detectFormat,
  parseImportText,
  selectTables,
  validateMigratedData,
} from './validate-import';

/** A file ready to be staged. */
export interface PreparedImport {
  format: ImportFormat;
  /** v7 tables to import, each a non-empty array (entries are checked when staged). */
  tables: Record<string, unknown[]>;
  skipped: SkippedTable[];
  warnings: string[];
  fileHandles: ImportedFileHandle[];
  /** Entries the conversion left out (legacy chapters that are not objects), by position. */
  failures: ImportFailure[];
  /** What the schema step changed or left out, in plain words. */
  notes: ImportNote[];
  notesOmitted: number;
}

/** File-handle entries, marked as needing re-establishment (the handles do not travel). */
export function markFileHandles(handles: unknown[]): ImportedFileHandle[] {
  return handles
    .filter((h): h is AnyRecord => typeof h === 'object' && h !== null && !Array.isArray(h))
    .map((h) => ({ ...h, needsReestablishment: true as const }));
}

/** Validates and converts file text (or an already parsed value) for staging. */
export function prepareImport(input: unknown): PreparedImport {
  const value = typeof input === 'string' ? valueOrThrow(parseImportText(input)).value : input;
  const tooDeep = findTooDeep(value);
  if (tooDeep !== null) {
    throw new AppError('import_too_deep', { path: tooDeep, limit: MAX_NESTING_DEPTH });
  }
  const detected = valueOrThrow(detectFormat(value));
  const converted = convertToV7(detected);
  valueOrThrow(validateMigratedData(converted));
  const { tables, skipped } = valueOrThrow(selectTables(converted));
  const notes = new ImportNotes();
  const name = detected.metadata?.databaseName;
  if (typeof name === 'string' && name !== DATABASE_NAME) {
    notes.add('database_name_mismatch', { found: name, expected: DATABASE_NAME });
  }
  noteSkippedTables(skipped, notes);
  const book = normaliseBook(tables, notes);
  return {
    format: detected.format,
    tables: book.tables,
    skipped,
    warnings: detected.warnings,
    fileHandles: markFileHandles(detected.fileHandles),
    failures: conversionFailures(detected),
    notes: book.notes,
    notesOmitted: book.notesOmitted,
  };
}

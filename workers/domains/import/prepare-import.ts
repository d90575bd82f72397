/**
 * The pure half of an import: parse (when given text), recognise the format, convert to v7,
 * check the converted data and apply the table rules. Throws the catalogue's AppError with the
 * exact message of the first rule the file breaks; touches no database.
 */
import type { AnyRecord } from '../../contract/records';
import { conversionFailures, convertToV7 } from './convert-legacy';
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
  const detected = valueOrThrow(detectFormat(value));
  const converted = convertToV7(detected);
  valueOrThrow(validateMigratedData(converted));
  const { tables, skipped } = valueOrThrow(selectTables(converted));
  return {
    format: detected.format,
    tables,
    skipped,
    warnings: detected.warnings,
    fileHandles: markFileHandles(detected.fileHandles),
    failures: conversionFailures(detected),
  };
}

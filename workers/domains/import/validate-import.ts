/**
 * Pure checks of an import file (docs/spec/data-layer-and-files.md §5 "Validation rules", §8 "Import" messages): the
 * file itself, its text (JSON, or docs/spec/design.md §2.6's header-then-JSON text form), its format, the
 * table rules and the checks on converted data. Nothing here touches a database.
 */
import { DATABASE_NAME } from '../../contract/constants';
import { ERROR_MESSAGES, formatMessage } from '../../contract/errors';
import { isObject } from '../../core/is-object';
import { SCHEMA_STEPS } from '../../db/migrations';
import {
  accept,
  type Checked,
  type DetectedImport,
  type ImportFormat,
  reject,
  type SkippedTable,
} from './types';

/** Root keys whose array marks the legacy format. */
export const LEGACY_KEYS = ['documents', 'chapters', 'characters', 'locations', 'frontmatter'];

/** How many lines starting with `{` are tried as the start of a text form's JSON body. */
const MAX_BODY_CANDIDATES = 8;

/** Tables converted data must hold. */
const REQUIRED_TABLES = ['documents', 'current_document', 'frontmatter'];

/** Why a table is skipped. */
export const SKIP_REASONS = {
  notArray: 'Table data is not an array',
  empty: 'Table is empty',
  unknown: 'Table does not exist in the schema',
} as const;

export interface ImportFileInfo {
  name: string;
  type: string;
  size: number;
}

export interface ParsedText {
  value: unknown;
  /** Header lines before the JSON body (text form only). */
  header: string[];
}

/** A file must be present and be JSON (type contains json, or the name ends in .json). */
export function validateImportFile(file: ImportFileInfo | null | undefined): Checked<true> {
  if (file === null || file === undefined) return reject('no_import_file');
  if (typeof file !== 'object' || typeof file.name !== 'string') {
    return reject('invalid_import_file');
  }
  const type = typeof file.type === 'string' ? file.type : '';
  if (/json/i.test(type) || /\.json$/i.test(file.name)) return accept(true);
  return reject('not_json_file');
}

const parseFailure = (error: unknown) =>
  reject<ParsedText>('json_parse_failed', { reason: (error as Error)?.message ?? String(error) });

/**
 * Parses the file text: plain JSON (the book file, also with its `header` field), or the text
 * form of docs/spec/design.md §2.6 — header lines (title, author, date) and then a JSON body, which starts
 * at the first line opening with `{` from which the rest of the text parses.
 */
export function parseImportText(text: string): Checked<ParsedText> {
  if (typeof text !== 'string') return parseFailure(new Error('the file has no text'));
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let firstError: unknown;
  try {
    return accept({ value: JSON.parse(source), header: [] });
  } catch (error) {
    firstError = error;
  }
  let bodyError: unknown;
  let attempts = 0;
  // The body's `{` starts a line; a header line may too, so a few candidates are tried.
  for (const m of source.matchAll(/^\{/gm)) {
    if (m.index === 0) continue; // the whole text, tried above
    if (attempts++ === MAX_BODY_CANDIDATES) break;
    try {
      const value: unknown = JSON.parse(source.slice(m.index));
      const header = source
        .slice(0, m.index)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return accept({ value, header });
    } catch (error) {
      bodyError ??= error;
    }
  }
  // Plain JSON that does not parse: its own error says more than a header guess would.
  return parseFailure(/^\s*[{[]/.test(source) ? firstError : (bodyError ?? firstError));
}

function newFormat(root: Record<string, unknown>, format: ImportFormat): Checked<DetectedImport> {
  const data = root.data;
  if (!isObject(data)) return reject('invalid_import_data');
  if (Object.keys(data).length === 0) return reject('no_data_tables');
  const metadata = isObject(root.metadata) ? root.metadata : null;
  const warnings: string[] = [];
  const name = metadata?.databaseName;
  if (typeof name === 'string' && name !== DATABASE_NAME) {
    warnings.push(
      formatMessage(ERROR_MESSAGES.database_name_mismatch, {
        found: name,
        expected: DATABASE_NAME,
      }),
    );
  }
  const handles = isObject(root.fileHandles) ? root.fileHandles.handles : undefined;
  return accept({
    format,
    tables: data,
    metadata,
    fileHandles: Array.isArray(handles) ? handles : [],
    warnings,
  });
}

/**
 * Recognises the parsed file: the new format (`metadata` and `data`), the auto-save form
 * (`timestamp` and `data`, data in the new format or a tables object) or the legacy format
 * (an array for any of documents, chapters, characters, locations, frontmatter). A v2 ebook
 * export is rejected; a different database name only warns.
 */
export function detectFormat(value: unknown): Checked<DetectedImport> {
  if (!isObject(value)) return reject('json_not_object');
  if ('format' in value && 'metadata' in value && 'content' in value) {
    return reject('ebook_export_rejected');
  }
  if ('metadata' in value && 'data' in value) return newFormat(value, 'new');
  if ('timestamp' in value && 'data' in value) {
    const inner = value.data;
    if (isObject(inner) && 'metadata' in inner && 'data' in inner) {
      return newFormat(inner, 'autosave');
    }
    return newFormat({ data: inner }, 'autosave');
  }
  if (LEGACY_KEYS.some((key) => Array.isArray(value[key]))) {
    return accept({
      format: 'legacy',
      tables: value,
      metadata: null,
      fileHandles: [],
      warnings: [],
    });
  }
  if (Object.keys(value).length === 0) return reject('no_data_tables');
  return reject('unrecognized_format');
}

/** Every table of the current schema. */
export function schemaTableNames(): Set<string> {
  const names = new Set<string>();
  for (const step of SCHEMA_STEPS) {
    for (const [table, spec] of Object.entries(step.stores)) {
      if (spec === null) names.delete(table);
      else names.add(table);
    }
  }
  return names;
}

export interface SelectedTables {
  tables: Record<string, unknown[]>;
  skipped: SkippedTable[];
}

/**
 * The table rules: data that is not an array, an empty table or a table absent from the
 * schema is skipped (with its reason). Fails with "No data tables found in import file" when
 * no table is left.
 */
export function selectTables(
  data: Record<string, unknown>,
  schema: ReadonlySet<string> = schemaTableNames(),
): Checked<SelectedTables> {
  const tables: Record<string, unknown[]> = {};
  const skipped: SkippedTable[] = [];
  for (const [table, rows] of Object.entries(data)) {
    if (!Array.isArray(rows)) skipped.push({ table, reason: SKIP_REASONS.notArray });
    else if (rows.length === 0) skipped.push({ table, reason: SKIP_REASONS.empty });
    else if (!schema.has(table)) skipped.push({ table, reason: SKIP_REASONS.unknown });
    else tables[table] = rows;
  }
  if (Object.keys(tables).length === 0) return reject('no_data_tables');
  return accept({ tables, skipped });
}

/**
 * Converted data must hold a record of documents, current_document and frontmatter ("Migrated data
 * validation failed"), and app_setup must be an array ("Missing or invalid app_setup table").
 */
export function validateMigratedData(data: Record<string, unknown>): Checked<true> {
  for (const table of REQUIRED_TABLES) {
    const rows = data[table];
    // At least one real record: entries that are not objects are never stored.
    if (!Array.isArray(rows) || !rows.some(isObject)) return reject('migrated_validation_failed');
  }
  if (!Array.isArray(data.app_setup)) return reject('missing_app_setup');
  return accept(true);
}

/**
 * The worker's messages in the author's language: a Result error (code + params) through
 * `errors.<code>`, an import note through `import_notes.<code>`. No placeholder ever reaches
 * the screen: a message whose parameters did not arrive falls back to the worker's own
 * complete message (English), and at worst to "Unknown database error".
 */
import type { TFunction } from 'i18next';
import { ATLAS_KINDS, ATLAS_REL_TABLES, ATLAS_TAG_TABLES } from '../../workers/contract/atlas';
import { SINGLE_SECTIONS } from '../../workers/contract/constants';
import { ERROR_MESSAGES, type ErrorCode } from '../../workers/contract/errors';
import type { ImportNote } from '../../workers/contract/import';

type Params = Record<string, string | number>;

/** What the UI knows of a failed call: its Result error, parameters included when they came. */
export interface ShownError {
  code: string;
  message: string;
  params?: Params | undefined;
}

const UNFILLED = /\{\{\s*\w+\s*\}\}/;
const UNFILLED_WORKER = /\{\w+\}/;

const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

const isCatalogued = (code: string): code is ErrorCode => Object.hasOwn(ERROR_MESSAGES, code);

/** The error's message in the current language, complete. */
export function errorText(t: TFunction, error: ShownError): string {
  const params = error.params ?? {};
  const complete = !UNFILLED_WORKER.test(error.message);
  const fallback = complete && error.message ? error.message : t('errors.unknown');
  if (!isCatalogued(error.code)) return fallback;
  const missing = placeholdersOf(ERROR_MESSAGES[error.code]).some((name) => !(name in params));
  if (missing) return fallback;
  const text = t(`errors.${error.code}`, { ...params, defaultValue: fallback });
  return UNFILLED.test(text) ? fallback : text;
}

/**
 * What a failure means for the author's book and what to do, in plain words: shown beside the
 * catalogue's message (whose English the spec fixes and which may name tables or records).
 * Several codes are one situation for the author; the compiler checks every code has one.
 */
export type ErrorDetail =
  | 'unexpected'
  | 'browser_copy'
  | 'upgrade'
  | 'item_gone'
  | 'change_refused'
  | 'export'
  | 'replace'
  | 'not_opened'
  | 'private_storage'
  | 'newer_app'
  | 'recovered'
  | 'file_unreadable'
  | 'not_a_book'
  | 'ebook_file'
  | 'other_name';

export const ERROR_DETAILS: Record<ErrorCode, ErrorDetail> = {
  unknown: 'unexpected',
  not_initialized: 'browser_copy',
  init_failed: 'browser_copy',
  missing_app_setup: 'browser_copy',
  add_document_id_failed: 'browser_copy',
  add_app_version_failed: 'browser_copy',
  add_frontmatter_failed: 'browser_copy',
  migration_failed: 'upgrade',
  migration_failed_at: 'upgrade',
  migrated_validation_failed: 'upgrade',
  chapter_not_found: 'item_gone',
  chapter_not_active: 'item_gone',
  table_not_found: 'item_gone',
  record_not_found: 'item_gone',
  no_update_data: 'change_refused',
  invalid_argument: 'change_refused',
  collab_update_refused: 'change_refused',
  export_not_accessible: 'export',
  export_failed: 'export',
  reset_failed: 'replace',
  clearing_failed: 'replace',
  table_import_failed: 'not_opened',
  invalid_import_data: 'not_opened',
  import_failed: 'not_opened',
  import_start_failed: 'not_opened',
  opfs_unavailable: 'private_storage',
  documents_dir_failed: 'private_storage',
  backups_dir_failed: 'private_storage',
  opfs_write_failed: 'private_storage',
  opfs_file_not_found: 'private_storage',
  newer_database: 'newer_app',
  database_recovered: 'recovered',
  no_import_file: 'file_unreadable',
  invalid_import_file: 'file_unreadable',
  file_read_failed: 'file_unreadable',
  not_json_file: 'not_a_book',
  json_parse_failed: 'not_a_book',
  json_not_object: 'not_a_book',
  unrecognized_format: 'not_a_book',
  no_data_tables: 'not_a_book',
  import_too_deep: 'not_a_book',
  merge_other_book: 'change_refused',
  ebook_export_rejected: 'ebook_file',
  database_name_mismatch: 'other_name',
};

/** The plain-language detail for a failure: what happened to the book, what to do. */
export function errorDetail(t: TFunction, error: Pick<ShownError, 'code'>): string {
  const detail = ERROR_DETAILS[isCatalogued(error.code) ? error.code : 'unknown'];
  return t(`errors_detail.${detail}`);
}

/** A failure as the author reads it: the catalogue's message, then what it means for the book. */
export function failureText(t: TFunction, error: ShownError): string {
  return `${errorText(t, error)} ${errorDetail(t, error)}`;
}

/** The parts of a book an author knows, by the tables that hold them. */
export type BookPart =
  | 'pages'
  | 'sections'
  | 'book_info'
  | 'atlas'
  | 'notes'
  | 'labels'
  | 'goals'
  | 'settings'
  | 'pictures'
  | 'other';

const PART_OF_TABLE: Record<string, BookPart> = {
  tree_nodes: 'pages',
  page_versions: 'pages',
  // The names of the pages' and folders' statuses (the outline's, issue 30).
  statuses: 'pages',
  folders: 'pages',
  chapters: 'pages',
  documents: 'book_info',
  current_document: 'book_info',
  frontmatter: 'book_info',
  copyright: 'book_info',
  ebook_settings: 'book_info',
  notes: 'notes',
  labels: 'labels',
  book_metrics: 'goals',
  app_settings: 'settings',
  app_themes: 'settings',
  app_setup: 'settings',
  editor: 'settings',
  images: 'pictures',
};
const SECTION_TABLES: readonly string[] = [...SINGLE_SECTIONS, 'appendices'];
/** Every atlas kind's table with its tag and relationship tables (workers/contract/atlas.ts). */
const ATLAS_TABLES: ReadonlySet<string> = new Set<string>([
  ...ATLAS_KINDS,
  ...Object.values(ATLAS_TAG_TABLES),
  ...Object.values(ATLAS_REL_TABLES),
]);

/** The part of the book a table holds (an author never reads a table's name). */
export function bookPartOf(table: string): BookPart {
  if (Object.hasOwn(PART_OF_TABLE, table)) return PART_OF_TABLE[table] as BookPart;
  if (SECTION_TABLES.includes(table)) return 'sections';
  return ATLAS_TABLES.has(table) ? 'atlas' : 'other';
}

/** The names of the parts these tables hold, each once, in the author's language. */
export function bookPartsText(t: TFunction, tables: readonly string[]): string {
  const parts = [...new Set(tables.map(bookPartOf))];
  return parts.map((part) => t(`book_parts.${part}`)).join(', ');
}

/** How a note names its record: “Chapter 3” (Pages and folders), or entry 4 of Notes. */
function recordLabel(t: TFunction, params: Params): string {
  const table = t(`book_parts.${bookPartOf(String(params.table ?? ''))}`);
  return params.name === undefined
    ? t('import_notes.record_unnamed', { index: params.index, table })
    : t('import_notes.record_named', { name: params.name, table });
}

/** An import note in the current language, complete. */
export function importNoteText(t: TFunction, note: ImportNote): string {
  if (note.code === 'database_name_mismatch') {
    return errorText(t, { code: note.code, message: note.message, params: note.params });
  }
  // A part of the file the app knows is named by the part of the book it holds.
  const table =
    note.code === 'table_not_array'
      ? bookPartsText(t, [String(note.params.table ?? '')])
      : undefined;
  const text = t(`import_notes.${note.code}`, {
    ...note.params,
    ...(table === undefined ? {} : { table }),
    record: recordLabel(t, note.params),
    defaultValue: note.message,
  });
  return UNFILLED.test(text) ? note.message : text;
}

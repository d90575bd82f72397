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

/**
 * The worker's messages in the author's language: a Result error (code + params) through
 * `errors.<code>`, an import note through `import_notes.<code>`. No placeholder ever reaches
 * the screen: a message whose parameters did not arrive falls back to the worker's own
 * complete message (English), and at worst to "Unknown database error".
 */
import type { TFunction } from 'i18next';
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

/** How a note names its record: “Chapter 3” (tree_nodes), or entry 4 of notes. */
function recordLabel(t: TFunction, params: Params): string {
  return params.name === undefined
    ? t('import_notes.record_unnamed', { index: params.index, table: params.table })
    : t('import_notes.record_named', { name: params.name, table: params.table });
}

/** An import note in the current language, complete. */
export function importNoteText(t: TFunction, note: ImportNote): string {
  if (note.code === 'database_name_mismatch') {
    return errorText(t, { code: note.code, message: note.message, params: note.params });
  }
  const text = t(`import_notes.${note.code}`, {
    ...note.params,
    record: recordLabel(t, note.params),
    defaultValue: note.message,
  });
  return UNFILLED.test(text) ? note.message : text;
}

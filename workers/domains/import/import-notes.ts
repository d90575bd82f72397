/**
 * What an import changed or left out, record by record, in plain words ("“Chapter 3”
 * (tree_nodes): parent 17 does not exist — moved under Main Content"). Each note carries a
 * code and parameters, so the UI shows it in the author's language (locale keys
 * `import_notes.<code>`; the foreign database name uses `errors.database_name_mismatch`),
 * and its English message, so logs and tests read it too.
 */
import { ERROR_MESSAGES, formatMessage } from '../../contract/errors';
import type { ImportNote, ImportNoteCode } from '../../contract/import';

export type { ImportNote, ImportNoteCode } from '../../contract/import';

type Params = Record<string, string | number>;

/** English templates; the same text (with `{{x}}`) is in locales/en.json under import_notes. */
export const IMPORT_NOTE_MESSAGES: Record<
  Exclude<ImportNoteCode, 'database_name_mismatch'>,
  string
> = {
  number_to_text: '{record}: {field} was the number {value}; it is kept as text',
  value_cleared: '{record}: {field} held something other than text and was cleared',
  value_reset: '{record}: {field} could not be used and was reset to {value}',
  id_replaced: '{record}: its id {value} could not be used and was replaced',
  parent_missing: '{record}: parent {parent} does not exist — moved under {root}',
  parent_is_page: '{record}: its parent {parent} is a page — moved under {root}',
  parent_cycle: '{record}: its parents form a loop — moved under {root}',
  root_added: 'The book had no top folder; “{root}” was added to hold its pages',
  text_truncated: '{record}: {field} was longer than {limit} characters and was shortened',
  key_dropped: '{record}: the field {field} is not allowed and was left out',
  table_not_array: 'Part of the file ({table}) could not be read and was left out',
  table_unknown: 'Part of the file (“{table}”) is unknown to this app and was left out',
};

/** How a record is named in a note: by its name or title, else by its place in the table. */
export const RECORD_LABEL_MESSAGES = {
  record_named: '“{name}” ({table})',
  record_unnamed: 'entry {index} of {table}',
} as const;

/** Where a note points: a table, the record's position (0-based) and the record itself. */
export interface RecordRef {
  table: string;
  index: number;
  record?: Record<string, unknown>;
}

/** Notes kept in full; past this only their number is kept (a damaged file can hold millions). */
export const MAX_NOTES = 200;

/** The label of a record, from its name or title when it has a short text one. */
function recordParams(ref: RecordRef): Params {
  const params: Params = { table: ref.table, index: ref.index + 1 };
  const r = ref.record;
  const name = [r?.name, r?.title].find((v) => typeof v === 'string' && v.trim() !== '');
  if (typeof name === 'string') params.name = name.length > 60 ? `${name.slice(0, 59)}…` : name;
  return params;
}

export function englishNoteMessage(code: ImportNoteCode, params: Params): string {
  if (code === 'database_name_mismatch') {
    return formatMessage(ERROR_MESSAGES.database_name_mismatch, params);
  }
  const labelTemplate =
    params.name === undefined
      ? RECORD_LABEL_MESSAGES.record_unnamed
      : RECORD_LABEL_MESSAGES.record_named;
  const record = formatMessage(labelTemplate, params);
  return formatMessage(IMPORT_NOTE_MESSAGES[code], { ...params, record });
}

/** Collects the notes of one import, keeping the first MAX_NOTES and counting the rest. */
export class ImportNotes {
  readonly list: ImportNote[] = [];
  omitted = 0;

  /** A note about the whole file (no record). */
  add(code: ImportNoteCode, params: Params = {}): void {
    if (this.list.length >= MAX_NOTES) {
      this.omitted += 1;
      return;
    }
    this.list.push({ code, params, message: englishNoteMessage(code, params) });
  }

  /** A note about one record (its label is added to the parameters). */
  addFor(ref: RecordRef, code: ImportNoteCode, params: Params = {}): void {
    if (this.list.length >= MAX_NOTES) {
      this.omitted += 1;
      return;
    }
    this.add(code, { ...recordParams(ref), ...params });
  }

  get total(): number {
    return this.list.length + this.omitted;
  }
}

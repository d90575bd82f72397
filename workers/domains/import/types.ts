/** Types shared by the import modules: check results, the detected file, progress and report. */
import { AppError, ERROR_MESSAGES, type ErrorCode, formatMessage } from '../../contract/errors';
import type { ImportFormat } from '../../contract/import';

export type { ImportNote, ImportNoteCode } from './import-notes';

type Params = Record<string, string | number>;

/** A rejected check: the catalogue code, its exact English message and the parameters. */
export interface ImportIssue {
  code: ErrorCode;
  message: string;
  params?: Params;
}

/** The result of a pure check: the value, or the issue that rejects the file. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: ImportIssue };

export const accept = <T>(value: T): Checked<T> => ({ ok: true, value });

export const reject = <T = never>(code: ErrorCode, params?: Params): Checked<T> => ({
  ok: false,
  error: {
    code,
    message: formatMessage(ERROR_MESSAGES[code], params),
    ...(params ? { params } : {}),
  },
});

/** The value of a passed check, or the AppError of a failed one. */
export function valueOrThrow<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new AppError(checked.error.code, checked.error.params);
}

/** A recognised import file, before its tables are converted or filtered. */
export interface DetectedImport {
  format: ImportFormat;
  /** The table data as found in the file (new format: `data`; legacy: the root). */
  tables: Record<string, unknown>;
  metadata: Record<string, unknown> | null;
  /** `fileHandles.handles` of the file, as found. */
  fileHandles: unknown[];
  warnings: string[];
}

/** The failure message of an entry that is not an object. */
export const NOT_A_RECORD = 'Record is not an object';

export type {
  ImportedFileHandle,
  ImportFailure,
  ImportFormat,
  ImportPhase,
  ImportProgress,
  ImportReport,
  SkippedTable,
} from '../../contract/import';

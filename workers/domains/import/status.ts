/** The import status line of docs/spec/data-layer-and-files.md §8, built from an import report or a failure. */
import { ERROR_MESSAGES, formatMessage } from '../../contract/errors';
import type { ImportReport } from './types';

export type ImportStatusLevel = 'success' | 'warning' | 'error';

export interface ImportStatus {
  level: ImportStatusLevel;
  message: string;
}

/** A failed import, as the status line receives it: an Error, a Result error or a reason. */
export interface ImportFailed {
  error: unknown;
}

const reasonOf = (error: unknown): string => {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Unknown database error';
};

/**
 * The status line: "Database imported successfully (legacy format)! {n} tables processed,
 * {m} records imported." (without " (legacy format)" for the other formats); "Warning: {n}
 * tables failed to import... ({tables})" when some tables had records that failed; "Import
 * failed: {reason}" for a failure.
 */
export function statusMessage(outcome: ImportReport | ImportFailed): ImportStatus {
  if ('error' in outcome) {
    return {
      level: 'error',
      message: formatMessage(ERROR_MESSAGES.import_failed, { reason: reasonOf(outcome.error) }),
    };
  }
  const failed = outcome.failedTables;
  if (failed.length > 0) {
    return {
      level: 'warning',
      message: `Warning: ${failed.length} tables failed to import... (${failed.join(', ')})`,
    };
  }
  const legacy = outcome.format === 'legacy' ? ' (legacy format)' : '';
  return {
    level: 'success',
    message: `Database imported successfully${legacy}! ${outcome.tablesProcessed} tables processed, ${outcome.recordsImported} records imported.${
      outcome.duplicatesDropped
        ? ` Items listed twice in the file: ${outcome.duplicatesDropped} (the book keeps each once).`
        : ''
    }`,
  };
}

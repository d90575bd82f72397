/**
 * The import runner (docs/spec/data-layer-and-files.md §4 "Import"): validate → convert to v7 → write everything in
 * one read-write transaction (see stage.ts). A rejected or failed import leaves the live book
 * exactly as it was; only a committed transaction changes it, and then the UI is told.
 */
import { AppError } from '../../contract/errors';
import type { DbSession } from '../../db/session';
import { countImportedBook } from './book-counts';
import { prepareImport } from './prepare-import';
import { type BatchProgress, type CopyReport, importInOneTransaction } from './stage';
import { statusMessage } from './status';
import type { ImportPhase, ImportProgress, ImportReport } from './types';

export { statusMessage } from './status';

export interface ImportOptions {
  /** Clear every live table before importing (default true). */
  clear?: boolean;
  /** Progress at least once per batch of 1000 records. */
  onProgress?: (progress: ImportProgress) => unknown;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Calls the listener, ignoring its failures (a remote listener returns a promise). */
function reporter(listener: ImportOptions['onProgress']): (progress: ImportProgress) => void {
  return (progress) => {
    try {
      const r = listener?.(progress);
      if (r instanceof Promise) r.catch(() => undefined);
    } catch (error) {
      console.error('An import progress listener failed', error);
    }
  };
}

/** Turns per-table batch progress into progress over all records of a phase. */
function phaseProgress(
  phase: ImportPhase,
  verb: string,
  sizes: Record<string, number>,
  emit: (progress: ImportProgress) => void,
): BatchProgress {
  const offsets = new Map<string, number>();
  let total = 0;
  for (const [table, size] of Object.entries(sizes)) {
    offsets.set(table, total);
    total += size;
  }
  return (table, done) =>
    emit({
      phase,
      table,
      done: (offsets.get(table) ?? 0) + done,
      total,
      message: `${verb} ${table}`,
    });
}

const sum = (counts: Record<string, number>) =>
  Object.values(counts).reduce((total, n) => total + n, 0);

/** The import under way per session: imports share one staging database, so they queue. */
const running = new WeakMap<DbSession, Promise<unknown>>();

/**
 * Imports a book file (its text, or the parsed value) into the session's database. Throws
 * the catalogue's AppError when the file is rejected or the import fails; the live database
 * is then unchanged. Returns the report; emits `database-reset` after a successful switch.
 * Imports into one session run one after the other.
 */
export function importBook(
  session: DbSession,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const previous = running.get(session) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => runImport(session, input, options));
  running.set(session, next);
  return next;
}

async function runImport(
  session: DbSession,
  input: unknown,
  options: ImportOptions,
): Promise<ImportReport> {
  const clear = options.clear ?? true;
  const emit = reporter(options.onProgress);
  emit({ phase: 'validating', table: null, done: 0, total: 1, message: 'Validating the file' });
  const prepared = prepareImport(input);
  emit({ phase: 'validating', table: null, done: 1, total: 1, message: 'The file is valid' });
  await session.open();
  const live = session.get();
  const sizes = Object.fromEntries(Object.entries(prepared.tables).map(([t, r]) => [t, r.length]));
  let written: CopyReport;
  try {
    written = await importInOneTransaction(
      live,
      prepared.tables,
      clear,
      phaseProgress('staging', 'Importing', sizes, emit),
      () => emit({ phase: 'switching', table: null, done: 1, total: 1, message: 'Switching' }),
    );
  } catch (error) {
    throw error instanceof AppError
      ? error
      : new AppError('migration_failed', { reason: messageOf(error) });
  }
  session.emit({ kind: 'database-reset' });
  const failures = [...prepared.failures, ...written.failures];
  const report: ImportReport = {
    format: prepared.format,
    tablesProcessed: Object.keys(prepared.tables).length,
    recordsImported: sum(written.added),
    failedTables: [...new Set(failures.filter((f) => !f.duplicate).map((f) => f.table))],
    failures,
    duplicatesDropped: failures.filter((f) => f.duplicate).length,
    skipped: prepared.skipped,
    warnings: prepared.warnings,
    fileHandles: prepared.fileHandles,
    notes: prepared.notes,
    notesOmitted: prepared.notesOmitted,
    book: countImportedBook(prepared.tables),
  };
  const total = report.recordsImported;
  emit({ phase: 'done', table: null, done: total, total, message: statusMessage(report).message });
  return report;
}

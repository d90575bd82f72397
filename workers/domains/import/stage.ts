/**
 * The safe import: every table written, sanitised, in batches of 1000 with only failing
 * records retried, inside one read-write transaction over every live table. Until it commits
 * the live book is untouched; if it throws, IndexedDB rolls the whole transaction back.
 */
import Dexie, { type PromiseExtended, type Table } from 'dexie';
import { IMPORT_BATCH_SIZE } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import type { PageVersionRecord } from '../../contract/revisions';
import { LOCAL_ONLY_TABLES } from '../../contract/tables';
import { prepareRecord } from '../../core/prepare-record';
import { rebaseHead } from '../../core/version-head';
import { type ImportFailure, NOT_A_RECORD } from './types';
import { isObject, normaliseRecord } from './upgrade-tables';

/** Called after each batch: `done` records of `table` handled so far. */
export type BatchProgress = (table: string, done: number) => void;

export interface CopyReport {
  /** Records written, per table. */
  added: Record<string, number>;
  failures: ImportFailure[];
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Tables the imported data must hold before the transaction may commit. */
const REQUIRED_TABLES = ['documents', 'current_document', 'frontmatter'];

/** Batches written at once: the next ones are prepared while IndexedDB stores these. */
const BATCHES_IN_FLIGHT = 8;

interface BatchOutcome {
  added: number;
  failures: ImportFailure[];
}

/**
 * Pages whose text the import cleaned (the file's text, the stored one): the newest version of
 * such a page, kept as a script against the file's text, is moved onto the stored text (page
 * history, docs/revisions.md). Filled while tree_nodes is written, which comes first.
 */
interface CleanedTexts {
  /** The pages whose newest version is such a script in the file. */
  heads: ReadonlySet<string>;
  texts: Map<string, { raw: string; clean: string }>;
}

function cleanedFor(tables: Record<string, unknown[]>): CleanedTexts {
  const heads = new Set<string>();
  for (const row of tables.page_versions ?? []) {
    if (isObject(row) && row.form === 'page' && typeof row.pageId === 'string')
      heads.add(row.pageId);
  }
  return { heads, texts: new Map() };
}

function prepareFollowing(table: string, row: AnyRecord, cleaned: CleanedTexts): AnyRecord {
  let input = row;
  if (table === 'page_versions' && row.form === 'page' && typeof row.pageId === 'string') {
    const texts = cleaned.texts.get(row.pageId);
    const moved = texts && rebaseHead(row as unknown as PageVersionRecord, texts.raw, texts.clean);
    if (moved) input = moved as unknown as AnyRecord;
  }
  const prepared = prepareRecord(table, input);
  if (
    table === 'tree_nodes' &&
    cleaned.heads.has(String(prepared.id)) &&
    typeof row.content === 'string' &&
    typeof prepared.content === 'string' &&
    prepared.content !== row.content
  ) {
    cleaned.texts.set(String(prepared.id), { raw: row.content, clean: prepared.content });
  }
  return prepared;
}

/** Brings the entries `start`..`end` of a table to their stored shape; non-records fail. */
function prepareBatch(
  table: string,
  rows: unknown[],
  start: number,
  end: number,
  cleaned: CleanedTexts = { heads: new Set(), texts: new Map() },
) {
  const prepared: AnyRecord[] = [];
  const positions: number[] = [];
  const failures: ImportFailure[] = [];
  for (let index = start; index < end; index += 1) {
    const row = rows[index];
    if (!isObject(row)) {
      failures.push({ table, index, message: NOT_A_RECORD });
      continue;
    }
    try {
      prepared.push(prepareFollowing(table, normaliseRecord(table, row), cleaned));
      positions.push(index);
    } catch (error) {
      failures.push({ table, index, message: messageOf(error) });
    }
  }
  return { prepared, positions, failures };
}

/**
 * Adds one prepared batch; on a Dexie BulkError only the failing records are retried, one by
 * one, and those still failing are reported by their position in the file. Built from Dexie
 * promises only (no async function), so the transaction stays alive while batches overlap.
 */
function addBatch(
  target: Table,
  table: string,
  batch: ReturnType<typeof prepareBatch>,
  cleared: boolean,
): PromiseExtended<BatchOutcome> {
  const { prepared, positions, failures } = batch;
  const outcome = (added: number): BatchOutcome => ({
    added,
    failures: failures.sort((x, y) => x.index - y.index),
  });
  return target.bulkAdd(prepared).then(
    () => outcome(prepared.length),
    (error: unknown) => {
      if (!(error instanceof Dexie.BulkError)) throw error;
      const failedPositions = Object.keys(error.failuresByPos).map(Number);
      const retries = failedPositions.map((pos) =>
        target.add(prepared[pos]).then(
          () => 1,
          (retryError: unknown) => {
            const failure: ImportFailure = {
              table,
              index: positions[pos] ?? -1,
              message: messageOf(retryError),
            };
            // A key (or unique field) an earlier record of the file already took (the table was
            // emptied first, so only the file's own records can hold it): a repeat.
            if (cleared && (retryError as { name?: unknown } | null)?.name === 'ConstraintError')
              failure.duplicate = true;
            failures.push(failure);
            return 0;
          },
        ),
      );
      return Dexie.Promise.all(retries).then((ok) =>
        outcome(prepared.length - failedPositions.length + ok.reduce((n, x) => n + x, 0)),
      );
    },
  );
}

/**
 * The import in ONE read-write transaction over every live table: clear each table (when
 * `clear`), then add the file's records in batches of 1000, each brought to the v7 shape and
 * sanitised (see addBatch for failing records). Up to BATCHES_IN_FLIGHT batches are written
 * at once, so preparing the next batch overlaps IndexedDB storing the previous ones. Anything
 * but a BulkError throws and IndexedDB rolls the whole transaction back, so the live book is
 * exactly as it was. One write per record: about the throughput of a raw bulkPut (bench S1).
 */
export async function importInOneTransaction(
  live: Dexie,
  tables: Record<string, unknown[]>,
  clear: boolean,
  onBatch: BatchProgress,
  onCommit: () => void,
  size = IMPORT_BATCH_SIZE,
): Promise<CopyReport> {
  const report: CopyReport = { added: {}, failures: [] };
  let current = '';
  try {
    const cleaned = cleanedFor(tables);
    // The page history after the pages (see CleanedTexts).
    // This browser's caches are never taken from a file (LOCAL_ONLY_TABLES).
    const ordered = Object.entries(tables)
      .filter(([name]) => !LOCAL_ONLY_TABLES.has(name))
      .sort(([a], [b]) => Number(a === 'page_versions') - Number(b === 'page_versions'));
    await live.transaction('rw', live.tables, async () => {
      if (clear) for (const table of live.tables) await table.clear();
      for (const [table, rows] of ordered) {
        current = table;
        const target = live.table(table);
        report.added[table] = 0;
        const inFlight: Array<{ end: number; outcome: PromiseExtended<BatchOutcome> }> = [];
        // A Dexie promise, awaited directly below: an async helper would end the transaction.
        const settleOldest = () => {
          const { end, outcome } = inFlight.shift() as (typeof inFlight)[number];
          return outcome.then(({ added, failures }) => {
            report.added[table] = (report.added[table] ?? 0) + added;
            report.failures.push(...failures);
            onBatch(table, end);
          });
        };
        for (let start = 0; start < rows.length; start += size) {
          const end = Math.min(start + size, rows.length);
          const batch = prepareBatch(table, rows, start, end, cleaned);
          const outcome = addBatch(target, table, batch, clear);
          // Settled in order below; a rejection is handled there, not left unhandled here.
          outcome.catch(() => undefined);
          inFlight.push({ end, outcome });
          if (inFlight.length >= BATCHES_IN_FLIGHT) await settleOldest();
        }
        while (inFlight.length > 0) await settleOldest();
      }
      current = '';
      for (const table of REQUIRED_TABLES) {
        if ((await live.table(table).count()) === 0)
          throw new AppError('migrated_validation_failed');
      }
      onCommit();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('table_import_failed', { table: current || '-', reason: messageOf(error) });
  }
  return report;
}

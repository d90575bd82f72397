/**
 * The safe import: every table written, sanitised, in batches of 1000 with only failing
 * records retried, inside one read-write transaction over every live table. Until it commits
 * the live book is untouched; if it throws, IndexedDB rolls the whole transaction back.
 */
import Dexie from 'dexie';
import { IMPORT_BATCH_SIZE } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { prepareRecord } from '../content/prepare-record';
import type { ImportFailure } from './types';
import { isObject, normaliseRecord } from './upgrade-tables';

/** The failure message of an entry that is not an object. */
export const NOT_A_RECORD = 'Record is not an object';

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

/**
 * The import in ONE read-write transaction over every live table: clear each table (when
 * `clear`), then add the file's records in batches of 1000, each brought to the v7 shape and
 * sanitised; a Dexie BulkError retries only its failing records, one by one, and reports those
 * still failing by position. Anything else throws and IndexedDB rolls the whole transaction
 * back, so the live book is exactly as it was. One write per record: about the throughput of
 * a raw bulkPut (see bench S1).
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
    await live.transaction('rw', live.tables, async () => {
      if (clear) for (const table of live.tables) await table.clear();
      for (const [table, rows] of Object.entries(tables)) {
        current = table;
        const target = live.table(table);
        report.added[table] = 0;
        for (let start = 0; start < rows.length; start += size) {
          const end = Math.min(start + size, rows.length);
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
              prepared.push(prepareRecord(table, normaliseRecord(table, row)));
              positions.push(index);
            } catch (error) {
              failures.push({ table, index, message: messageOf(error) });
            }
          }
          let added = prepared.length;
          try {
            await target.bulkAdd(prepared);
          } catch (error) {
            if (!(error instanceof Dexie.BulkError)) throw error;
            const failedPositions = Object.keys(error.failuresByPos).map(Number);
            added -= failedPositions.length;
            for (const pos of failedPositions) {
              try {
                await target.add(prepared[pos]);
                added += 1;
              } catch (retryError) {
                failures.push({
                  table,
                  index: positions[pos] ?? -1,
                  message: messageOf(retryError),
                });
              }
            }
          }
          report.added[table] = (report.added[table] ?? 0) + added;
          report.failures.push(...failures.sort((a, b) => a.index - b.index));
          onBatch(table, end);
        }
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

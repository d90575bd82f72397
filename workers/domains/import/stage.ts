/**
 * The two halves of a safe import: staging (every table written, sanitised, into a separate
 * database of the same schema, in batches of 1000 with only failing records retried) and the
 * switch (one read-write transaction over every live table: clear, then copy the staged rows
 * in chunks). Until the switch commits the live book is untouched; if it throws, IndexedDB
 * rolls the whole transaction back.
 */
import Dexie from 'dexie';
import { IMPORT_BATCH_SIZE } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { createDatabase } from '../../db/database';
import { prepareRecord } from '../content/prepare-record';
import { bulkAddInBatches } from '../database/bulk-add';
import { forEachChunk } from '../export/read-chunks';
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

/** The staging database's name for a live database. */
export const stagingName = (liveName: string): string => `${liveName}-staging`;

/** Creates an empty staging database (a leftover one is deleted first). No population. */
export async function openStaging(name: string): Promise<Dexie> {
  await Dexie.delete(name);
  const db = createDatabase(name);
  await db.open();
  return db;
}

/** Closes and deletes the staging database; a failure is logged, never thrown. */
export async function dropStaging(db: Dexie | null, name: string): Promise<void> {
  db?.close();
  try {
    await Dexie.delete(name);
  } catch (error) {
    console.error('Could not delete the staging database', error);
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Adds prepared records; a failure that is not a BulkError falls back to one by one. */
async function addBatch(db: Dexie, table: string, records: AnyRecord[]) {
  try {
    return await bulkAddInBatches(db.table(table), records);
  } catch {
    const report = { added: 0, failed: [] as Array<{ index: number; message: string }> };
    for (const [index, record] of records.entries()) {
      try {
        await db.table(table).add(record);
        report.added += 1;
      } catch (error) {
        report.failed.push({ index, message: messageOf(error) });
      }
    }
    return report;
  }
}

/**
 * Writes every table into the staging database. Each record is brought to the v7 shape and
 * sanitised through prepareRecord; failures are collected by table and position in the file.
 */
export async function stageTables(
  staging: Dexie,
  tables: Record<string, unknown[]>,
  onBatch: BatchProgress,
  size = IMPORT_BATCH_SIZE,
): Promise<CopyReport> {
  const report: CopyReport = { added: {}, failures: [] };
  for (const [table, rows] of Object.entries(tables)) {
    report.added[table] = 0;
    for (let start = 0; start < rows.length; start += size) {
      const prepared: AnyRecord[] = [];
      const positions: number[] = [];
      const failures: ImportFailure[] = [];
      const end = Math.min(start + size, rows.length);
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
      const result = await addBatch(staging, table, prepared);
      report.added[table] = (report.added[table] ?? 0) + result.added;
      for (const f of result.failed) {
        failures.push({ table, index: positions[f.index] ?? -1, message: f.message });
      }
      report.failures.push(...failures.sort((a, b) => a.index - b.index));
      onBatch(table, end);
    }
  }
  return report;
}

/** Reads a staging chunk from inside the live transaction, keeping that transaction alive. */
const foreignRead = (read: () => Promise<AnyRecord[]>) =>
  Dexie.waitFor(Dexie.ignoreTransaction(read));

/**
 * The switch: in ONE read-write transaction over every live table, clears each table (when
 * `clear`) and copies the staged rows of `tables` in chunks. With `clear` any failure throws
 * and rolls everything back; without it, rows whose key already exists are reported (their
 * position is among the staged rows of the table) and the others are kept.
 */
export async function switchToStaged(
  live: Dexie,
  staging: Dexie,
  tables: string[],
  clear: boolean,
  onBatch: BatchProgress,
  size = IMPORT_BATCH_SIZE,
): Promise<CopyReport> {
  const report: CopyReport = { added: {}, failures: [] };
  let current = '';
  try {
    await live.transaction('rw', live.tables, async () => {
      if (clear) for (const table of live.tables) await table.clear();
      for (const table of tables) {
        current = table;
        let done = 0;
        report.added[table] = 0;
        await forEachChunk(
          staging.table(table),
          async (rows) => {
            try {
              await live.table(table).bulkAdd(rows);
              report.added[table] = (report.added[table] ?? 0) + rows.length;
            } catch (error) {
              if (clear || !(error instanceof Dexie.BulkError)) throw error;
              const failed = Object.entries(error.failuresByPos);
              report.added[table] = (report.added[table] ?? 0) + rows.length - failed.length;
              for (const [pos, e] of failed) {
                report.failures.push({ table, index: done + Number(pos), message: e.message });
              }
            }
            done += rows.length;
            onBatch(table, done);
          },
          size,
          foreignRead,
        );
      }
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('table_import_failed', { table: current || '-', reason: messageOf(error) });
  }
  return report;
}

/** Generic table operations of docs/spec/data-layer-and-files.md §7: fetch, add, update, delete, bulk, clear, count. */
import type { IndexableType } from 'dexie';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { prepareRecord } from '../../core/prepare-record';
import type { DbSession } from '../../db/session';
import { type BulkAddReport, bulkAddInBatches } from './bulk-add';
import { tableOf } from './table-access';

export type RecordKey = string | number;

export function createDatabaseHandlers(session: DbSession) {
  const table = (name: string) => tableOf(session.get(), name);

  return {
    /** Every record of a table. */
    async fetchAll(name: string): Promise<AnyRecord[]> {
      return (await table(name).toArray()) as AnyRecord[];
    },

    /** One record by primary key, or null. */
    async fetchOne(name: string, id: RecordKey): Promise<AnyRecord | null> {
      return ((await table(name).get(id as IndexableType)) as AnyRecord | undefined) ?? null;
    },

    /** Adds a record (sanitised) and returns its key. */
    async add(name: string, record: AnyRecord): Promise<RecordKey> {
      if (!record || typeof record !== 'object') throw new AppError('no_update_data');
      const key = (await table(name).add(prepareRecord(name, record))) as RecordKey;
      session.changed(name, [key]);
      return key;
    },

    /** Changes fields of one record; fails with "No data provided for update" when empty. */
    async update(name: string, id: RecordKey, changes: AnyRecord): Promise<AnyRecord> {
      if (!changes || typeof changes !== 'object' || Object.keys(changes).length === 0) {
        throw new AppError('no_update_data');
      }
      const t = table(name);
      const count = await t.update(id as IndexableType, prepareRecord(name, changes));
      if (count === 0 && !(await t.get(id as IndexableType))) {
        throw new AppError('record_not_found', { id: String(id), table: name });
      }
      session.changed(name, [id]);
      return (await t.get(id as IndexableType)) as AnyRecord;
    },

    /** Deletes one record by key. */
    async remove(name: string, id: RecordKey): Promise<RecordKey> {
      await table(name).delete(id as IndexableType);
      session.changed(name, [id]);
      return id;
    },

    /** Adds many records in batches of 1000, retrying only the failing ones. */
    async bulkAdd(name: string, records: AnyRecord[]): Promise<BulkAddReport> {
      if (!Array.isArray(records)) throw new AppError('no_update_data');
      const prepared = records.map((r) => prepareRecord(name, r));
      const report = await bulkAddInBatches(table(name), prepared);
      session.changed(name, []);
      return report;
    },

    async clearTable(name: string): Promise<true> {
      await table(name).clear();
      session.changed(name, []);
      return true;
    },

    async count(name: string): Promise<number> {
      return table(name).count();
    },

    /** The names of all tables of the current schema. */
    async tableNames(): Promise<string[]> {
      return session.get().tables.map((t) => t.name);
    },
  };
}

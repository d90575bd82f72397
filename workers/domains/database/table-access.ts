/** Looks up a table by name, failing with the spec's "table does not exist" message. */
import type Dexie from 'dexie';
import type { Table } from 'dexie';
import { AppError } from '../../contract/errors';

export function tableOf(db: Dexie, table: string): Table {
  if (typeof table !== 'string' || !db.tables.some((t) => t.name === table)) {
    throw new AppError('table_not_found', { table: String(table) });
  }
  return db.table(table);
}

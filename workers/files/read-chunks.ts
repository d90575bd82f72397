/**
 * Reads a table in primary-key order, a chunk at a time, so a whole book never has to sit in
 * memory as one array. Used by the export and by the import's switch from staging to live.
 */
import type { IndexableType, Table } from 'dexie';
import { IMPORT_BATCH_SIZE } from '../contract/constants';
import type { AnyRecord } from '../contract/records';

/** Reads one chunk; the caller decides how (plainly, or wrapped for a foreign transaction). */
export type ChunkReader = (read: () => Promise<AnyRecord[]>) => Promise<AnyRecord[]>;

const direct: ChunkReader = (read) => read();

/**
 * Calls `onChunk` with successive chunks of `table` (at most `size` records each) in
 * primary-key order. Tables with out-of-line keys are read in one go.
 */
export async function forEachChunk(
  table: Table,
  onChunk: (rows: AnyRecord[]) => void | Promise<void>,
  size = IMPORT_BATCH_SIZE,
  reader: ChunkReader = direct,
): Promise<void> {
  const keyPath = table.schema.primKey.keyPath;
  if (typeof keyPath !== 'string' || keyPath === '') {
    const all = await reader(() => table.toArray() as Promise<AnyRecord[]>);
    if (all.length > 0) await onChunk(all);
    return;
  }
  let last: IndexableType | undefined;
  for (;;) {
    const after = last;
    const rows = await reader(
      () =>
        (after === undefined
          ? table.toCollection().limit(size).toArray()
          : table.where(':id').above(after).limit(size).toArray()) as Promise<AnyRecord[]>,
    );
    if (rows.length === 0) return;
    await onChunk(rows);
    if (rows.length < size) return;
    last = rows[rows.length - 1]?.[keyPath] as IndexableType;
  }
}

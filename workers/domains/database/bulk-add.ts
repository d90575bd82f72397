/**
 * Bulk add in batches of 1000. When Dexie reports a BulkError only the failing records of that
 * batch are retried one by one; the rest of the batch is already stored. Never the whole batch.
 */

import type { Table } from 'dexie';
import Dexie from 'dexie';
import { IMPORT_BATCH_SIZE } from '../../contract/constants';
import type { AnyRecord } from '../../contract/records';

export interface BulkFailure {
  /** Position of the record in the list given to bulkAdd. */
  index: number;
  message: string;
}

export interface BulkAddReport {
  added: number;
  failed: BulkFailure[];
}

export async function bulkAddInBatches(
  table: Table,
  records: AnyRecord[],
  onProgress?: (done: number, total: number) => void,
  batchSize = IMPORT_BATCH_SIZE,
): Promise<BulkAddReport> {
  const report: BulkAddReport = { added: 0, failed: [] };
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    try {
      await table.bulkAdd(batch);
      report.added += batch.length;
    } catch (error) {
      if (!(error instanceof Dexie.BulkError)) throw error;
      const failedPositions = Object.keys(error.failuresByPos).map(Number);
      report.added += batch.length - failedPositions.length;
      for (const pos of failedPositions) {
        const record = batch[pos];
        try {
          await table.add(record);
          report.added += 1;
        } catch (retryError) {
          report.failed.push({ index: start + pos, message: (retryError as Error).message });
        }
      }
    }
    onProgress?.(Math.min(start + batchSize, records.length), records.length);
  }
  return report;
}

/** One step of the schema chain: the version, its stores and an optional upgrade. */
import type { Transaction } from 'dexie';

export interface SchemaStep {
  version: number;
  slug: string;
  /** Dexie store definitions added or changed at this version (null deletes a table). */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

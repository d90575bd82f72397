/**
 * 11 → 12 (issue 30): every tree node gets the outline's fields — `synopsis: ''`,
 * `status: null`, `pov_id: null`, `target_words: 0` (values already there are kept, and ones
 * that cannot be read are reset; contract/outline.ts) — and the `statuses` table holds the
 * author's names for the five statuses (a row only for a renamed one, so nothing is added).
 */
import type { Transaction } from 'dexie';
import type { AnyRecord } from '../../contract/records';
import type { SchemaStep } from './types';

const STATUS_KEYS_V12: ReadonlySet<string> = new Set([
  'todo',
  'first_draft',
  'revised',
  'final',
  'done',
]);

/** The v12 fields of one tree node (frozen: the rules as this step shipped them). */
export function withOutlineFieldsV12(node: AnyRecord): AnyRecord {
  const target = node.target_words;
  return {
    ...node,
    synopsis: typeof node.synopsis === 'string' ? node.synopsis : '',
    status:
      typeof node.status === 'string' && STATUS_KEYS_V12.has(node.status) ? node.status : null,
    pov_id: typeof node.pov_id === 'string' && node.pov_id !== '' ? node.pov_id : null,
    target_words:
      typeof target === 'number' && Number.isFinite(target) && target >= 0
        ? Math.min(Math.round(target), 10_000_000)
        : 0,
  };
}

export const v012: SchemaStep = {
  version: 12,
  slug: 'outline-fields',
  stores: { statuses: '++id, documentId, key' },
  upgrade: async (tx: Transaction) => {
    await tx
      .table('tree_nodes')
      .toCollection()
      .modify((node: AnyRecord) => {
        const next = withOutlineFieldsV12(node);
        node.synopsis = next.synopsis;
        node.status = next.status;
        node.pov_id = next.pov_id;
        node.target_words = next.target_words;
      });
  },
};

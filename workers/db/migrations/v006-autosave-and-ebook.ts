/**
 * 5 → 6 (ours, docs/spec/design.md §2.3): normalises the auto-save setting — a plain boolean becomes
 * {enabled, interval: 5} — and adds the ebook_settings table.
 */
import type { Transaction } from 'dexie';
import { DEFAULT_AUTOSAVE } from '../../contract/constants';
import type { AnyRecord, AutosaveSetting } from '../../contract/records';
import type { SchemaStep } from './types';

/** Accepts the old boolean, a partial object or nothing, and returns a valid setting. */
export function normaliseAutosave(value: unknown): AutosaveSetting {
  if (typeof value === 'boolean') return { enabled: value, interval: DEFAULT_AUTOSAVE.interval };
  if (value && typeof value === 'object') {
    const v = value as Partial<AutosaveSetting>;
    const interval = Number(v.interval);
    return {
      enabled: typeof v.enabled === 'boolean' ? v.enabled : DEFAULT_AUTOSAVE.enabled,
      interval: Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_AUTOSAVE.interval,
    };
  }
  return { ...DEFAULT_AUTOSAVE };
}

export const v006: SchemaStep = {
  version: 6,
  slug: 'autosave-and-ebook',
  stores: { ebook_settings: '++id, documentId' },
  upgrade: async (tx: Transaction) => {
    await tx
      .table('app_settings')
      .toCollection()
      .modify((s: AnyRecord) => {
        const various = (typeof s.various === 'object' && s.various) || {};
        s.various = {
          ...(various as AnyRecord),
          autosave: normaliseAutosave((various as AnyRecord).autosave),
        };
      });
  },
};

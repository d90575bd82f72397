/** 4 → 5: adds the free `various` object to app settings. */
import type { Transaction } from 'dexie';
import type { AnyRecord } from '../../contract/records';
import type { SchemaStep } from './types';

export const v005: SchemaStep = {
  version: 5,
  slug: 'settings-various',
  stores: {},
  upgrade: async (tx: Transaction) => {
    await tx
      .table('app_settings')
      .toCollection()
      .modify((s: AnyRecord) => {
        if (typeof s.various !== 'object' || s.various === null) s.various = {};
      });
  },
};

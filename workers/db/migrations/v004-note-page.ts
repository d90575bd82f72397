/** 3 → 4: adds page_id (null) to notes, indexed so notes can be read by page. */
import type { Transaction } from 'dexie';
import type { AnyRecord } from '../../contract/records';
import type { SchemaStep } from './types';

export const v004: SchemaStep = {
  version: 4,
  slug: 'note-page',
  stores: { notes: '++id, uuid, documentId, folderId, page_id, position_in_list, mark_for_delete' },
  upgrade: async (tx: Transaction) => {
    await tx
      .table('notes')
      .toCollection()
      .modify((n: AnyRecord) => {
        if (n.page_id === undefined) n.page_id = null;
      });
  },
};

/**
 * 13 → 14 (issue 31): the Yjs state of the book. `collab_docs` keeps each Y document this
 * browser holds — one per page (`<bookId>/page/<pageId>`) and the book's records
 * (`<bookId>/book`) — as a compacted update with the updates appended since
 * (`contract/collab.ts` CollabDocRecord); `sync_settings` how a book is connected to a sync
 * server. Both are this browser's (`LOCAL_ONLY_TABLES`): the book file carries the states in its
 * own `collab` block. No page is touched: states are made from the pages' HTML when first needed.
 */
import type { SchemaStep } from './types';

export const v014: SchemaStep = {
  version: 14,
  slug: 'collab-docs',
  stores: { collab_docs: 'name, documentId', sync_settings: 'documentId' },
  // Nothing moves: the tables start empty and no page is touched.
  upgrade: async () => {},
};

/**
 * 12 → 13 (issue 26): the `tree_snapshot` table keeps one record, the summaries of every tree
 * node (a node without its text) as of the last time they were read whole, so opening a book
 * reads a few hundred kilobytes instead of every page's text (workers/db/tree-snapshot.ts).
 * It is this browser's cache, never part of the book: export and import leave it out
 * (`LOCAL_ONLY_TABLES`). No data moves; the first open after the upgrade writes it.
 */
import type { SchemaStep } from './types';

export const v013: SchemaStep = {
  version: 13,
  slug: 'tree-snapshot',
  stores: { tree_snapshot: '++id' },
  upgrade: async () => {},
};

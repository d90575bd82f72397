/**
 * 9 → 10 (issue 29): the `page_versions` table holds the history of every page (see
 * contract/revisions.ts, PageVersionRecord): indexed by page, by time, by page and time together
 * (a page's history in order) and by book snapshot. No data moves.
 */
import type { SchemaStep } from './types';

export const v010: SchemaStep = {
  version: 10,
  slug: 'page-versions',
  stores: { page_versions: '++id, pageId, at, [pageId+at], snapshot' },
  // Nothing to bring forward: a book of an older version has no history yet.
  upgrade: async () => {},
};

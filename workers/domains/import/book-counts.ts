/**
 * What a book file brought in, in the author's terms (issue 24, item 8): pages, folders, words,
 * atlas records and notes — said beside the spec's "tables processed, records imported".
 * Deleted items (mark_for_delete) are left out.
 */
import { ATLAS_KINDS } from '../../contract/atlas';
import type { ImportedBook } from '../../contract/import';

const live = (records: unknown[] | undefined): Record<string, unknown>[] =>
  (records ?? []).filter(
    (r): r is Record<string, unknown> =>
      typeof r === 'object' &&
      r !== null &&
      (r as { mark_for_delete?: unknown }).mark_for_delete !== 1,
  );

const wordsOf = (record: Record<string, unknown>): number => {
  const words = (record.content_metrics as { words?: unknown } | undefined)?.words;
  return typeof words === 'number' && Number.isFinite(words) && words > 0 ? words : 0;
};

/** Counts the book in the tables about to be written (records as the import stores them). */
export function countImportedBook(tables: Record<string, unknown[]>): ImportedBook {
  const nodes = live(tables.tree_nodes);
  const pages = nodes.filter((n) => n.type === 'page');
  return {
    pages: pages.length,
    folders: nodes.filter((n) => n.type === 'folder').length,
    words: pages.reduce((sum, page) => sum + wordsOf(page), 0),
    atlasRecords: ATLAS_KINDS.reduce((sum, kind) => sum + live(tables[kind]).length, 0),
    notes: live(tables.notes).length,
  };
}

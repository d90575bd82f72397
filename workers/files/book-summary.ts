/**
 * What a book file holds, for the overwrite guard: its document id, title and word count. Reads
 * every shape Open accepts (the export file, with or without the auto-save header, and the
 * private-storage form `{documentId, data}`); anything else is "not a book". The open book's
 * summary (`openBookSummary`) counts by the same rule without writing or parsing its file.
 */
import type { BookSummary } from '../contract/book-file';
import { SECTION_TABLES } from '../contract/tables';
import { isObject } from '../core/is-object';
import { typedTable } from '../db/database';
import type { MetricsCache } from '../db/metrics-cache';
import type { DbSession } from '../db/session';
import type { TreeCache } from '../db/tree-cache';

/** Tables one of which every Story Builder book (and legacy book) holds as an array. */
const BOOK_TABLES = ['documents', 'current_document', 'frontmatter', 'tree_nodes', 'chapters'];

const rows = (data: Record<string, unknown>, table: string): Record<string, unknown>[] => {
  const value = data[table];
  return Array.isArray(value) ? value.filter(isObject) : [];
};

/** The words a row's stored count gives, or null when the text must be counted. */
const storedWords = (row: Record<string, unknown>): number | null => {
  if (row.mark_for_delete === 1 || row.mark_for_delete === true) return 0;
  const metrics = row.content_metrics;
  const words = isObject(metrics) ? metrics.words : undefined;
  return typeof words === 'number' && Number.isFinite(words) && words > 0 ? words : null;
};

/** Older files without metrics: the words of the text. */
const textWords = (row: Record<string, unknown>): number => {
  const content = typeof row.content === 'string' ? row.content : '';
  const text = content.replace(/<[^>]*>/g, ' ').trim();
  return text ? text.split(/\s+/).length : 0;
};

const wordsOf = (row: Record<string, unknown>): number => storedWords(row) ?? textWords(row);

/**
 * The summary of a parsed book file, or null when it is not a book: a `data` object without any
 * of the book's tables (`{metadata, data: {note}}`) is not one, though it has the shape.
 */
export function summarizeBook(parsed: unknown): BookSummary | null {
  if (!isObject(parsed)) return null;
  let data: Record<string, unknown> | null = null;
  let documentId: string | null = null;
  if (isObject(parsed.data) && isObject((parsed.data as Record<string, unknown>).data)) {
    // private-storage form: {documentId, data: {metadata, data}}
    documentId = typeof parsed.documentId === 'string' ? parsed.documentId : null;
    data = (parsed.data as Record<string, unknown>).data as Record<string, unknown>;
  } else if (isObject(parsed.data)) {
    data = parsed.data;
  } else if (Array.isArray(parsed.documents) || Array.isArray(parsed.chapters)) {
    data = parsed; // legacy form
  }
  if (!data || !BOOK_TABLES.some((table) => Array.isArray(data[table]))) return null;
  const doc = rows(data, 'current_document')[0] ?? rows(data, 'documents')[0];
  if (!documentId && typeof doc?.uuid === 'string') documentId = doc.uuid;
  const fm = rows(data, 'frontmatter')[0];
  let words = 0;
  for (const row of rows(data, 'tree_nodes')) words += wordsOf(row);
  for (const row of rows(data, 'chapters')) words += wordsOf(row);
  for (const table of SECTION_TABLES) for (const row of rows(data, table)) words += wordsOf(row);
  return { documentId, title: typeof fm?.title === 'string' ? fm.title : '', words };
}

/** The summary of a book file's text: null when empty, 'not-a-book' when unreadable. */
export function summarizeBookText(text: string): BookSummary | 'not-a-book' | null {
  if (text.trim() === '') return null;
  let parsed: unknown;
  try {
    // The spec's text form: header lines before the JSON body.
    const start = text.search(/\{/);
    parsed = JSON.parse(start > 0 ? text.slice(start) : text);
  } catch {
    return 'not-a-book';
  }
  return summarizeBook(parsed) ?? 'not-a-book';
}

/**
 * The open book's summary as `summarizeBook` would read it from the book's file, without writing
 * or parsing the file: the words from the metrics cache; only the rows without a stored count
 * (an empty page, a folder, a legacy chapter) are read to count their text, as the guard does.
 */
export async function openBookSummary(
  session: DbSession,
  tree: TreeCache,
  metrics: MetricsCache,
): Promise<Omit<BookSummary, 'documentId'>> {
  const db = session.get();
  const [fm, totals, nodes] = await Promise.all([
    db.frontmatter.get(1),
    metrics.read(),
    tree.list(),
  ]);
  let words = totals.words;
  const uncounted = nodes.filter((node) => storedWords({ ...node }) === null).map((n) => n.id);
  for (const row of await db.tree_nodes.bulkGet(uncounted)) if (row) words += textWords({ ...row });
  for (const table of SECTION_TABLES) {
    for (const row of await typedTable(db, table).toArray()) {
      if (storedWords({ ...row }) === null) words += textWords({ ...row });
    }
  }
  for (const row of await db.chapters.toArray()) words += wordsOf({ ...row });
  return { title: fm?.title ?? '', words };
}

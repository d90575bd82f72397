/**
 * Is the book file behind the database? After a crash the database holds every word typed up to
 * a second before it, but the last auto-save of the file may be seconds older (issue 23, item 2).
 * At the next start the book's export is compared with the file's: the same tables and records,
 * apart from what every save changes by itself (when it was exported, the saved-at stamp, the
 * auto-save header).
 */

type Tables = Record<string, unknown>;

/** The tables of a book file's text, or null when it is not a book this app wrote. */
function tablesOf(text: string): Tables | null {
  try {
    const book = JSON.parse(text) as { data?: unknown };
    const data = book?.data;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Tables) : null;
  } catch {
    return null;
  }
}

/** A record without the saved-at stamp (written after the file, so the file never has it). */
function withoutStamp(record: unknown): unknown {
  if (!record || typeof record !== 'object' || !('savedAt' in record)) return record;
  const { savedAt: _stamp, ...rest } = record as Record<string, unknown>;
  return rest;
}

const STAMPED = new Set(['documents', 'current_document']);

function canonical(tables: Tables): string {
  const names = Object.keys(tables).sort();
  return JSON.stringify(
    names.map((name) => {
      const rows = tables[name];
      return [name, STAMPED.has(name) && Array.isArray(rows) ? rows.map(withoutStamp) : rows];
    }),
  );
}

/**
 * True when the file's text lacks something of the book's export `json` (or is not a book):
 * the file must be written again.
 */
export function fileBehindBook(fileText: string, json: string): boolean {
  const file = tablesOf(fileText);
  const book = tablesOf(json);
  if (!book) return false; // nothing to compare with: leave the file alone
  if (!file) return true;
  return canonical(file) !== canonical(book);
}

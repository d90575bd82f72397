/**
 * The auto-save file is the book file itself (DESIGN §2.6): the export JSON with the spec's header
 * (title, author, date) carried as a `header` field at the top, so it still opens with Open Book.
 */
import { EXPORT_INDENT } from '../../../../workers/contract/constants';

/** The spec's auto-save header. `date` is an ISO time. */
export interface AutosaveHeader {
  title: string;
  author: string;
  date: string;
}

/**
 * Returns the export JSON (text or parsed object) with `header` added as its first field, as
 * 2-space JSON. A `header` already in the export is replaced. Throws a TypeError when the export
 * is not a JSON object.
 */
export function buildAutosavePayload(
  exportJson: string | Record<string, unknown>,
  header: AutosaveHeader,
): string {
  const parsed: unknown = typeof exportJson === 'string' ? JSON.parse(exportJson) : exportJson;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TypeError('The export must be a JSON object');
  }
  const { header: _previous, ...rest } = parsed as Record<string, unknown>;
  const { title, author, date } = header;
  return JSON.stringify({ header: { title, author, date }, ...rest }, null, EXPORT_INDENT);
}

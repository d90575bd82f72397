/**
 * The auto-save file's header (docs/spec/design.md §2.6): the spec's title, author and date carried inside the
 * export JSON, spliced in without parsing the book. The save itself is in domains/book-file.
 */

import type { AutosaveHeader } from '../contract/book-file';

export type { AutosaveHeader } from '../contract/book-file';

/** Splices `"header": {...}` in as the first field of the export JSON (no parsing). */
export function withHeader(exportJson: string, header: AutosaveHeader): string {
  const trimmed = exportJson.trimStart();
  if (!trimmed.startsWith('{')) throw new Error('The export must be a JSON object');
  const rest = trimmed.slice(1).trimStart();
  const head = `{\n  "header": ${JSON.stringify(header)}`;
  return rest.startsWith('}') ? `${head}\n}` : `${head},\n  ${rest}`;
}

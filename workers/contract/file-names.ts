/**
 * File-name rules of the specification: the suggested save name, the database export name,
 * the private-storage (OPFS) auto-save name and a new book's front-matter filename.
 * Pure and dependency-free: both the UI and the worker use it.
 */

/** Characters no file system accepts in a name (besides control characters). */
const RESERVED = /[<>:"/\\|?*]/g;

/** Replaces reserved characters and control characters (U+0000-U+001F) by `by`. */
function replaceForbidden(s: string, by: string): string {
  let out = '';
  for (const ch of s.replace(RESERVED, by)) out += ch.charCodeAt(0) < 0x20 ? by : ch;
  return out;
}

const withJson = (name: string): string => (/\.json$/i.test(name) ? name : `${name}.json`);

/**
 * Suggested name when saving a book to disk: the title with reserved characters and
 * whitespace turned to hyphens, hyphen runs collapsed, edge hyphens trimmed, lowercased, plus
 * `.json`. Without a usable title: `story-builder-book-YYYY-MM-DD.json` (UTC date of `now`).
 */
export function suggestedSaveName(title: string | null | undefined, now = new Date()): string {
  const base = replaceForbidden(title ?? '', '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  if (base) return `${base}.json`;
  const date = Number.isNaN(now.getTime()) ? new Date() : now;
  return `story-builder-book-${date.toISOString().slice(0, 10)}.json`;
}

/**
 * Name of a database export: the front-matter title, else its filename, with characters not
 * allowed in file names replaced by underscores; `database_export` when both are empty; always
 * ending in a single `.json`.
 */
export function databaseExportFileName(
  frontmatter: { title?: string | null; filename?: string | null } | null | undefined,
): string {
  const name = frontmatter?.title?.trim() || frontmatter?.filename?.trim() || '';
  return withJson(name ? replaceForbidden(name, '_') : 'database_export');
}

/**
 * Auto-save fallback name in private storage: the title lowercased, trimmed, whitespace runs
 * turned into hyphens and everything but letters, digits, combining marks (any script) and
 * hyphens removed, plus `.json`; `untitled.json` when no letter or digit remains.
 */
export function opfsDocumentName(title: string | null | undefined): string {
  const base = (title ?? '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}-]/gu, '');
  return /[\p{L}\p{N}]/u.test(base) ? `${base}.json` : 'untitled.json';
}

/** A new book's front-matter filename: the title with each whitespace run replaced by a hyphen. */
export function newBookFilename(title: string): string {
  return title.replace(/\s+/g, '-');
}

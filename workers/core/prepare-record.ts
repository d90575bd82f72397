/**
 * The one door every stored record passes through: rich content is sanitised with the shared
 * allow-list (docs/spec/design.md §2.1), every other text loses all markup (nested ones too),
 * picture addresses the app cannot show are dropped, lists, colours and image URLs are
 * cleaned (clean-fields.ts), and content gets fresh metrics.
 */
import type { AnyRecord } from '../contract/records';
import { isSafeImageSrc } from '../contract/sanitize-rules';
import { PAGE_HTML_TABLES } from '../contract/tables';
import { cleanSpecialFields, plainTextOf } from './clean-fields';
import { computeContentMetrics } from './content-metrics';
import { sanitizePageHtml, sanitizeRichHtml } from './sanitize-html';

/** Tables whose `content` is page HTML from the editor (the wider page allow-list). */
export const PAGE_CONTENT_TABLES: ReadonlySet<string> = new Set(PAGE_HTML_TABLES);

/** Tables whose `content` is rich text (the spec's narrow allow-list). */
const RICH_CONTENT_TABLES = new Set<string>(['notes', 'body_content']);

/** Fields that keep no markup at all, wherever they appear. */
export const PLAIN_FIELDS = new Set<string>([
  'title',
  'name',
  'author',
  'description',
  'genre',
  'filename',
  'full_name',
  'pen_name',
  'edition',
  'publisher',
  'publication_year',
  'additional_clause_text',
  'role',
  'type',
  'goals',
  'arc',
  'climate',
  'history',
  'behavior',
  'habitat',
  'significance',
  'interactions',
  'event',
  'impact',
  'notable_features',
]);

/** Fields holding a picture's address, wherever they appear (an atlas picture, the background). */
const PICTURE_SOURCE_FIELDS = new Set<string>(['src', 'relativePath', 'background_image', 'cover']);

/** Deepest nesting walked (the import refuses deeper books before this). */
const MAX_DEPTH = 32;

/**
 * A field's value with no markup in any of its texts, nested objects and lists included (issue
 * 23: a character's likeability, a relation's kind, the font family, a goal's text… kept raw
 * markup from a book file); picture addresses kept only when the app can show them. Returns the
 * value itself when nothing changes.
 */
function plainDeep(value: unknown, key: string, depth: number): unknown {
  if (typeof value === 'string') {
    if (PICTURE_SOURCE_FIELDS.has(key)) return value === '' || isSafeImageSrc(value) ? value : '';
    return plainTextOf(value, PLAIN_FIELDS.has(key));
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const clean = plainDeep(item, key, depth + 1);
      changed ||= clean !== item;
      return clean;
    });
    return changed ? out : value;
  }
  let out: AnyRecord | undefined;
  for (const [k, item] of Object.entries(value)) {
    const clean = plainDeep(item, k, depth + 1);
    if (clean === item) continue;
    out ??= { ...(value as AnyRecord) };
    out[k] = clean;
  }
  return out ?? value;
}

/** Returns a copy of the record (or partial change set) ready to store. */
export function prepareRecord(table: string, record: object): AnyRecord {
  const out: AnyRecord = { ...record };
  const htmlContent = PAGE_CONTENT_TABLES.has(table) || RICH_CONTENT_TABLES.has(table);
  for (const [key, value] of Object.entries(out)) {
    if (key === 'content' && htmlContent) continue;
    // A page version's body is page HTML or an edit script of it (contract/revisions.ts): the
    // revisions domain sanitises every version it reads back, as the page's content is.
    if (key === 'body' && table === 'page_versions') continue;
    const clean = plainDeep(value, key, 0);
    if (clean !== value) out[key] = clean;
  }
  cleanSpecialFields(table, out);
  const content = out.content;
  if (typeof content === 'string' && htmlContent) {
    if (PAGE_CONTENT_TABLES.has(table)) {
      const clean = sanitizePageHtml(content);
      out.content = clean;
      out.content_metrics = computeContentMetrics(clean);
    } else if (RICH_CONTENT_TABLES.has(table)) {
      out.content = sanitizeRichHtml(content);
    }
  }
  return out;
}

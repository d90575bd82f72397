/**
 * The one door every stored record passes through: rich content is sanitised with the shared
 * allow-list (docs/spec/design.md §2.1), plain fields lose all markup, lists, colours and image URLs are
 * cleaned (clean-fields.ts), and content gets fresh metrics.
 */
import { SINGLE_SECTIONS } from '../../contract/constants';
import type { AnyRecord } from '../../contract/records';
import { computeContentMetrics } from '../metrics/content-metrics';
import { sanitizePageHtml, sanitizeRichHtml, toPlainText } from '../sanitize/sanitize-html';
import { cleanSpecialFields } from './clean-fields';

/** Tables whose `content` is page HTML from the editor (the wider page allow-list). */
export const PAGE_CONTENT_TABLES = new Set<string>([
  'tree_nodes',
  'chapters',
  'appendices',
  ...SINGLE_SECTIONS,
]);

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

/** Returns a copy of the record (or partial change set) ready to store. */
export function prepareRecord(table: string, record: object): AnyRecord {
  const out: AnyRecord = { ...record };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string' && PLAIN_FIELDS.has(key) && /[<&]/.test(value)) {
      out[key] = toPlainText(value);
    }
  }
  cleanSpecialFields(table, out);
  const content = out.content;
  if (typeof content === 'string') {
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

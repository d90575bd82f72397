/**
 * Brings the tables of a new-format file written by an older schema to the v7 shape, with
 * the same rules as the migration chain: chapters and folders become tree nodes (1 → 2),
 * notes get page_id (3 → 4), settings get `various` with a normalised auto-save (4 → 6),
 * content gets full metrics (6 → 7), tree nodes "Include in export" and a section type (8 → 9),
 * and the outline's synopsis, status, point of view and target (11 → 12). Every step is idempotent, so v7 files pass unchanged.
 */
import { sectionTypeOf } from '../../contract/book-structure';
import { type OutlineFields, outlineFieldsOf } from '../../contract/outline';
import type { AnyRecord } from '../../contract/records';
import { computeContentMetrics } from '../../core/content-metrics';
import { isObject as isPlainObject } from '../../core/is-object';
import { legacyToTreeNodes } from '../../db/migrations/v002-tree-and-back-matter';
import { SECTION_TABLES_V3 } from '../../db/migrations/v003-section-metrics';
import { normaliseAutosave } from '../../db/migrations/v006-autosave-and-ebook';

const CONTENT_TABLES = new Set<string>(['tree_nodes', ...SECTION_TABLES_V3]);

/** A row of a table: an object (core/is-object.ts), taken as a record. */
export const isObject = (v: unknown): v is AnyRecord => isPlainObject(v);

/** The object records of a table value (anything else counts as no records). */
export const recordsOf = (rows: unknown): AnyRecord[] =>
  Array.isArray(rows) ? rows.filter(isObject) : [];

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The document id the tables belong to, when they name one. */
export function documentIdOf(tables: Record<string, unknown>): string | null {
  const first = (table: string) => recordsOf(tables[table])[0];
  const candidates = [
    first('current_document')?.uuid,
    first('documents')?.uuid,
    first('frontmatter')?.documentId,
    first('app_settings')?.documentId,
    first('chapters')?.documentId,
    first('characters')?.documentId,
  ];
  return candidates.find(nonEmptyString) ?? null;
}

/** One record in its v7 shape (a shallow copy when something changes). */
export function normaliseRecord(table: string, record: AnyRecord): AnyRecord {
  switch (table) {
    case 'documents':
    case 'current_document':
      return record.savedAt === undefined ? { ...record, savedAt: null } : record;
    case 'notes':
      return record.page_id === undefined ? { ...record, page_id: null } : record;
    case 'app_settings': {
      const various = isObject(record.various) ? record.various : {};
      return { ...record, various: { ...various, autosave: normaliseAutosave(various.autosave) } };
    }
    case 'tree_nodes': {
      // Schema 9: "Include in export" and the section type (a file of an older app has neither;
      // a type the node cannot have is read as none: by its place).
      const include = record.include_in_export !== false;
      const type = sectionTypeOf(record.type === 'folder' ? 'folder' : 'page', record.section_type);
      // Schema 12: the outline's fields (none in an older file; junk is reset, never refused).
      const outline = outlineFieldsOf(record);
      if (
        record.include_in_export === include &&
        record.section_type === type &&
        sameOutline(record, outline)
      )
        return withContent(table, record);
      return withContent(table, {
        ...record,
        include_in_export: include,
        section_type: type,
        ...outline,
      });
    }
    default:
      return withContent(table, record);
  }
}

const sameOutline = (record: AnyRecord, outline: OutlineFields): boolean =>
  record.synopsis === outline.synopsis &&
  record.status === outline.status &&
  record.pov_id === outline.pov_id &&
  record.target_words === outline.target_words;

/** A content table's record with text (a record without any gets none, with its metrics). */
function withContent(table: string, record: AnyRecord): AnyRecord {
  if (CONTENT_TABLES.has(table) && typeof record.content !== 'string') {
    return { ...record, content: '', content_metrics: computeContentMetrics('') };
  }
  return record;
}

/**
 * Table-level upgrade: a file without a `tree_nodes` table (written before schema 2) gets
 * tree nodes made from its folders and chapters; the legacy tables stay, as the migration
 * leaves them. Returns a new tables object; records are shared, not copied.
 */
export function upgradeTables(tables: Record<string, unknown>): Record<string, unknown> {
  if ('tree_nodes' in tables) return tables;
  const folders = recordsOf(tables.folders);
  const chapters = recordsOf(tables.chapters);
  if (folders.length === 0 && chapters.length === 0) return tables;
  const nodes = legacyToTreeNodes(folders, chapters, documentIdOf(tables) ?? '');
  for (const node of nodes) node.content_metrics = computeContentMetrics(node.content);
  return { ...tables, tree_nodes: nodes };
}

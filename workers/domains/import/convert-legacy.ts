/**
 * Converts a legacy-format file (docs/spec/data-layer-and-files.md §3: body_content, frontmatter, documents,
 * chapters, characters, locations at the root) to v7 tables: chapters and body_content become
 * pages under a "Main Content" root folder; documents, current_document and app_setup are
 * created when missing; world-building records get their missing fields. Also the one entry
 * point that brings any detected file to v7 (`convertToV7`).
 */
import { DEFAULT_SETUP_VERSION } from '../../contract/constants';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { computeContentMetrics } from '../../core/content-metrics';
import { newUuid } from '../../core/ids';
import {
  legacyToTreeNodes,
  withDepthAndPaths,
} from '../../db/migrations/v002-tree-and-back-matter';
import { defaultFrontmatter, defaultTree, newDocumentRecord } from '../../db/population';
import { tableSchema } from './book-schema';
import { normaliseField } from './field-kinds';
import { type DetectedImport, type ImportFailure, NOT_A_RECORD } from './types';
import { documentIdOf, isObject, recordsOf, upgradeTables } from './upgrade-tables';

/** World-building tables whose records carry uuid, documentId, position and delete mark. */
const WORLD_TABLES = ['characters', 'locations', 'flora_fauna', 'cultures', 'timelines'];

const hasRecords = (rows: unknown): rows is unknown[] => Array.isArray(rows) && rows.length > 0;

/** Renumbers the children of every parent 1..n, keeping their order. */
function renumber(nodes: TreeNode[]): void {
  const byParent = new Map<string | null, TreeNode[]>();
  for (const node of nodes) {
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  for (const list of byParent.values()) {
    list
      .map((node, order) => ({ node, order }))
      .sort((a, b) => a.node.position_in_list - b.node.position_in_list || a.order - b.order)
      .forEach(({ node }, i) => {
        node.position_in_list = i + 1;
      });
  }
}

/**
 * A legacy row whose fields the conversion reads (id, title, name, folder, position, text) are
 * of their kind: an object there (`{"toString": 1}`, which no code can turn into text) would
 * stop the conversion with "Cannot convert object to primitive value" (issue 23). What is
 * changed is reported later, when the converted pages pass the schema like any other record.
 */
function readableRow(table: string, row: AnyRecord): AnyRecord {
  const out: AnyRecord = { ...row };
  const schema = {
    ...tableSchema(table),
    title: tableSchema('chapters').title,
    name: tableSchema('folders').name,
  };
  for (const [field, kind] of Object.entries(schema)) {
    if (field in out && kind) out[field] = normaliseField(kind, out[field]).value;
  }
  if (out.id !== undefined && typeof out.id !== 'string' && typeof out.id !== 'number')
    delete out.id;
  return out;
}

const readableRows = (table: string, rows: unknown): AnyRecord[] =>
  recordsOf(rows).map((row) => readableRow(table, row));

/**
 * The tree of a legacy book: legacy folders stay folders, chapters and then body_content
 * records become pages (chapters in their folder, the rest under "Main Content"), with
 * positions 1..n per folder, depth, path and full content metrics.
 */
export function legacyTree(root: Record<string, unknown>, documentId: string): TreeNode[] {
  const chapters = readableRows('chapters', root.chapters);
  const maxPosition = chapters.reduce((m, c) => Math.max(m, Number(c.position_in_list) || 0), 0);
  const bodyPages = readableRows('body_content', root.body_content).map((b, i) => ({
    documentId: b.documentId ?? documentId,
    title: b.title ?? b.name ?? `Page ${maxPosition + i + 1}`,
    content: typeof b.content === 'string' ? b.content : '',
    position_in_list: maxPosition + i + 1,
    folderId: null,
    mark_for_delete: b.mark_for_delete ? 1 : 0,
  }));
  const nodes = legacyToTreeNodes(
    readableRows('folders', root.folders),
    [...chapters, ...bodyPages],
    documentId,
  );
  if (nodes.length === 0) return defaultTree(documentId);
  renumber(nodes);
  for (const node of nodes) node.content_metrics = computeContentMetrics(node.content);
  return withDepthAndPaths(nodes);
}

function withWorldFields(rows: unknown[], documentId: string): unknown[] {
  return rows.map((r, i) =>
    isObject(r)
      ? {
          ...r,
          uuid: r.uuid ?? newUuid(),
          documentId: r.documentId ?? documentId,
          position_in_list: r.position_in_list ?? i + 1,
          mark_for_delete: r.mark_for_delete ?? 0,
        }
      : r,
  );
}

function withFrontmatterDefaults(rows: unknown[], documentId: string): unknown[] {
  const { id: _id, ...defaults } = defaultFrontmatter(documentId);
  return rows.map((r, i) =>
    isObject(r) ? { ...defaults, ...(i === 0 && r.id === undefined ? { id: 1 } : {}), ...r } : r,
  );
}

/** Converts the root object of a legacy file to v7 tables (records shared where unchanged). */
export function convertLegacy(root: Record<string, unknown>): Record<string, unknown> {
  const documentId = documentIdOf(root) ?? newUuid();
  const out: Record<string, unknown> = { ...root };
  const documents = recordsOf(root.documents);
  const firstDoc: AnyRecord = { ...newDocumentRecord(documentId), ...(documents[0] ?? {}) };
  if (!hasRecords(root.documents)) out.documents = [firstDoc];
  if (!hasRecords(root.current_document)) out.current_document = [{ ...firstDoc, id: 1 }];
  if (Array.isArray(root.frontmatter)) {
    out.frontmatter = withFrontmatterDefaults(root.frontmatter, documentId);
  }
  if (!Array.isArray(root.app_setup)) {
    out.app_setup = [{ id: 1, version: DEFAULT_SETUP_VERSION, documentId }];
  }
  for (const table of WORLD_TABLES) {
    const rows = root[table];
    if (Array.isArray(rows)) out[table] = withWorldFields(rows, documentId);
  }
  if (!hasRecords(root.tree_nodes)) {
    out.tree_nodes = legacyTree(root, documentId);
    // Their text now lives in the pages: the legacy rows are not written a second time (the
    // book would be stored, and saved, twice). Entries that could not become pages are
    // reported by `unconvertedLegacyEntries`.
    delete out.chapters;
    delete out.body_content;
  }
  return out;
}

/**
 * The entries of a legacy file's chapters and body_content that cannot become pages (they
 * are not objects), by table and position in the file: the import reports them as failed
 * records, as it reports any other table's invalid records.
 */
export function unconvertedLegacyEntries(root: Record<string, unknown>): ImportFailure[] {
  if (hasRecords(root.tree_nodes)) return [];
  const failures: ImportFailure[] = [];
  for (const table of ['chapters', 'body_content']) {
    const rows = root[table];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row, index) => {
      if (!isObject(row)) failures.push({ table, index, message: NOT_A_RECORD });
    });
  }
  return failures;
}

/** Any detected file's tables in the v7 shape (legacy conversion, then the schema upgrade). */
export function convertToV7(detected: DetectedImport): Record<string, unknown> {
  return upgradeTables(
    detected.format === 'legacy' ? convertLegacy(detected.tables) : detected.tables,
  );
}

/** Entries the conversion to v7 had to leave out, by table and position (legacy files only). */
export function conversionFailures(detected: DetectedImport): ImportFailure[] {
  return detected.format === 'legacy' ? unconvertedLegacyEntries(detected.tables) : [];
}

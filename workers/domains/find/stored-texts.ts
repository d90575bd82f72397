/**
 * Reading and writing the stored text a find target names: a page's, a section's or an
 * appendix's HTML, a note's title or text, an atlas record's field. Every write goes through
 * prepareRecord like any other (sanitised, counted); the caller holds the transaction.
 */
import type { AtlasKind } from '../../contract/atlas';
import type { FindTarget } from '../../contract/find';
import type { AnyRecord } from '../../contract/records';
import type { TableName } from '../../contract/tables';
import { computeContentMetrics } from '../../core/content-metrics';
import { PAGE_CONTENT_TABLES, prepareRecord } from '../../core/prepare-record';
import type { StoryBuilderDb } from '../../db/database';

/** The table a target's text is stored in. */
export function tableOf(target: FindTarget): TableName {
  switch (target.kind) {
    case 'page':
      return 'tree_nodes';
    case 'section':
      return target.table;
    case 'appendix':
      return 'appendices';
    case 'note':
      return 'notes';
    case 'atlas':
      return target.atlasKind as AtlasKind;
  }
}

/** The stored field of a target ('content' for HTML). */
export const fieldOf = (target: FindTarget): string =>
  target.kind === 'note' || target.kind === 'atlas' ? target.field : 'content';

/** Whether the target's text is HTML (pages, sections, appendices, a note's text). */
export const isHtmlTarget = (target: FindTarget): boolean => fieldOf(target) === 'content';

/** The record a target lives in, with its key, or null when it is gone or deleted. */
export async function readTarget(
  db: StoryBuilderDb,
  target: FindTarget,
): Promise<{ key: string | number; value: string } | null> {
  const table = db.table<AnyRecord, string | number>(tableOf(target));
  const row =
    target.kind === 'section'
      ? await table.toCollection().first()
      : await table.get(target.kind === 'page' ? String(target.id) : Number(target.id));
  if (!row || row.mark_for_delete === 1 || row.id === undefined) return null;
  const value = row[fieldOf(target)];
  return { key: row.id as string | number, value: typeof value === 'string' ? value : '' };
}

/**
 * Stores a target's new text; the table's name for its event. A replace's text is cleaned like
 * every write (`restore: false`); an undo's is the text the book held before the replace, put
 * back as it was, byte for byte (only its counts are made again).
 */
export async function writeTarget(
  db: StoryBuilderDb,
  target: FindTarget,
  key: string | number,
  value: string,
  restore = false,
): Promise<TableName> {
  const name = tableOf(target);
  const field = fieldOf(target);
  const changes = restore
    ? {
        [field]: value,
        ...(field === 'content' && PAGE_CONTENT_TABLES.has(name)
          ? { content_metrics: computeContentMetrics(value) }
          : {}),
      }
    : prepareRecord(name, { [field]: value });
  await db.table<AnyRecord, string | number>(name).update(key, changes);
  return name;
}

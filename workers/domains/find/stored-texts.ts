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
  await db.table<AnyRecord, string | number>(name).update(key, changesOf(target, value, restore));
  return name;
}

/** A target's stored text, with the page's whole record when it is a page (for one bulk write). */
export interface StoredText {
  key: string | number;
  value: string;
  row?: AnyRecord;
}

/** The records of many targets at once (pages in one bulk read), in the targets' order. */
export async function readTargets(
  db: StoryBuilderDb,
  targets: readonly FindTarget[],
): Promise<Array<StoredText | null>> {
  const pageIds = targets.flatMap((t) => (t.kind === 'page' ? [String(t.id)] : []));
  const pages = new Map<string, AnyRecord | undefined>();
  const rows = await db.table<AnyRecord, string>('tree_nodes').bulkGet(pageIds);
  pageIds.forEach((id, i) => {
    pages.set(id, rows[i]);
  });
  const out: Array<StoredText | null> = [];
  for (const target of targets) {
    if (target.kind !== 'page') {
      out.push(await readTarget(db, target));
      continue;
    }
    const row = pages.get(String(target.id));
    const value = row?.content;
    out.push(
      row && row.mark_for_delete !== 1 && row.type === 'page'
        ? { key: row.id as string, value: typeof value === 'string' ? value : '', row }
        : null,
    );
  }
  return out;
}

/** A target's new text, ready to store (see writeTarget). */
function changesOf(target: FindTarget, value: string, restore: boolean): AnyRecord {
  const name = tableOf(target);
  const field = fieldOf(target);
  if (!restore) return prepareRecord(name, { [field]: value });
  return {
    [field]: value,
    ...(field === 'content' && PAGE_CONTENT_TABLES.has(name)
      ? { content_metrics: computeContentMetrics(value) }
      : {}),
  };
}

/**
 * Stores many targets' new texts (the caller holds the transaction): the keys written by table,
 * for their change events, and the pages' records as stored.
 */
export async function writeTargets(
  db: StoryBuilderDb,
  writes: ReadonlyArray<{ target: FindTarget; stored: StoredText; value: string }>,
  restore = false,
): Promise<{ touched: Map<TableName, Array<string | number>>; pages: AnyRecord[] }> {
  const touched = new Map<TableName, Array<string | number>>();
  const note = (name: TableName, key: string | number) => {
    const list = touched.get(name) ?? [];
    if (!list.includes(key)) list.push(key);
    touched.set(name, list);
  };
  // Pages: their records were read whole, so one bulk put writes them (no read again).
  const pages: AnyRecord[] = [];
  for (const { target, stored, value } of writes) {
    const changes = changesOf(target, value, restore);
    if (target.kind === 'page' && stored.row) {
      const record = { ...stored.row, ...changes };
      pages.push(record);
      note('tree_nodes', stored.key);
    } else {
      const name = tableOf(target);
      await db.table<AnyRecord, string | number>(name).update(stored.key, changes);
      note(name, stored.key);
    }
  }
  if (pages.length > 0) await db.table<AnyRecord, string>('tree_nodes').bulkPut(pages);
  return { touched, pages };
}

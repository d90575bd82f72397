/**
 * The book's records as one Y document (issue 31, /work/notes/31/design.md): a top-level Y.Map
 * per table of `BOOK_DOC_TABLES`, keyed by the record's key (`recordKey`), each entry a Y.Map of
 * the record's fields, so Yjs settles concurrent changes field by field. A deleted record keeps
 * its entry with `deleted: true` (a tombstone). Pages' text is not here (each page has its own
 * doc), nor what is derived from it (`content_metrics`).
 *
 * `reconcileBookDoc` writes into the doc what changed in the tables since it last did (a field is
 * set only when its value differs, so an unchanged book adds nothing); `applyBookDoc` writes
 * the doc back into the tables (the doc wins per field; tombstones delete), every record through
 * the import's one door (`prepareRecord`: sanitised, cleaned).
 */
import * as Y from 'yjs';
import type { AnyRecord } from '../../contract/records';
import { LOCAL_ONLY_TABLES, TABLE_NAMES, type TableName } from '../../contract/tables';
import { prepareRecord } from '../../core/prepare-record';
import type { StoryBuilderDb } from '../../db/database';

/** Tables of this browser or derived from the rest: never in the book doc. */
const LEFT_OUT: ReadonlySet<string> = new Set([
  ...LOCAL_ONLY_TABLES,
  'documents',
  'current_document',
  'app_settings',
  'app_themes',
  'app_setup',
  'images',
  'editor',
  'book_metrics',
  'page_versions',
]);

/** The tables the book doc holds, one Y.Map each. */
export const BOOK_DOC_TABLES: readonly TableName[] = TABLE_NAMES.filter((t) => !LEFT_OUT.has(t));
const BOOK_DOC_SET: ReadonlySet<string> = new Set(BOOK_DOC_TABLES);

/** True when `table`'s records are in the book doc. */
export const isBookDocTable = (table: string) => BOOK_DOC_SET.has(table);

/** Fields never in the book doc: a page's text and counts (its page doc holds the text). */
const fieldsLeftOut = (table: string): ReadonlySet<string> =>
  table === 'tree_nodes' ? new Set(['content', 'content_metrics']) : new Set(['content_metrics']);

/**
 * A record's key in its table's map: a tree node's id, else its uuid (the same record on every
 * copy), else `#<id>` (records made before the copies parted share their id).
 */
export function recordKey(table: string, record: AnyRecord): string | null {
  if (table === 'tree_nodes') return typeof record.id === 'string' ? record.id : null;
  if (typeof record.uuid === 'string' && record.uuid !== '') return `u:${record.uuid}`;
  return typeof record.id === 'number' ? `#${record.id}` : null;
}

/** The fields of a record kept in the doc. */
function docFields(table: string, record: AnyRecord): Array<[string, unknown]> {
  const leftOut = fieldsLeftOut(table);
  const byUuid = recordKey(table, record)?.startsWith('u:') ?? false;
  return Object.entries(record).filter(
    ([field, value]) => !leftOut.has(field) && !(byUuid && field === 'id') && value !== undefined,
  );
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What a reconcile or an apply changed. */
export interface RecordCounts {
  changed: number;
  added: number;
  removed: number;
}

/** Rows of the book doc's tables, read in one transaction. */
export async function readBookRows(db: StoryBuilderDb): Promise<Map<string, AnyRecord[]>> {
  const tables = BOOK_DOC_TABLES.filter((t) => db.tables.some((table) => table.name === t));
  const rowsByTable = new Map<string, AnyRecord[]>();
  await db.transaction('r', tables, async () => {
    for (const table of tables) rowsByTable.set(table, await db.table(table).toArray());
  });
  return rowsByTable;
}

/** Writes into `doc` each record that differs from it, and a tombstone for each one gone. */
export async function reconcileBookDoc(db: StoryBuilderDb, doc: Y.Doc): Promise<RecordCounts> {
  return reconcileRows(doc, await readBookRows(db));
}

/** `reconcileBookDoc` over rows already read (the book file's writer hands them as it writes). */
export function reconcileRows(
  doc: Y.Doc,
  rowsByTable: ReadonlyMap<string, AnyRecord[]>,
): RecordCounts {
  const counts: RecordCounts = { changed: 0, added: 0, removed: 0 };
  doc.transact(() => {
    for (const [table, rows] of rowsByTable) {
      if (!BOOK_DOC_SET.has(table)) continue;
      const map = doc.getMap<Y.Map<unknown>>(table);
      const seen = new Set<string>();
      for (const row of rows) {
        const key = recordKey(table, row);
        if (key === null) continue;
        seen.add(key);
        let entry = map.get(key);
        if (!(entry instanceof Y.Map)) {
          entry = new Y.Map<unknown>();
          map.set(key, entry);
          counts.added++;
        } else if (entry.get('deleted') === true) {
          entry.delete('deleted');
        }
        let changed = false;
        for (const [field, value] of docFields(table, row)) {
          if (!same(entry.get(field), value)) {
            entry.set(field, value);
            changed = true;
          }
        }
        if (changed) counts.changed++;
      }
      for (const [key, entry] of map) {
        if (!seen.has(key) && entry instanceof Y.Map && entry.get('deleted') !== true) {
          entry.set('deleted', true);
          counts.removed++;
        }
      }
    }
  });
  return counts;
}

/** A record's local copy for a doc key (by tree id, uuid or numeric id). */
async function localRecord(
  db: StoryBuilderDb,
  table: string,
  key: string,
): Promise<AnyRecord | undefined> {
  const target = db.table(table);
  if (table === 'tree_nodes') return target.get(key);
  if (key.startsWith('#')) return target.get(Number(key.slice(1)));
  const uuid = key.slice(2);
  const indexed = target.schema.indexes.some((index) => index.name === 'uuid');
  if (indexed) return target.where('uuid').equals(uuid).first();
  return target.filter((row: AnyRecord) => row.uuid === uuid).first();
}

/** What `applyBookDoc` did: counts of records (pages aside), ids by table, pages added and removed. */
export interface BookDocApplied {
  counts: RecordCounts;
  ids: ChangedIds;
  addedPages: string[];
  removedPages: string[];
}

/** Changes `applyBookDoc` made, by table (for change events). */
export type ChangedIds = Map<TableName, Array<string | number>>;

/**
 * Writes the doc's records into the tables: each entry's fields over the local record (the doc
 * wins per field), new records added (a new page with empty text: its page doc brings it),
 * tombstoned ones deleted. Returns the counts and the ids changed per table.
 */
export async function applyBookDoc(db: StoryBuilderDb, doc: Y.Doc): Promise<BookDocApplied> {
  const counts: RecordCounts = { changed: 0, added: 0, removed: 0 };
  const ids: ChangedIds = new Map();
  const addedPages: string[] = [];
  const removedPages: string[] = [];
  const note = (table: TableName, id: string | number) => {
    const list = ids.get(table) ?? [];
    list.push(id);
    ids.set(table, list);
  };
  const tables = BOOK_DOC_TABLES.filter((t) => db.tables.some((table) => table.name === t));
  await db.transaction('rw', tables, async () => {
    for (const table of tables) {
      const map = doc.getMap<unknown>(table);
      const target = db.table(table);
      for (const [key, entry] of map) {
        if (!(entry instanceof Y.Map)) continue;
        const fields = entry.toJSON() as AnyRecord;
        const local = await localRecord(db, table, key);
        if (fields.deleted === true) {
          if (!local) continue;
          const id = local.id as string | number;
          // A page with words here goes to Recently deleted, never away: never lose a word.
          if (table === 'tree_nodes' && typeof local.content === 'string' && local.content !== '') {
            if (local.mark_for_delete === 1) continue;
            await target.update(id, { mark_for_delete: 1 });
          } else await target.delete(id);
          note(table, id);
          if (table === 'tree_nodes' && local.type === 'page') removedPages.push(String(id));
          else counts.removed++;
          continue;
        }
        delete fields.deleted;
        if (local) {
          const merged = { ...local, ...fields, id: local.id };
          if (docFields(table, merged).every(([f, v]) => same(local[f], v))) continue;
          const prepared = prepareRecord(table, merged);
          await target.put(prepared);
          note(table, prepared.id as string | number);
          counts.changed++;
          continue;
        }
        const fresh: AnyRecord = { ...fields };
        if (table === 'tree_nodes') {
          fresh.content = '';
          if (fresh.type === 'page' && typeof fresh.id === 'string') addedPages.push(fresh.id);
        } else if (
          key.startsWith('u:') ||
          (typeof fresh.id === 'number' && (await target.get(fresh.id)))
        ) {
          delete fresh.id; // a new id here: the record's own may be another record's on this copy
        }
        const prepared = prepareRecord(table, fresh);
        const id = (await target.put(prepared)) as string | number;
        note(table, id);
        if (!(table === 'tree_nodes' && fresh.type === 'page')) counts.added++;
      }
    }
  });
  return { counts, ids, addedPages, removedPages };
}

/**
 * The live records the book doc holds, per table (tombstones left out): what a book joined from
 * a server is made of. A tree node gets empty text (its page doc brings it); a record keyed by
 * its uuid gets no id (the database gives it one).
 */
export function bookDocRows(doc: Y.Doc): Map<TableName, AnyRecord[]> {
  const rows = new Map<TableName, AnyRecord[]>();
  for (const table of BOOK_DOC_TABLES) {
    const list: AnyRecord[] = [];
    for (const entry of doc.getMap<unknown>(table).values()) {
      if (!(entry instanceof Y.Map) || entry.get('deleted') === true) continue;
      const record = entry.toJSON() as AnyRecord;
      delete record.deleted;
      if (table === 'tree_nodes') record.content = '';
      list.push(record);
    }
    if (list.length > 0) rows.set(table, list);
  }
  return rows;
}

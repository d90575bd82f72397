/**
 * The world atlas's records (locations, characters, cultures, fauna and flora, timeline
 * events): list, create, edit, reorder, delete and restore, with tags in each kind's tag table.
 * Every change is cleaned here (atlas-record.ts and prepareRecord): plain fields lose all markup,
 * lists keep plain strings without duplicates, a location type must be one of the spec's.
 */
import {
  ATLAS_DEFAULT_NAMES,
  ATLAS_FIELDS,
  ATLAS_TAG_TABLES,
  type AtlasChange,
  type AtlasKind,
  type AtlasRecord,
  isAtlasKind,
  nameField,
} from '../../contract/atlas';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { cleanList } from '../../core/clean-fields';
import { newUuid } from '../../core/ids';
import { prepareRecord } from '../../core/prepare-record';
import type { DbSession } from '../../db/session';
import {
  cleanAtlasImage,
  cleanAtlasImageUrl,
  cleanField,
  cleanImageSource,
  toAtlasRecord,
  uniqueList,
} from './atlas-record';

interface TagRow {
  id?: number;
  documentId: string;
  recordId: number;
  tag: string;
}

function kindOf(kind: unknown): AtlasKind {
  if (!isAtlasKind(kind))
    throw new AppError('invalid_argument', { reason: `${String(kind)} is not a world atlas kind` });
  return kind;
}

export function createAtlasHandlers(session: DbSession) {
  const db = () => session.get();
  const rows = (kind: AtlasKind) => db().table<AnyRecord, number>(kind);
  const tagRows = (kind: AtlasKind) => db().table<TagRow, number>(ATLAS_TAG_TABLES[kind]);

  async function documentId(): Promise<string> {
    const doc = await db().current_document.toCollection().first();
    return doc?.uuid ?? '';
  }

  async function tagsByRecord(kind: AtlasKind): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    for (const row of await tagRows(kind).toArray()) {
      if (typeof row.tag !== 'string' || !row.tag) continue;
      const id = Number(row.recordId);
      const list = map.get(id) ?? [];
      list.push(row.tag);
      map.set(id, list);
    }
    return map;
  }

  async function read(kind: AtlasKind, id: number): Promise<AtlasRecord> {
    const row = await rows(kind).get(id);
    if (!row) throw new AppError('record_not_found', { id, table: kind });
    const tags = (await tagRows(kind).where('recordId').equals(id).toArray()).map((t) => t.tag);
    return toAtlasRecord(kind, row, uniqueList(tags.filter((t) => typeof t === 'string')));
  }

  const byPosition = (a: AtlasRecord, b: AtlasRecord) =>
    a.position_in_list - b.position_in_list || a.id - b.id;

  return {
    /** Every record of a kind in list order, those marked for delete included (flagged). */
    async listAtlas(kind: AtlasKind): Promise<AtlasRecord[]> {
      const k = kindOf(kind);
      const tags = await tagsByRecord(k);
      return (await rows(k).toArray())
        .map((row) => toAtlasRecord(k, row, uniqueList(tags.get(Number(row.id)) ?? [])))
        .sort(byPosition);
    },

    async getAtlasRecord(kind: AtlasKind, id: number): Promise<AtlasRecord> {
      return read(kindOf(kind), Number(id));
    },

    /**
     * A new record at the end of the list, named with the spec's default, or with that default
     * in the interface language when the screen gives it.
     */
    async createAtlasRecord(kind: AtlasKind, name?: string): Promise<AtlasRecord> {
      const k = kindOf(kind);
      const last = (await rows(k).toArray()).reduce(
        (max, r) => Math.max(max, Number(r.position_in_list) || 0),
        0,
      );
      const row: AnyRecord = {
        uuid: newUuid(),
        documentId: await documentId(),
        folderId: null,
        position_in_list: last + 1,
        mark_for_delete: 0,
      };
      for (const { key } of ATLAS_FIELDS[k]) row[key] = cleanField(k, key, undefined);
      const given = name === undefined ? '' : cleanField(k, nameField(k), name);
      row[nameField(k)] = typeof given === 'string' && given ? given : ATLAS_DEFAULT_NAMES[k];
      const id = await rows(k).add(row);
      session.changed(k, [id]);
      return read(k, id);
    },

    /** Changes fields and/or replaces the tags; returns the record as stored. */
    async updateAtlasRecord(
      kind: AtlasKind,
      id: number,
      change: AtlasChange,
    ): Promise<AtlasRecord> {
      const k = kindOf(kind);
      const key = Number(id);
      const fields: AnyRecord = {};
      for (const [name, value] of Object.entries(change?.fields ?? {})) {
        if (!ATLAS_FIELDS[k].some((f) => f.key === name)) continue;
        fields[name] = cleanField(k, name, value);
      }
      // The one door every stored record passes through, as for every other table.
      const prepared = prepareRecord(k, fields);
      if (change && 'image' in change) prepared.image = cleanAtlasImage(change.image);
      if (change && 'image_url' in change)
        prepared.image_url = cleanAtlasImageUrl(change.image_url);
      if (change && 'image_source' in change)
        prepared.image_source = cleanImageSource(change.image_source);
      const docId = await documentId();
      await db().transaction('rw', [k, ATLAS_TAG_TABLES[k]], async () => {
        if (!(await rows(k).get(key)))
          throw new AppError('record_not_found', { id: key, table: k });
        if (Object.keys(prepared).length > 0) await rows(k).update(key, prepared);
        if (change?.tags !== undefined) {
          const tags = uniqueList(cleanList(change.tags));
          await tagRows(k).where('recordId').equals(key).delete();
          await tagRows(k).bulkAdd(tags.map((tag) => ({ documentId: docId, recordId: key, tag })));
        }
      });
      session.changed(k, [key]);
      if (change?.tags !== undefined) session.changed(ATLAS_TAG_TABLES[k], [key]);
      return read(k, key);
    },

    /** Marks a record deleted (true) or restores it (false); nothing is erased. */
    async setAtlasDeleted(kind: AtlasKind, id: number, deleted: boolean): Promise<AtlasRecord> {
      const k = kindOf(kind);
      const key = Number(id);
      const changed = await rows(k).update(key, { mark_for_delete: deleted ? 1 : 0 });
      if (!changed && !(await rows(k).get(key)))
        throw new AppError('record_not_found', { id: key, table: k });
      session.changed(k, [key]);
      return read(k, key);
    },

    /** Moves a record one place up (-1) or down (1) among the kind's active records. */
    async moveAtlasRecord(kind: AtlasKind, id: number, offset: -1 | 1): Promise<void> {
      const k = kindOf(kind);
      const key = Number(id);
      const ids: number[] = [];
      await db().transaction('rw', k, async () => {
        const active = (await rows(k).toArray())
          .filter((r) => r.mark_for_delete !== 1)
          .sort(
            (a, b) =>
              (Number(a.position_in_list) || 0) - (Number(b.position_in_list) || 0) ||
              Number(a.id) - Number(b.id),
          );
        const from = active.findIndex((r) => Number(r.id) === key);
        const to = from + (offset < 0 ? -1 : 1);
        if (from < 0 || to < 0 || to >= active.length) return;
        const [moved] = active.splice(from, 1);
        if (moved) active.splice(to, 0, moved);
        // Renumbered from 1, as the spec does for chapters.
        for (const [index, row] of active.entries()) {
          if (Number(row.position_in_list) !== index + 1) {
            await rows(k).update(Number(row.id), { position_in_list: index + 1 });
            ids.push(Number(row.id));
          }
        }
      });
      if (ids.length > 0) session.changed(k, ids);
    },
  };
}

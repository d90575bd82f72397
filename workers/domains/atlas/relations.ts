/**
 * Relations between atlas records (spec §3 Relations and tags): stored in the source kind's
 * relationship table (sourceId, targetId, type, and the target's kind), shown on both records.
 */
import {
  ATLAS_KINDS,
  ATLAS_REL_TABLES,
  type AtlasGraph,
  type AtlasKind,
  type AtlasRef,
  type AtlasRelation,
  isAtlasKind,
  nameField,
} from '../../contract/atlas';
import { AppError } from '../../contract/errors';
import type { AnyRecord, AtlasRelationRow } from '../../contract/records';
import { MAX_LIST_ITEM } from '../../core/clean-fields';
import { toPlainText } from '../../core/sanitize-html';
import { typedTable } from '../../db/database';
import type { DbSession } from '../../db/session';
import { layoutGraph } from './graph-layout';

type RelationRow = AtlasRelationRow;

const cleanType = (value: unknown) =>
  (typeof value === 'string' ? (/[<&]/.test(value) ? toPlainText(value) : value) : '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LIST_ITEM);

function relTable(kind: AtlasKind) {
  const table = ATLAS_REL_TABLES[kind];
  if (!table)
    throw new AppError('invalid_argument', { reason: `${kind} records cannot hold relations` });
  return table;
}

export function createRelationHandlers(session: DbSession) {
  const db = () => session.get();

  async function refOf(kind: AtlasKind, id: number): Promise<AtlasRef | null> {
    const row = (await typedTable(db(), kind).get(id)) as AnyRecord | undefined;
    if (!row || row.mark_for_delete === 1) return null;
    const name = row[nameField(kind)] ?? row.title;
    return { kind, id, name: typeof name === 'string' ? name : '' };
  }

  return {
    /** The record's relations both ways: those it holds and those pointing at it. */
    async listRelations(kind: AtlasKind, id: number): Promise<AtlasRelation[]> {
      if (!isAtlasKind(kind)) throw new AppError('invalid_argument', { reason: String(kind) });
      const key = Number(id);
      const out: AtlasRelation[] = [];
      for (const source of ATLAS_KINDS) {
        const table = ATLAS_REL_TABLES[source];
        if (!table) continue;
        for (const row of (await typedTable(db(), table).toArray()) as RelationRow[]) {
          const targetKind = row.targetKind ?? source;
          const mine = source === kind && Number(row.sourceId) === key;
          const toMe = targetKind === kind && Number(row.targetId) === key;
          if (mine) {
            const other = await refOf(targetKind, Number(row.targetId));
            if (other)
              out.push({
                id: Number(row.id),
                table: source,
                type: row.type,
                other,
                direction: 'out',
              });
          }
          if (toMe && !mine) {
            const other = await refOf(source, Number(row.sourceId));
            if (other)
              out.push({
                id: Number(row.id),
                table: source,
                type: row.type,
                other,
                direction: 'in',
              });
          }
        }
      }
      return out;
    },

    /** Relates a record to another of any kind, with a type ("sister of", "born in"). */
    async addRelation(
      kind: AtlasKind,
      id: number,
      targetKind: AtlasKind,
      targetId: number,
      type: string,
    ): Promise<number> {
      const table = relTable(kind);
      if (!isAtlasKind(targetKind))
        throw new AppError('invalid_argument', { reason: 'target kind' });
      if (!(await refOf(kind, Number(id))))
        throw new AppError('record_not_found', { id: Number(id), table: kind });
      if (!(await refOf(targetKind, Number(targetId))))
        throw new AppError('record_not_found', { id: Number(targetId), table: targetKind });
      if (kind === targetKind && Number(id) === Number(targetId))
        throw new AppError('invalid_argument', { reason: 'a record cannot relate to itself' });
      const doc = await db().current_document.toCollection().first();
      const row: RelationRow = {
        documentId: doc?.uuid ?? '',
        sourceId: Number(id),
        targetId: Number(targetId),
        targetKind,
        type: cleanType(type),
      };
      const newId = (await typedTable(db(), table).add(row)) as number;
      session.changed(table, [newId]);
      return newId;
    },

    /** Removes a relation (from whichever record it is seen). */
    async removeRelation(table: AtlasKind, relationId: number): Promise<void> {
      const name = relTable(table);
      await typedTable(db(), name).delete(Number(relationId));
      session.changed(name, [Number(relationId)]);
    },

    /**
     * The relationship view of one kind's screen: every active record of `focus`, and every
     * active record of any kind that holds or receives a relation, placed, with the relations
     * between them.
     */
    async atlasGraph(focus: AtlasKind): Promise<AtlasGraph> {
      if (!isAtlasKind(focus)) throw new AppError('invalid_argument', { reason: String(focus) });
      const names = new Map<string, AtlasRef>();
      for (const kind of ATLAS_KINDS) {
        const field = nameField(kind);
        for (const row of (await typedTable(db(), kind).toArray()) as AnyRecord[]) {
          if (row.mark_for_delete === 1) continue;
          const name = row[field] ?? row.title;
          names.set(`${kind}:${Number(row.id)}`, {
            kind,
            id: Number(row.id),
            name: typeof name === 'string' ? name : '',
          });
        }
      }
      const shown = new Set([...names.keys()].filter((key) => key.startsWith(`${focus}:`)));
      const edges: AtlasGraph['edges'] = [];
      for (const source of ATLAS_KINDS) {
        const table = ATLAS_REL_TABLES[source];
        if (!table) continue;
        for (const row of (await typedTable(db(), table).toArray()) as RelationRow[]) {
          const from = `${source}:${Number(row.sourceId)}`;
          const to = `${row.targetKind ?? source}:${Number(row.targetId)}`;
          if (!names.has(from) || !names.has(to)) continue;
          edges.push({ source: from, target: to, type: row.type });
          shown.add(from);
          shown.add(to);
        }
      }
      const keys = [...shown];
      const index = new Map(keys.map((key, i) => [key, i]));
      const points = layoutGraph(
        keys.length,
        edges.map((e) => [index.get(e.source) ?? 0, index.get(e.target) ?? 0] as const),
      );
      return {
        nodes: keys.map((key, i) => {
          const ref = names.get(key) as AtlasRef;
          return { key, ...ref, x: points[i]?.x ?? 0, y: points[i]?.y ?? 0 };
        }),
        edges,
      };
    },

    /** Active records of every kind whose name contains the text (any case), at most `limit`. */
    async searchAtlas(text: string, limit = 20): Promise<AtlasRef[]> {
      const needle = String(text ?? '')
        .trim()
        .toLocaleLowerCase();
      const found: AtlasRef[] = [];
      for (const kind of ATLAS_KINDS) {
        const field = nameField(kind);
        for (const row of (await typedTable(db(), kind).toArray()) as AnyRecord[]) {
          if (row.mark_for_delete === 1) continue;
          const name = String(row[field] ?? row.title ?? '');
          if (needle && !name.toLocaleLowerCase().includes(needle)) continue;
          found.push({ kind, id: Number(row.id), name });
          if (found.length >= limit) return found;
        }
      }
      return found;
    },
  };
}

/**
 * 7 → 8 (ours, issue 15): the atlas kinds the spec only names — geography, languages, magic
 * and technology, politics and government, religion and beliefs — get tables of their own, in
 * the same shape as the spec's world tables (records, tags, relations). No data moves: the new
 * tables start empty, and a book file without them opens as before.
 */
import type { SchemaStep } from './types';

const world = '++id, uuid, documentId, folderId, position_in_list, mark_for_delete';
const relation = '++id, documentId, sourceId, targetId, type';
const tag = '++id, documentId, recordId, tag';

export const WORLD_KINDS_V8 = [
  'geography',
  'languages',
  'magic_technology',
  'politics_government',
  'religion_beliefs',
] as const;

const stores: Record<string, string> = {};
for (const kind of WORLD_KINDS_V8) {
  stores[kind] = world;
  stores[`${kind}_tags`] = tag;
  stores[`${kind}_rel`] = relation;
}

export const v008: SchemaStep = {
  version: 8,
  slug: 'world-kinds',
  stores,
  // Nothing to move: the new tables start empty (every step has an upgrade, by the chain's rule).
  upgrade: async () => undefined,
};

/** Relations between atlas records: stored once, seen from both records, cleaned. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

async function setup() {
  const api = createApi({ databaseName: freshDbName('atlas-relations'), backup: null });
  await data(api.init());
  const mara = await data(api.createAtlasRecord('characters'));
  await data(api.updateAtlasRecord('characters', mara.id, { fields: { name: 'Mara' } }));
  const harbour = await data(api.createAtlasRecord('locations'));
  await data(api.updateAtlasRecord('locations', harbour.id, { fields: { name: 'Salt Harbour' } }));
  return { api, mara, harbour };
}

describe('atlas relations', () => {
  it('are shown on both records: out on the source, in (a backlink) on the target', async () => {
    const { api, mara, harbour } = await setup();
    await data(api.addRelation('characters', mara.id, 'locations', harbour.id, '<b>born in</b>'));
    expect(await data(api.listRelations('characters', mara.id))).toEqual([
      expect.objectContaining({
        type: 'born in',
        direction: 'out',
        other: { kind: 'locations', id: harbour.id, name: 'Salt Harbour' },
      }),
    ]);
    expect(await data(api.listRelations('locations', harbour.id))).toEqual([
      expect.objectContaining({
        type: 'born in',
        direction: 'in',
        other: { kind: 'characters', id: mara.id, name: 'Mara' },
      }),
    ]);
    const rows = await data(api.fetchAll('characters_rel'));
    expect(rows).toHaveLength(1);
  });

  it('are removed from both sides at once, and hide a deleted record', async () => {
    const { api, mara, harbour } = await setup();
    const id = await data(
      api.addRelation('characters', mara.id, 'locations', harbour.id, 'lives in'),
    );
    await data(api.setAtlasDeleted('locations', harbour.id, true));
    expect(await data(api.listRelations('characters', mara.id))).toEqual([]);
    await data(api.setAtlasDeleted('locations', harbour.id, false));
    expect(await data(api.listRelations('characters', mara.id))).toHaveLength(1);
    await data(api.removeRelation('characters', id));
    expect(await data(api.listRelations('locations', harbour.id))).toEqual([]);
  });

  it('refuses a record related to itself, a missing target and a kind without a relation table', async () => {
    const { api, mara } = await setup();
    expect((await api.addRelation('characters', mara.id, 'characters', mara.id, 'x')).success).toBe(
      false,
    );
    expect((await api.addRelation('characters', mara.id, 'locations', 999, 'x')).success).toBe(
      false,
    );
    const event = await data(api.createAtlasRecord('timelines'));
    expect((await api.addRelation('timelines', event.id, 'characters', mara.id, 'x')).success).toBe(
      false,
    );
  });

  it('finds records of every kind by name for the picker', async () => {
    const { api, mara, harbour } = await setup();
    expect(await data(api.searchAtlas('SALT'))).toEqual([
      { kind: 'locations', id: harbour.id, name: 'Salt Harbour' },
    ]);
    expect((await data(api.searchAtlas('ma'))).map((r) => r.name)).toEqual(['Mara']);
    expect(mara.id).toBeGreaterThan(0);
  });

  it("draws every kind in the relationship view: the screen's kind and every related record", async () => {
    const { api, mara, harbour } = await setup();
    const tide = await data(api.createAtlasRecord('cultures'));
    await data(api.updateAtlasRecord('cultures', tide.id, { fields: { name: 'Tide Folk' } }));
    const lone = await data(api.createAtlasRecord('cultures'));
    await data(api.updateAtlasRecord('cultures', lone.id, { fields: { name: 'Hill Folk' } }));
    await data(api.addRelation('cultures', tide.id, 'locations', harbour.id, 'lives in'));
    await data(api.addRelation('characters', mara.id, 'cultures', tide.id, 'born among'));
    const graph = await data(api.atlasGraph('locations'));
    expect(graph.nodes.map((n) => `${n.kind}:${n.name}`).sort()).toEqual([
      'characters:Mara',
      'cultures:Tide Folk',
      'locations:Salt Harbour',
    ]);
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { source: `cultures:${tide.id}`, target: `locations:${harbour.id}`, type: 'lives in' },
        { source: `characters:${mara.id}`, target: `cultures:${tide.id}`, type: 'born among' },
      ]),
    );
    // The cultures screen shows its unrelated record too; a deleted record leaves the view.
    const cultures = await data(api.atlasGraph('cultures'));
    expect(cultures.nodes.map((n) => n.name)).toContain('Hill Folk');
    await data(api.setAtlasDeleted('characters', mara.id, true));
    const after = await data(api.atlasGraph('locations'));
    expect(after.nodes.map((n) => n.name).sort()).toEqual(['Salt Harbour', 'Tide Folk']);
    expect(after.edges).toHaveLength(1);
  });
});

/** "Go to": pages, atlas records and notes by name, names that start with the text first. */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import type { GoToTarget } from '../../contract/go-to';

let api: ReturnType<typeof createApi>;

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

beforeEach(async () => {
  api = createApi({ databaseName: freshDbName('go-to'), backup: null });
  await data(api.init());
});

describe('goToSearch', () => {
  it('finds pages, atlas records and notes by name, any case, starting matches first', async () => {
    await data(api.createAtlasRecord('characters', 'Old Harbour Keeper'));
    await data(api.createAtlasRecord('locations', 'Harbour Town'));
    await data(api.createNote({ title: 'Harbour scene ideas' }));
    const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
    const page = tree.find((n) => n.type === 'page');
    if (!page) throw new Error('no page');
    await data(api.renameNode(page.id, 'The harbour at night'));

    const found = await data<GoToTarget[]>(api.goToSearch('HARBOUR'));
    expect(found.map((f) => [f.kind, f.name])).toEqual([
      ['atlas', 'Harbour Town'],
      ['note', 'Harbour scene ideas'],
      ['page', 'The harbour at night'],
      ['atlas', 'Old Harbour Keeper'],
    ]);
    expect(found[0]).toMatchObject({ kind: 'atlas', atlasKind: 'locations' });
    expect(await data<GoToTarget[]>(api.goToSearch('no such name'))).toEqual([]);
  });

  it('leaves out what is deleted and answers at most the limit', async () => {
    const record = await data<{ id: number }>(api.createAtlasRecord('characters', 'Gone Person'));
    await data(api.setAtlasDeleted('characters', record.id, true));
    expect(await data<GoToTarget[]>(api.goToSearch('gone'))).toEqual([]);
    for (let i = 0; i < 5; i += 1) await data(api.createNote({ title: `Note ${i}` }));
    expect(await data<GoToTarget[]>(api.goToSearch('note', 3))).toHaveLength(3);
  });
});

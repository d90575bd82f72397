/** The atlas meets the manuscript: where records appear, and what a page mentions. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

describe('mentions', () => {
  it('finds a record by its name and aliases in the pages, and follows each page save', async () => {
    const api = createApi({ databaseName: freshDbName('atlas-mentions'), backup: null });
    await data(api.init());
    const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
    if (!page) throw new Error('no page');
    const mara = await data(api.createAtlasRecord('characters'));
    await data(
      api.updateAtlasRecord('characters', mara.id, {
        fields: { name: 'Mara Vell', aliases: ['the keeper'], description: 'Keeps the light.' },
      }),
    );
    const harbour = await data(api.createAtlasRecord('locations'));
    await data(
      api.updateAtlasRecord('locations', harbour.id, { fields: { name: 'Salt Harbour' } }),
    );

    expect(await data(api.atlasAppearances('characters', mara.id))).toEqual([]);
    await data(
      api.saveContent(
        { kind: 'page', id: page.id },
        '<p>Mara Vell climbed the stair. The Keeper &amp; her lamp.</p><p>Below, Salt Harbour slept; <b>mara vell</b> watched.</p>',
      ),
    );
    expect(await data(api.atlasAppearances('characters', mara.id))).toEqual([
      { pageId: page.id, pageName: page.name, count: 3 },
    ]);
    const mentions = await data(api.pageMentions(page.id));
    expect(mentions.map((m) => [m.kind, m.name, m.count])).toEqual([
      ['characters', 'Mara Vell', 3],
      ['locations', 'Salt Harbour', 1],
    ]);
    expect(mentions[0]?.description).toBe('Keeps the light.');

    // The next save of the page is what the index answers with.
    await data(api.saveContent({ kind: 'page', id: page.id }, '<p>Only the sea.</p>'));
    expect(await data(api.atlasAppearances('characters', mara.id))).toEqual([]);
    expect(await data(api.pageMentions(page.id))).toEqual([]);
  });
});

/**
 * The outline's fields (issue 30): the five statuses and their renames, a node's synopsis,
 * status, point of view and target, and all of it through the book file and back.
 */
import { describe, expect, it } from 'vitest';
import { data, freshApi } from '../../../tests/worker-api';

const firstPage = async (api: Awaited<ReturnType<typeof freshApi>>) => {
  const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
  if (!page) throw new Error('the new book has a page');
  return page;
};

describe('statuses', () => {
  it('are the five, in order, with their default names until renamed', async () => {
    const api = await freshApi('statuses-defaults');
    expect(await data(api.listStatuses())).toEqual([
      { key: 'todo', name: '' },
      { key: 'first_draft', name: '' },
      { key: 'revised', name: '' },
      { key: 'final', name: '' },
      { key: 'done', name: '' },
    ]);
  });

  it('are renamed as plain, trimmed text of at most 40 characters, and back to the default', async () => {
    const api = await freshApi('statuses-rename');
    expect(await data(api.renameStatus('revised', '  <b>Second</b>   pass  '))).toEqual({
      key: 'revised',
      name: 'Second pass',
    });
    const listed = await data(api.listStatuses());
    expect(listed.find((s) => s.key === 'revised')?.name).toBe('Second pass');
    expect(listed.filter((s) => s.name !== '')).toHaveLength(1);
    await data(api.renameStatus('revised', 'Polish'));
    expect((await data(api.listStatuses())).find((s) => s.key === 'revised')?.name).toBe('Polish');
    expect((await data(api.renameStatus('done', 'y'.repeat(60)))).name).toHaveLength(40);
    await data(api.renameStatus('revised', '   '));
    expect((await data(api.listStatuses())).find((s) => s.key === 'revised')?.name).toBe('');
    // biome-ignore lint/suspicious/noExplicitAny: an unknown key from a caller that is not typed
    expect((await api.renameStatus('polished' as any, 'x')).success).toBe(false);
  });
});

describe("a node's outline fields", () => {
  it('start empty, are set one by one and show in the tree summary', async () => {
    const api = await freshApi('outline-fields');
    const page = await firstPage(api);
    expect(page).toMatchObject({ synopsis: '', status: null, pov_id: null, target_words: 0 });
    const hero = await data(api.createAtlasRecord('characters', 'Mara'));
    await data(api.setNodeOutline(page.id, { synopsis: '  She <i>leaves</i>.\nThe port burns. ' }));
    await data(api.setNodeOutline(page.id, { status: 'first_draft', target_words: 2500.4 }));
    await data(api.setNodeOutline(page.id, { pov_id: String(hero.uuid) }));
    const [again] = await data(api.fetchTreeNodes([page.id]));
    expect(again).toMatchObject({
      synopsis: 'She leaves.\nThe port burns.',
      status: 'first_draft',
      pov_id: hero.uuid,
      target_words: 2500,
    });
    expect(again && 'content' in again).toBe(false);
  });

  it('refuses an unknown status, a character not in the book and a negative target', async () => {
    const api = await freshApi('outline-refused');
    const page = await firstPage(api);
    // biome-ignore lint/suspicious/noExplicitAny: a value the type would refuse, as a file may hold
    expect((await api.setNodeOutline(page.id, { status: 'almost' as any })).success).toBe(false);
    expect((await api.setNodeOutline(page.id, { pov_id: 'nobody' })).success).toBe(false);
    expect((await api.setNodeOutline(page.id, { target_words: -5 })).success).toBe(false);
    expect((await api.setNodeOutline('no-such-node', { status: 'done' })).success).toBe(false);
    expect(await firstPage(api)).toMatchObject({ status: null, pov_id: null, target_words: 0 });
  });

  it('travel in the book file with the renamed statuses, and come back as they were', async () => {
    const api = await freshApi('outline-round-trip');
    const page = await firstPage(api);
    const hero = await data(api.createAtlasRecord('characters', 'Mara'));
    await data(
      api.setNodeOutline(page.id, {
        synopsis: 'The ship leaves at dawn.',
        status: 'final',
        pov_id: String(hero.uuid),
        target_words: 1200,
      }),
    );
    await data(api.renameStatus('final', 'Ready for the editor'));
    const file = JSON.parse((await data(api.exportDatabase())).json);
    const written = file.data.tree_nodes.find((n: { id: string }) => n.id === page.id);
    expect(written).toMatchObject({ synopsis: 'The ship leaves at dawn.', status: 'final' });
    expect(file.data.statuses).toEqual([
      expect.objectContaining({ key: 'final', name: 'Ready for the editor' }),
    ]);

    const other = await freshApi('outline-round-trip-2');
    await data(other.importBook(JSON.stringify(file), { clear: true }));
    const [back] = await data(other.fetchTreeNodes([page.id]));
    expect(back).toMatchObject({
      synopsis: 'The ship leaves at dawn.',
      status: 'final',
      pov_id: hero.uuid,
      target_words: 1200,
    });
    expect((await data(other.listStatuses())).find((s) => s.key === 'final')?.name).toBe(
      'Ready for the editor',
    );
  });

  it('an older file without them opens with none; junk in a file is reset, not refused', async () => {
    const api = await freshApi('outline-old-file');
    const page = await firstPage(api);
    const file = JSON.parse((await data(api.exportDatabase())).json);
    delete file.data.statuses;
    for (const node of file.data.tree_nodes) {
      delete node.synopsis;
      delete node.status;
      delete node.pov_id;
      delete node.target_words;
    }
    const older = await freshApi('outline-old-file-2');
    await data(older.importBook(JSON.stringify(file), { clear: true }));
    expect((await data(older.fetchTreeNodes([page.id])))[0]).toMatchObject({
      synopsis: '',
      status: null,
      pov_id: null,
      target_words: 0,
    });
    expect((await data(older.listStatuses())).every((s) => s.name === '')).toBe(true);

    for (const node of file.data.tree_nodes) {
      node.synopsis = 42;
      node.status = 'almost';
      node.pov_id = { who: 'x' };
      node.target_words = 'many';
    }
    await data(older.importBook(JSON.stringify(file), { clear: true }));
    expect((await data(older.fetchTreeNodes([page.id])))[0]).toMatchObject({
      synopsis: '42',
      status: null,
      pov_id: null,
      target_words: 0,
    });
  });
});

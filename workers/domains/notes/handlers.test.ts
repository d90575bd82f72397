/** Notes in the worker: defaults, cleaning, scope, search, colours, order, delete and restore. */
import { describe, expect, it } from 'vitest';
import { data, freshApi } from '../../../tests/worker-api';

describe('notes', () => {
  it('are created with the spec defaults, last in the list, tied to the book', async () => {
    const api = await freshApi('notes-defaults');
    const doc = await data(api.getCurrentDocument());
    const first = await data(api.createNote());
    const second = await data(api.createNote({ title: 'Plot hole' }));
    expect(first).toMatchObject({
      title: 'Untitled Note',
      content: '',
      color: 'white',
      background_color: 'white',
      page_id: null,
      mark_for_delete: 0,
      documentId: doc.uuid,
    });
    expect(second.position_in_list).toBeGreaterThan(first.position_in_list);
    const all = (await data(api.findNotes({}))).notes;
    expect(all.map((n) => n.title)).toEqual(['Untitled Note', 'Plot hole']);
  });

  it('keep rich text within the allow-list, plain titles, known colours and backgrounds only', async () => {
    const api = await freshApi('notes-clean');
    const note = await data(api.createNote());
    const changed = await data(
      api.updateNote(note.id, {
        title: '<b>Bold</b> title',
        content: '<p>Keep <b>this</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        color: ['red', 'teal', 'chartreuse', 'red'],
        background_color: 'mint',
      }),
    );
    expect(changed.title).toBe('Bold title');
    expect(changed.content).toContain('<b>this</b>');
    expect(changed.content).not.toMatch(/script|onerror|<img/);
    expect(changed.color).toEqual(['red', 'teal']);
    expect(changed.background_color).toBe('mint');
    const bad = await data(api.updateNote(note.id, { background_color: 'neon' }));
    expect(bad.background_color).toBe('white');
  });

  it('filter by page, by colour, and search title and text without markup, any case', async () => {
    const api = await freshApi('notes-find');
    const a = await data(api.createNote({ title: 'Dragon lore', page_id: 'p1', color: 'red' }));
    await data(api.createNote({ title: 'Map', content: '<p>The <i>DRAGON</i> sleeps</p>' }));
    await data(api.createNote({ title: 'Cast', page_id: 'p2', color: ['blue', 'red'] }));
    const titles = async (q: Parameters<typeof api.findNotes>[0]) =>
      (await data(api.findNotes(q))).notes.map((n) => n.title);
    expect(await titles({ scope: 'page', pageId: 'p1' })).toEqual(['Dragon lore']);
    expect(await titles({ scope: 'page', pageId: null })).toEqual([]);
    expect(await titles({ text: 'dragon' })).toEqual(['Dragon lore', 'Map']);
    expect(await titles({ text: 'i>dragon' })).toEqual([]); // markup is not text
    expect(await titles({ colors: ['red'] })).toEqual(['Dragon lore', 'Cast']);
    expect(await titles({ colors: ['blue'], text: 'cast' })).toEqual(['Cast']);
    expect(await titles({ scope: 'pages' })).toEqual(['Dragon lore', 'Cast']);
    expect(await titles({ scope: 'global' })).toEqual(['Map']);
    const first = await data(api.findNotes({ limit: 1 }));
    expect([first.notes.length, first.total]).toEqual([1, 3]);
    // A global note leaves the page; a page note can move to another page.
    await data(api.updateNote(a.id, { page_id: null }));
    expect(await titles({ scope: 'page', pageId: 'p1' })).toEqual([]);
    expect((await data(api.notesByPage('p2'))).map((n) => n.title)).toEqual(['Cast']);
  });

  it('delete to Deleted, restore where it was, purge only what is deleted', async () => {
    const api = await freshApi('notes-delete');
    const a = await data(api.createNote({ title: 'A' }));
    await data(api.createNote({ title: 'B' }));
    await data(api.deleteNote(a.id));
    expect((await data(api.findNotes({}))).notes.map((n) => n.title)).toEqual(['B']);
    expect((await data(api.searchNotes('a'))).map((n) => n.title)).toEqual([]);
    expect((await data(api.findNotes({ deleted: true }))).notes.map((n) => n.title)).toEqual(['A']);
    await data(api.restoreNote(a.id));
    expect((await data(api.findNotes({}))).notes.map((n) => n.title)).toEqual(['A', 'B']);
    const purge = await api.purgeNote(a.id);
    expect(purge.success).toBe(false); // not deleted: not purged
    await data(api.deleteNote(a.id));
    await data(api.purgeNote(a.id));
    expect((await data(api.listNotes())).map((n) => n.title)).toEqual(['B']);
  });

  it('reorder the named notes among their own places and leave the others', async () => {
    const api = await freshApi('notes-order');
    const ids: Record<string, number> = {};
    for (const title of ['A', 'B', 'C', 'D'])
      ids[title] = (await data(api.createNote({ title }))).id;
    const id = (title: string) => ids[title] ?? -1;
    await data(api.deleteNote(id('B'))); // B is deleted and keeps its place
    await data(api.reorderNotes([id('D'), id('A'), id('C')]));
    expect((await data(api.listNotes())).map((n) => n.title)).toEqual(['D', 'B', 'A', 'C']);
    expect((await data(api.findNotes({}))).notes.map((n) => n.title)).toEqual(['D', 'A', 'C']);
  });

  it('are kept through a book export and import', async () => {
    const api = await freshApi('notes-file');
    await data(api.createNote({ title: 'Kept', content: '<p>Text</p>', color: ['pink'] }));
    const file = await data(api.exportDatabase());
    const other = await freshApi('notes-file-2');
    await data(other.importBook(file.json, { clear: true }));
    const { notes } = await data(other.findNotes({}));
    expect(notes.map((n) => [n.title, n.content, n.color])).toEqual([
      ['Kept', '<p>Text</p>', ['pink']],
    ]);
  });
});

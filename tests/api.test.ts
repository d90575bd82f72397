/** Integration tests of the facade: every operation's success and failure Results. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../workers/api';
import { freshDbName } from './fresh-db';

type Api = ReturnType<typeof createApi>;
let api: Api;

const data = <T>(
  r: { success: true; data: T } | { success: false; error: { message: string } },
): T => {
  if (!r.success) throw new Error(`expected success, got: ${r.error.message}`);
  return r.data;
};

beforeEach(async () => {
  api = createApi({ databaseName: freshDbName('api'), backup: null });
  data(await api.init());
});

describe('first run population', () => {
  it('creates the default document, settings, labels, sections, front matter and tree', async () => {
    const doc = data(await api.getCurrentDocument());
    expect(doc.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.savedAt).toBeNull();

    const settings = data(await api.getSettings());
    expect(settings).toMatchObject({
      list_or_grid: 'grid',
      canvas_width: 980,
      canvas_padding: { top: 24, right: 24, bottom: 24, left: 24 },
      font_size: 22,
      line_height: 1.5,
      font_family: 'Playfair Display',
      selected_theme: 'light',
      indent_size: 4,
      tab_spaces: 4,
      various: { autosave: { enabled: true, interval: 5 } },
    });

    const labels = data(await api.fetchAll('labels'));
    expect(labels.map((l) => l.name)).toEqual([
      'red',
      'orange',
      'yellow',
      'lime',
      'green',
      'teal',
      'blue',
      'indigo',
      'violet',
      'purple',
      'fuchsia',
      'pink',
      'gray',
      'dark',
    ]);
    expect(labels.find((l) => l.name === 'red')?.alpha).toBe(0.4);
    expect(labels.filter((l) => l.name !== 'red').every((l) => l.alpha === 0.7)).toBe(true);

    for (const name of [
      'prologue',
      'introduction',
      'epilogue',
      'acknowledgments',
      'afterword',
    ] as const) {
      expect(data(await api.getSection(name)).content).toBe('');
    }
    expect(data(await api.count('appendices'))).toBe(0);

    const fm = data(await api.getFrontmatter());
    expect(fm).toMatchObject({
      title: 'New Book Title',
      // The spec's "Author name here" is the field's placeholder, not a stored name.
      author: '',
      filename: 'New-Book-Title',
      toc: false,
    });
    expect(data(await api.getCopyright())).toMatchObject({
      isbn: [],
      collaborators: [],
      rights: false,
    });

    const tree = data(await api.fetchTree());
    const root = tree.find((n) => n.depth === 0);
    const page = tree.find((n) => n.depth === 1);
    expect(root).toMatchObject({ name: 'Main Content', type: 'folder', parentId: null });
    expect(page).toMatchObject({
      name: 'Page 1',
      type: 'page',
      parentId: root?.id,
      path: `${root?.id}/${page?.id}`,
    });

    const metrics = data(await api.fetchAll('book_metrics'))[0]?.metrics as Record<string, unknown>;
    expect(metrics).toMatchObject({
      total_words_target: { value: 1000, is_active: false },
      daily_words_target: { value: 100, is_active: false },
      writing_streak_days: 1,
      metrics_widgets: {
        pomodoro: {
          session_length: 25,
          break: { short: 5, long: 15 },
          notification_ui: { size: 'small' },
        },
      },
    });
    expect(data(await api.getAppSetup()).version).toBe('1.0.0');
  });

  it('keeps data when the database is opened again', async () => {
    const name = freshDbName('reopen');
    const first = createApi({ databaseName: name, backup: null });
    data(await first.init());
    data(await first.updateFrontmatter({ title: 'Kept Title' }));
    data(await first.reinit());
    expect(data(await first.getFrontmatter()).title).toBe('Kept Title');
  });
});

describe('generic operations', () => {
  it('adds, fetches, updates, counts and deletes with Result shapes', async () => {
    const id = data(
      await api.add('characters', {
        uuid: 'c',
        name: '<b>Ann</b>',
        documentId: 'd',
        position_in_list: 1,
        mark_for_delete: 0,
      }),
    );
    expect(data(await api.fetchOne('characters', id))).toMatchObject({ name: 'Ann' });
    expect(data(await api.update('characters', id, { role: 'hero' }))).toMatchObject({
      role: 'hero',
    });
    expect(data(await api.count('characters'))).toBe(1);
    data(await api.remove('characters', id));
    expect(data(await api.fetchOne('characters', id))).toBeNull();
  });

  it('fails an update with no data with the spec message', async () => {
    const r = await api.update('characters', 1, {});
    expect(r).toEqual({
      success: false,
      error: {
        message: 'No data provided for update',
        name: 'DatabaseError',
        code: 'no_update_data',
      },
    });
  });

  it('fails on an unknown table, naming it', async () => {
    const r = await api.fetchAll('dragons');
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.code).toBe('table_not_found');
      expect(r.error.message).toBe('Table dragons does not exist');
    }
  });

  it('bulk-adds in batches and retries only the failing records', async () => {
    const records = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      uuid: `u${i}`,
      name: `n${i}`,
    }));
    // Two records collide with an existing key.
    data(await api.add('characters', { id: 1200, uuid: 'existing', name: 'existing' }));
    data(await api.add('characters', { id: 2001, uuid: 'existing2', name: 'existing2' }));
    const report = data(await api.bulkAdd('characters', records));
    expect(report.added).toBe(2498);
    expect(report.failed.map((f) => f.index)).toEqual([1199, 2000]);
    expect(data(await api.count('characters'))).toBe(2500);
  });

  it('clears a table', async () => {
    data(await api.clearTable('labels'));
    expect(data(await api.count('labels'))).toBe(0);
  });

  it('sanitises page content and strips plain fields on every write', async () => {
    const tree = data(await api.fetchTree());
    const page = tree.find((n) => n.type === 'page');
    if (!page) throw new Error('no page');
    const metrics = data(
      await api.savePageContent(
        page.id,
        '<p onclick="x()">Hello <script>alert(1)</script>world</p>',
      ),
    );
    expect(metrics.words).toBe(2);
    const stored = data(await api.fetchNode(page.id));
    expect(stored.content).toBe('<p>Hello world</p>');
    data(
      await api.updateFrontmatter({
        author: '<i>Jane</i> Doe',
        description: '<script>x</script>Plain',
      }),
    );
    expect(data(await api.getFrontmatter())).toMatchObject({
      author: 'Jane Doe',
      description: 'Plain',
    });
  });
});

describe('sections', () => {
  it('creates a missing single section when it is read', async () => {
    data(await api.clearTable('glossary'));
    const section = data(await api.getSection('glossary'));
    expect(section.content).toBe('');
    expect(data(await api.count('glossary'))).toBe(1);
  });

  it('saves section content with metrics, and manages titled appendices', async () => {
    const saved = data(await api.saveSection('prologue', '<p>Once upon a time</p>'));
    expect(saved.content_metrics.words).toBe(4);
    const a = data(await api.addAppendix('Maps'));
    data(await api.updateAppendix(a.id as number, { content: '<p>North</p>' }));
    data(await api.markAppendixDeleted(a.id as number));
    expect(data(await api.listAppendices())).toHaveLength(0);
  });
});

describe('legacy chapters', () => {
  async function seedChapters(n: number) {
    for (let i = 1; i <= n; i += 1) {
      data(
        await api.add('chapters', {
          title: `C${i}`,
          content: '',
          position_in_list: i,
          mark_for_delete: 0,
          folderId: null,
        }),
      );
    }
    return data(await api.listChapters());
  }

  it('soft-deletes and renumbers the remaining chapters from 1', async () => {
    const [c1, c2] = await seedChapters(4);
    const after = data(await api.deleteChapter(c2?.id as number));
    expect(after.map((c) => [c.title, c.position_in_list])).toEqual([
      ['C1', 1],
      ['C3', 2],
      ['C4', 3],
    ]);
    expect(data(await api.fetchOne('chapters', c2?.id as number))).toMatchObject({
      mark_for_delete: 1,
    });
    expect(c1).toBeDefined();
  });

  it('moves with the position clamped to 1..active+1', async () => {
    const [c1] = await seedChapters(3);
    let order = data(await api.moveChapter(c1?.id as number, 99));
    expect(order.map((c) => c.title)).toEqual(['C2', 'C3', 'C1']);
    order = data(await api.moveChapter(c1?.id as number, -5));
    expect(order.map((c) => [c.title, c.position_in_list])).toEqual([
      ['C1', 1],
      ['C2', 2],
      ['C3', 3],
    ]);
  });

  it('fails with the spec messages for a missing or deleted chapter', async () => {
    const [c1] = await seedChapters(2);
    const missing = await api.deleteChapter(999);
    expect(missing.success ? '' : missing.error.message).toBe('Chapter with ID 999 not found');
    data(await api.deleteChapter(c1?.id as number));
    const inactive = await api.moveChapter(c1?.id as number, 1);
    expect(inactive.success ? '' : inactive.error.message).toBe(
      'Chapter not found in active chapters',
    );
  });
});

describe('notes', () => {
  it('reads notes by page and searches case-insensitively, skipping deleted notes', async () => {
    const base = {
      documentId: 'd',
      folderId: null,
      color: 'white',
      background_color: 'white',
      position_in_list: 1,
    };
    data(
      await api.add('notes', {
        ...base,
        uuid: '1',
        page_id: 'p1',
        title: 'Dragon lore',
        content: 'fire',
        mark_for_delete: 0,
      }),
    );
    data(
      await api.add('notes', {
        ...base,
        uuid: '2',
        page_id: 'p2',
        title: 'Castle',
        content: 'The DRAGON sleeps',
        mark_for_delete: 0,
      }),
    );
    data(
      await api.add('notes', {
        ...base,
        uuid: '3',
        page_id: 'p1',
        title: 'dragon (old)',
        content: '',
        mark_for_delete: 1,
      }),
    );
    expect(data(await api.notesByPage('p1')).map((n) => n.uuid)).toEqual(['1']);
    expect(
      data(await api.searchNotes('dragon'))
        .map((n) => n.uuid)
        .sort(),
    ).toEqual(['1', '2']);
  });
});

describe('counts and content', () => {
  it('sums words over tree nodes and sections and returns the body in reading order', async () => {
    const tree = data(await api.fetchTree());
    const root = tree.find((n) => n.depth === 0);
    const page1 = tree.find((n) => n.type === 'page');
    data(await api.savePageContent(page1?.id as string, '<p>one two three</p>'));
    const created = data(
      await api.createNode({ parentId: root?.id ?? null, type: 'page', name: 'Page 2' }),
    );
    data(await api.savePageContent(created[0]?.id as string, '<p>four five</p>'));
    data(await api.saveSection('epilogue', '<p>six</p>'));
    expect(data(await api.totalWordCount())).toBe(6);
    const body = data(await api.fetchBookContent());
    expect(body.pages.map((p) => p.name)).toEqual(['Page 1', 'Page 2']);
    expect(body.epilogue).toBe('<p>six</p>');
  });
});

describe('documents and new book', () => {
  it('stamps savedAt when saving', async () => {
    const doc = data(await api.markSaved('2026-01-02T03:04:05.000Z'));
    expect(doc.savedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(data(await api.getCurrentDocument()).savedAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('creates a new book: a fresh database with a new document id and template front matter', async () => {
    const before = data(await api.getCurrentDocument());
    data(await api.updateFrontmatter({ title: 'Old' }));
    const doc = data(await api.newBook());
    expect(doc.uuid).not.toBe(before.uuid);
    expect(data(await api.getCurrentDocument()).uuid).toBe(doc.uuid);
    expect(data(await api.getFrontmatter())).toMatchObject({
      title: 'New Book Title',
      documentId: doc.uuid,
    });
    expect(data(await api.getSettings()).documentId).toBe(doc.uuid);
  });

  it('updates settings record 1 and adds the app version', async () => {
    expect(data(await api.updateSettings({ font_size: 30 })).font_size).toBe(30);
    expect(data(await api.addAppVersion('2.0.0')).version).toBe('2.0.0');
    const empty = await api.updateSettings({});
    expect(empty.success ? '' : empty.error.message).toBe('No data provided for update');
  });

  it('resets the database to its defaults', async () => {
    data(await api.updateFrontmatter({ title: 'Gone' }));
    data(await api.resetDatabase());
    expect(data(await api.getFrontmatter()).title).toBe('New Book Title');
  });
});

describe('incremental caches', () => {
  it('keeps the tree listing and the totals current after edits, moves and deletes', async () => {
    const first = data(await api.fetchTree());
    const root = first.find((n) => n.depth === 0);
    const page1 = first.find((n) => n.type === 'page');
    expect(data(await api.totalWordCount())).toBe(0);
    data(await api.savePageContent(page1?.id as string, '<p>one two three four</p>'));
    let tree = data(await api.fetchTree());
    expect(tree.find((n) => n.id === page1?.id)?.content_metrics.words).toBe(4);
    expect(data(await api.bookTotals())).toMatchObject({ words: 4, characters: 18 });
    const [created] = data(
      await api.createNode({ parentId: root?.id ?? null, type: 'page', name: 'Two' }),
    );
    data(await api.savePageContent(created?.id as string, '<p>five six</p>'));
    expect(data(await api.totalWordCount())).toBe(6);
    data(await api.deleteNode(page1?.id as string));
    tree = data(await api.fetchTree());
    expect(tree.find((n) => n.id === page1?.id)?.mark_for_delete).toBe(1);
    expect(data(await api.totalWordCount())).toBe(2);
    data(await api.restoreNode(page1?.id as string));
    expect(data(await api.totalWordCount())).toBe(6);
    data(await api.resetDatabase());
    expect(data(await api.totalWordCount())).toBe(0);
    expect(data(await api.fetchTree())).toHaveLength(2);
  });

  it('serves the summaries of changed nodes, current after a tree operation', async () => {
    const first = data(await api.fetchTree());
    const root = first.find((n) => n.depth === 0);
    const page1 = first.find((n) => n.type === 'page');
    data(await api.savePageContent(page1?.id as string, '<p>one two</p>'));
    const [created] = data(
      await api.createNode({
        parentId: root?.id ?? null,
        type: 'page',
        name: 'Second',
        position: 1,
      }),
    );
    const some = data(
      await api.fetchTreeNodes([page1?.id as string, created?.id as string, 'nope']),
    );
    expect(some.map((n) => [n.name, n.position_in_list])).toEqual([
      ['Page 1', 2],
      ['Second', 1],
    ]);
    // The operation renumbered page 1; its words are still counted.
    expect(some[0]?.content_metrics.words).toBe(2);
    expect(data(await api.totalWordCount())).toBe(2);
    data(await api.renameNode(page1?.id as string, 'First'));
    expect(data(await api.fetchTreeNodes([page1?.id as string]))[0]?.name).toBe('First');
  });
});

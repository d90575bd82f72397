/** Full-database export: shape, text, chunked reading, blob URLs, progress and failures. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDbName } from '../../tests/fresh-db';
import { LOCAL_ONLY_TABLES } from '../contract/tables';
import { DbSession } from '../db/session';
import { createImportExportHandlers } from '../domains/import/handlers';
import { bookJsonOf, exportDatabase, exportDatabaseJson, serializeExport } from './book-json';

const BLOB = 'blob:http://localhost:5173/0b4c3f1e-8a7d-4b4e-9f0e-2d1c7a6b5e4f';
let session: DbSession;

beforeEach(async () => {
  session = new DbSession(freshDbName('export'), null);
  await session.open();
});

afterEach(() => session.close());

const sameTime = (text: string) => text.replace(/"exportedAt": "[^"]*"/g, '"exportedAt": "T"');

describe('exportDatabase', () => {
  it('returns metadata, every table and the file-handle block', async () => {
    const db = session.get();
    const handles = [{ imageId: 'img-1', metadata: { name: 'a.jpg', size: 10 } }];
    const out = await exportDatabase(db, { handles, projectHandles: 2 });
    expect(out.metadata).toEqual({
      exportedAt: expect.any(String),
      databaseName: 'storyBuilderV2',
      version: '1.2',
    });
    const bookTables = db.tables.map((t) => t.name).filter((n) => !LOCAL_ONLY_TABLES.has(n));
    expect(Object.keys(out.data)).toEqual(bookTables);
    // This browser's caches are not the book.
    expect(out.data).not.toHaveProperty('tree_snapshot');
    expect(out.data.labels).toHaveLength(14);
    expect(out.data.tree_nodes).toHaveLength(2);
    expect(out.data.chapters).toEqual([]);
    expect(out.fileHandles).toEqual({
      handles,
      stats: { projectHandles: 2, fileHandles: 1, total: 3 },
      exportedAt: out.metadata.exportedAt,
    });
    const empty = await exportDatabase(db);
    expect(empty.fileHandles.stats).toEqual({ projectHandles: 0, fileHandles: 0, total: 0 });
  });

  it('serialises with a 2-space indent', async () => {
    const out = await exportDatabase(session.get());
    const text = serializeExport(out);
    expect(text).toBe(JSON.stringify(out, null, 2));
    expect(text.split('\n')[1]).toBe('  "metadata": {');
  });

  it('writes the same text while reading, across chunk boundaries', async () => {
    const db = session.get();
    await db.table('notes').bulkAdd(
      Array.from({ length: 2345 }, (_, i) => ({
        uuid: `n${i}`,
        title: `Note ${i}`,
        content: 'x',
      })),
    );
    const streamed = await exportDatabaseJson(db);
    const whole = serializeExport(await exportDatabase(db));
    expect(sameTime(streamed)).toBe(sameTime(whole));
    expect(JSON.parse(streamed).data.notes).toHaveLength(2345);
  });

  it('writes an empty database as valid JSON too', async () => {
    const db = session.get();
    await db.transaction('rw', db.tables, async () => {
      for (const t of db.tables) await t.clear();
    });
    const streamed = await exportDatabaseJson(db);
    expect(sameTime(streamed)).toBe(sameTime(serializeExport(await exportDatabase(db))));
  });

  it('replaces blob URLs in content without changing the database', async () => {
    const db = session.get();
    const page = (await db.table('tree_nodes').toArray()).find((n) => n.type === 'page');
    const html = `<p>Look</p><img src="${BLOB}" data-file-name="cat.jpg">`;
    await db.table('tree_nodes').update(page.id, { content: html });
    await db.table('prologue').update(1, { content: `<img src="${BLOB}">` });
    const out = await exportDatabase(db);
    const exported = out.data.tree_nodes?.find((n) => n.id === page.id);
    expect(exported?.content).toBe(
      '<p>Look</p><img src="images/cat.jpg" data-file-name="cat.jpg">',
    );
    expect(out.data.prologue?.[0]?.content).toBe('<img src="images/image.jpg">');
    expect((await db.table('tree_nodes').get(page.id)).content).toBe(html);
    expect(await exportDatabaseJson(db)).not.toContain('blob:');
  });

  it('reports progress once per table', async () => {
    const db = session.get();
    const calls: Array<[number, number]> = [];
    await exportDatabaseJson(db, undefined, (done, total) => calls.push([done, total]));
    const n = db.tables.filter((t) => !LOCAL_ONLY_TABLES.has(t.name)).length;
    expect(calls).toEqual(Array.from({ length: n }, (_, i) => [i + 1, n]));
  });

  it('fails on a closed database with "Database is not accessible for export"', async () => {
    const db = session.get();
    session.close();
    await expect(exportDatabase(db)).rejects.toMatchObject({
      code: 'export_not_accessible',
      message: 'Database is not accessible for export',
    });
    await expect(exportDatabaseJson(db)).rejects.toMatchObject({ code: 'export_not_accessible' });
  });

  it('fails with "Database export failed: {reason}"', async () => {
    const db = session.get();
    vi.spyOn(db.table('notes'), 'toCollection').mockImplementation(() => {
      throw new Error('disk on fire');
    });
    await expect(exportDatabaseJson(db)).rejects.toMatchObject({
      code: 'export_failed',
      message: 'Database export failed: disk on fire',
    });
  });
});

describe('the export handler', () => {
  it('names the file after the front matter and returns the JSON', async () => {
    await session.get().table('frontmatter').update(1, { title: 'My: Book?' });
    const handlers = createImportExportHandlers(session, bookJsonOf(session));
    const file = await handlers.exportDatabase();
    expect(file.fileName).toBe('My_ Book_.json');
    expect(JSON.parse(file.json).metadata.version).toBe('1.2');
  });

  it('fails when the database is not open', async () => {
    session.close();
    await expect(
      createImportExportHandlers(session, bookJsonOf(session)).exportDatabase(),
    ).rejects.toMatchObject({
      message: 'Database is not accessible for export',
    });
  });
});

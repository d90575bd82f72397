/** The import runner: round trip, staging, rejected and failed imports, partial failures. */
import type Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import type { ChangeEvent } from '../../contract/events';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { prepareRecord } from '../../core/prepare-record';
import { DbSession } from '../../db/session';
import { bookJsonOf, exportDatabase } from '../../files/book-json';
import { createImportExportHandlers } from './handlers';
import { importBook, statusMessage } from './run-import';
import type { ImportProgress } from './types';

const sessions: DbSession[] = [];

async function openSession(label: string): Promise<DbSession> {
  const session = new DbSession(freshDbName(label), null);
  await session.open();
  sessions.push(session);
  return session;
}

afterEach(() => {
  for (const s of sessions.splice(0)) s.close();
});

/** Every table as JSON text, for byte-for-byte comparison. */
async function dump(db: Dexie): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of db.tables) out[t.name] = JSON.stringify(await t.toArray());
  return out;
}

async function stagingExists(session: DbSession): Promise<boolean> {
  const list = await indexedDB.databases();
  return list.some((d) => d.name === `${session.name}-staging`);
}

/** A book with content in many tables, written as the app writes it (through prepareRecord). */
async function writeBook(session: DbSession): Promise<void> {
  const db = session.get();
  const page = (await db.table('tree_nodes').toArray()).find((n: TreeNode) => n.type === 'page');
  const html = '<p>Call me <b>Ishmael</b>.</p><img src="images/whale.jpg" alt="Whale">';
  await db.table('tree_nodes').update(page.id, prepareRecord('tree_nodes', { content: html }));
  await db.table('frontmatter').update(1, { title: 'Moby Dick', author: 'Herman Melville' });
  await db.table('prologue').update(1, prepareRecord('prologue', { content: '<p>Loomings.</p>' }));
  await db
    .table('appendices')
    .add(prepareRecord('appendices', { documentId: 'd', title: 'Maps', content: '<p>Sea</p>' }));
  await db.table('characters').bulkAdd([
    { uuid: 'c1', name: 'Ahab', role: 'captain', documentId: 'd', position_in_list: 1 },
    { uuid: 'c2', name: 'Queequeg', documentId: 'd', position_in_list: 2 },
  ]);
  await db.table('notes').bulkAdd(
    Array.from({ length: 1500 }, (_, i) => ({
      uuid: `n${i}`,
      title: `Note ${i}`,
      content: `<p>note ${i}</p>`,
      page_id: null,
    })),
  );
}

async function exportText(session: DbSession): Promise<string> {
  return (await createImportExportHandlers(session, bookJsonOf(session)).exportDatabase()).json;
}

let live: DbSession;
beforeEach(async () => {
  live = await openSession('live');
  await writeBook(live);
});

describe('export → import round trip', () => {
  it('keeps every record of every table', async () => {
    const source = live;
    const json = await exportText(source);
    const target = await openSession('target');
    const events: ChangeEvent[] = [];
    target.subscribe((e) => events.push(e));
    const report = await importBook(target, json);
    expect(await dump(target.get())).toEqual(await dump(source.get()));
    const data = JSON.parse(json).data as Record<string, unknown[]>;
    const nonEmpty = Object.values(data).filter((rows) => rows.length > 0);
    expect(report).toMatchObject({
      format: 'new',
      tablesProcessed: nonEmpty.length,
      recordsImported: nonEmpty.reduce((n, rows) => n + rows.length, 0),
      failedTables: [],
      failures: [],
      warnings: [],
      fileHandles: [],
    });
    expect(report.skipped.every((s) => s.reason === 'Table is empty')).toBe(true);
    expect(statusMessage(report).message).toBe(
      `Database imported successfully! ${report.tablesProcessed} tables processed, ${report.recordsImported} records imported.`,
    );
    expect(events).toContainEqual({ kind: 'database-reset' });
    expect(await stagingExists(target)).toBe(false);
  });

  it('accepts the text form (header lines, then {timestamp, data}) as auto-save', async () => {
    const exported = await exportDatabase(live.get());
    const text = `Moby Dick\nHerman Melville\n2026-05-01\n${JSON.stringify({ timestamp: 1, data: exported })}`;
    const target = await openSession('text-form');
    const report = await importBook(target, text);
    expect(report.format).toBe('autosave');
    expect(await dump(target.get())).toEqual(await dump(live.get()));
  });
});

describe('a rejected or failed import leaves the live book exactly as it was', () => {
  const file = (data: unknown) => JSON.stringify({ metadata: { version: '1.2' }, data });
  const cases: Array<[string, string]> = [
    ['{"broken": ', 'Failed to parse JSON: '],
    ['[1, 2]', 'Invalid JSON format: Expected an object.'],
    ['null', 'Invalid JSON format: Expected an object.'],
    ['{"format": "v2", "metadata": {}, "content": {}}', 'Invalid import file: This is a v2'],
    ['{"title": "x"}', 'Invalid export format: Unrecognized JSON structure.'],
    ['{}', 'No data tables found in import file'],
    [file([]), 'Invalid import data format'],
    [file({ notes: [{}] }), 'Migrated data validation failed'],
    [
      file({ documents: [{}], current_document: [{}], frontmatter: [{}] }),
      'Missing or invalid app_setup table',
    ],
    [
      // Every front-matter entry fails while staging: the staged data is not valid.
      file({ documents: [{}], current_document: [{}], frontmatter: [42], app_setup: [] }),
      'Migrated data validation failed',
    ],
  ];

  it.each(cases)('%s', async (text, message) => {
    const before = await dump(live.get());
    const error = await importBook(live, text).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message.startsWith(message)).toBe(true);
    expect(await dump(live.get())).toEqual(before);
    expect(await stagingExists(live)).toBe(false);
  });

  it('rolls the switch back when it fails half-way', async () => {
    const json = await exportText(live);
    const target = await openSession('rollback');
    await writeBook(target);
    const before = await dump(target.get());
    vi.spyOn(target.get().table('notes'), 'bulkAdd').mockRejectedValue(new Error('disk full'));
    await expect(importBook(target, json)).rejects.toMatchObject({
      code: 'table_import_failed',
      message: 'Table import failed for notes: disk full',
    });
    vi.restoreAllMocks();
    expect(await dump(target.get())).toEqual(before);
    expect(await stagingExists(target)).toBe(false);
  });
});

describe('partly invalid data', () => {
  it('stores every valid record and reports the invalid ones by position; a repeated key is a repeat, not a failed table', async () => {
    const exported = await exportDatabase(live.get());
    const notes = exported.data.notes as AnyRecord[];
    const bad = [99, 250, 777, 1001, 1499];
    for (const i of bad) notes[i] = { ...notes[i], id: notes[i - 1]?.id }; // duplicate keys
    (exported.data.characters as unknown[]).push('not a record');
    const report = await importBook(live, JSON.stringify(exported));
    expect(report.failures.map((f) => [f.table, f.index])).toEqual([
      ['characters', 2],
      ...bad.map((i) => ['notes', i]),
    ]);
    expect(report.failures[0]?.message).toBe('Record is not an object');
    // The notes only repeated earlier notes' keys (the first of each is kept): issue 23 found
    // "N tables failed to import" said for such files.
    expect(report.failedTables).toEqual(['characters']);
    expect(report.duplicatesDropped).toBe(bad.length);
    expect(await live.get().table('notes').count()).toBe(1500 - bad.length);
    expect(await live.get().table('characters').count()).toBe(2);
    expect(statusMessage(report)).toEqual({
      level: 'warning',
      message: 'Warning: 1 tables failed to import... (characters)',
    });
    expect(await stagingExists(live)).toBe(false);
  });

  it('says the import succeeded when the only records left out repeated an earlier key', async () => {
    const exported = await exportDatabase(live.get());
    const notes = exported.data.notes as AnyRecord[];
    notes[10] = { ...notes[10], id: notes[9]?.id };
    const report = await importBook(live, JSON.stringify(exported));
    expect(report.failedTables).toEqual([]);
    expect(report.duplicatesDropped).toBe(1);
    expect(statusMessage(report).level).toBe('success');
    expect(statusMessage(report).message).toMatch(/^Database imported successfully! /);
  });
});

describe('legacy and older files', () => {
  it('imports a legacy book, its chapters and body content as pages', async () => {
    const legacy = {
      frontmatter: [{ title: 'Old', filename: 'Old' }],
      chapters: [{ title: 'One', content: '<p>one two</p>', position_in_list: 1 }],
      body_content: [{ content: '<p>three <script>x()</script>four</p>' }],
      characters: [{ name: 'Ann' }],
    };
    const report = await importBook(live, JSON.stringify(legacy));
    expect(report.format).toBe('legacy');
    expect(statusMessage(report).message).toMatch(
      /^Database imported successfully \(legacy format\)! \d+ tables processed, \d+ records imported\.$/,
    );
    const db = live.get();
    const pages = (await db.table('tree_nodes').toArray())
      .filter((n: TreeNode) => n.type === 'page')
      .sort((a: TreeNode, b: TreeNode) => a.position_in_list - b.position_in_list);
    expect(pages.map((p: TreeNode) => [p.name, p.content, p.depth, p.position_in_list])).toEqual([
      ['One', '<p>one two</p>', 1, 1],
      ['Page 2', '<p>three four</p>', 1, 2],
    ]);
    expect(await db.table('frontmatter').get(1)).toMatchObject({ title: 'Old' });
    expect(await db.table('app_setup').toArray()).toMatchObject([{ version: '1.0.0' }]);
    expect(await db.table('notes').count()).toBe(0);
    // The text lives in the pages only: the legacy rows are not stored a second time.
    expect(await db.table('chapters').count()).toBe(0);
  });

  it('reports legacy chapters that cannot become pages by their position, and keeps the rest', async () => {
    const legacy = {
      frontmatter: [{ title: 'Old' }],
      chapters: [
        { title: 'One', content: '<p>one</p>', position_in_list: 1 },
        null,
        { title: 'Two', content: '<p>two</p>', position_in_list: 2 },
        'not a chapter',
      ],
      body_content: [42],
    };
    const report = await importBook(live, JSON.stringify(legacy));
    expect(report.failures).toEqual([
      { table: 'chapters', index: 1, message: 'Record is not an object' },
      { table: 'chapters', index: 3, message: 'Record is not an object' },
      { table: 'body_content', index: 0, message: 'Record is not an object' },
    ]);
    expect(statusMessage(report).message).toBe(
      'Warning: 2 tables failed to import... (chapters, body_content)',
    );
    const pages = (await live.get().table('tree_nodes').toArray()).filter(
      (n: TreeNode) => n.type === 'page',
    );
    expect(pages.map((p: TreeNode) => p.name).sort()).toEqual(['One', 'Two']);
  });

  it('brings an older-schema new-format file to v7', async () => {
    const old = {
      metadata: { databaseName: 'storyBuilderV2', version: '1.0' },
      data: {
        documents: [{ id: 1, uuid: 'doc-1' }],
        current_document: [{ id: 1, uuid: 'doc-1' }],
        frontmatter: [{ id: 1, documentId: 'doc-1', title: 'Older' }],
        app_setup: [{ id: 1, version: '1.0.0' }],
        app_settings: [{ id: 1, documentId: 'doc-1', various: { autosave: false } }],
        chapters: [{ id: 1, title: 'Ch', content: '<p>a b c</p>', position_in_list: 1 }],
        notes: [{ id: 1, uuid: 'n', title: 'N' }],
      },
    };
    await importBook(live, JSON.stringify(old));
    const db = live.get();
    expect((await db.table('documents').get(1)).savedAt).toBeNull();
    expect((await db.table('app_settings').get(1)).various.autosave).toEqual({
      enabled: false,
      interval: 5,
    });
    expect((await db.table('notes').get(1)).page_id).toBeNull();
    const page = (await db.table('tree_nodes').toArray()).find((n: TreeNode) => n.type === 'page');
    expect(page).toMatchObject({ name: 'Ch', depth: 1, content_metrics: { words: 3 } });
    expect(await db.table('chapters').count()).toBe(1);
  });
});

describe('reporting', () => {
  it('reports progress through every phase, at least once per batch', async () => {
    const json = await exportText(live);
    const target = await openSession('progress');
    const seen: ImportProgress[] = [];
    await importBook(target, json, { onProgress: (p) => seen.push(p) });
    const phases = [...new Set(seen.map((p) => p.phase))];
    expect(phases).toEqual(['validating', 'staging', 'switching', 'done']);
    const notes = seen.filter((p) => p.phase === 'staging' && p.table === 'notes');
    expect(notes.length).toBeGreaterThanOrEqual(2);
    const last = seen.at(-1);
    expect(last?.done).toBe(last?.total);
    const staging = seen.filter((p) => p.phase === 'staging');
    expect(staging.at(-1)?.done).toBe(staging.at(-1)?.total);
  });

  it('returns file handles marked for re-establishment', async () => {
    const exported = await exportDatabase(live.get(), {
      handles: [{ imageId: 'img-1', metadata: { name: 'a.jpg' } }],
    });
    const report = await importBook(live, JSON.stringify(exported));
    expect(report.fileHandles).toEqual([
      { imageId: 'img-1', metadata: { name: 'a.jpg' }, needsReestablishment: true },
    ]);
  });

  it('warns about another database name but imports', async () => {
    const exported = await exportDatabase(live.get());
    exported.metadata.databaseName = 'elsewhere';
    const report = await importBook(live, exported);
    expect(report.warnings).toHaveLength(1);
    expect(report.failures).toEqual([]);
  });

  it('builds the failure status line', () => {
    expect(statusMessage({ error: new Error('No file provided') })).toEqual({
      level: 'error',
      message: 'Import failed: No file provided',
    });
    expect(statusMessage({ error: 'x' }).message).toBe('Import failed: x');
  });
});

describe('merging without clearing', () => {
  it('keeps the live rows and reports rows whose key exists', async () => {
    const book = {
      metadata: { databaseName: 'storyBuilderV2', version: '1.2' },
      data: {
        documents: [{ id: 1, uuid: 'doc-x' }],
        current_document: [{ id: 1, uuid: 'doc-x' }],
        frontmatter: [{ id: 1, documentId: 'doc-x', title: 'Other' }],
        app_setup: [],
        characters: [{ id: 50, uuid: 'c50', name: 'New' }],
      },
    };
    const handlers = createImportExportHandlers(live, bookJsonOf(live));
    const report = await handlers.importBook(JSON.stringify(book), { clear: false });
    expect(report.failedTables).toEqual(['documents', 'current_document', 'frontmatter']);
    const db = live.get();
    expect(await db.table('characters').count()).toBe(3);
    expect((await db.table('frontmatter').get(1)).title).toBe('Moby Dick');
    expect(await db.table('notes').count()).toBe(1500);
  });
});

describe('validateImportText', () => {
  it('says what an import would do, without doing it', async () => {
    const handlers = createImportExportHandlers(live, bookJsonOf(live));
    const before = await dump(live.get());
    const preview = await handlers.validateImportText(await exportText(live));
    expect(preview.format).toBe('new');
    expect(preview.tables).toContainEqual({ table: 'notes', records: 1500 });
    await expect(handlers.validateImportText('[]')).rejects.toMatchObject({
      code: 'json_not_object',
      message: 'Invalid JSON format: Expected an object.',
    });
    expect(await dump(live.get())).toEqual(before);
  });
});

describe('concurrent imports', () => {
  it('run one after the other and both succeed', async () => {
    const json = await exportText(live);
    const target = await openSession('queue');
    const [a, b] = await Promise.all([importBook(target, json), importBook(target, json)]);
    expect(a.failures).toEqual([]);
    expect(b.failures).toEqual([]);
    expect(await dump(target.get())).toEqual(await dump(live.get()));
    expect(await stagingExists(target)).toBe(false);
  });
});

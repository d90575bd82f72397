/** A damaged database is backed up, repaired, and nothing reads it wrongly afterwards. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../tests/fresh-db';
import { createApi } from '../api';
import type { DEFAULT_BOOK_METRICS } from '../contract/constants';
import { repairDatabase, withDefaults } from './repair';
import { DbSession } from './session';
import { readSnapshot, scanAndKeep } from './tree-snapshot';

/** Drops stores and records the way a damaged profile loses them (raw IndexedDB). */
async function damage(name: string, run: (db: IDBDatabase, tx: IDBTransaction) => void) {
  const version = await new Promise<number>((resolve) => {
    const r = indexedDB.open(name);
    r.onsuccess = () => {
      const v = r.result.version;
      r.result.close();
      resolve(v);
    };
  });
  await new Promise<void>((resolve, reject) => {
    const r = indexedDB.open(name, version + 1);
    r.onupgradeneeded = () => run(r.result, r.transaction as IDBTransaction);
    r.onsuccess = () => {
      r.result.close();
      resolve();
    };
    r.onerror = () => reject(r.error);
  });
}

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

describe('a damaged database', () => {
  it('lost tables are restored for the open book, after a backup, and the app reads it', async () => {
    const name = freshDbName('repair');
    const first = createApi({ databaseName: name, backup: null });
    const opened = await data<{ documentId: string }>(first.init());
    const tree = await data<Array<{ id: string; type: string }>>(first.fetchTree());
    const page = tree.find((n) => n.type === 'page');
    await data(first.savePageContent(page?.id ?? '', '<p>words that must survive</p>'));
    // (Dexie closes the first facade's connection when the damage upgrades the database.)
    await damage(name, (db) => {
      db.deleteObjectStore('current_document');
      db.deleteObjectStore('frontmatter');
      db.deleteObjectStore('book_metrics');
    });

    const backups: string[] = [];
    const api = createApi({
      databaseName: name,
      backup: async (_name, dump) => {
        backups.push(Object.keys(dump).join(','));
        return 'backups/recovery-test.json';
      },
    });
    const info = await data(api.init());
    expect(info.repaired?.tables.sort()).toEqual(['current_document', 'frontmatter']);
    expect(info.repaired?.backupFile).toBe('backups/recovery-test.json');
    expect(backups).toHaveLength(1);
    expect(backups[0]).toContain('tree_nodes');
    expect(info.documentId).toBe(opened.documentId);
    // Everything reads: the book, its totals, its settings; the page kept its words.
    await expect(data(api.getFrontmatter())).resolves.toMatchObject({ title: expect.any(String) });
    const totals = await data<{ words: number; today: number }>(api.bookTotals());
    expect(totals.words).toBeGreaterThanOrEqual(4);
    await expect(data(api.getSettings())).resolves.toMatchObject({ font_size: 22 });
    const node = await data<{ content: string }>(api.fetchNode(page?.id ?? ''));
    expect(node.content).toContain('words that must survive');
  });

  it('metrics without daily_words_target get it back quietly, and the totals read', async () => {
    const name = freshDbName('repair-metrics');
    const first = createApi({ databaseName: name, backup: null });
    await data(first.init());
    await data(
      first.update('book_metrics', 1, {
        metrics: { total_words_target: { value: 5, is_active: true } },
      }),
    );
    const api = createApi({ databaseName: name, backup: null });
    const info = await data(api.init());
    expect(info.repaired).toBeUndefined();
    const metrics = (await data(api.fetchOne('book_metrics', 1))) as unknown as {
      metrics: typeof DEFAULT_BOOK_METRICS;
    };
    expect(metrics.metrics.daily_words_target).toMatchObject({ value: 100, is_active: false });
    expect(metrics.metrics.total_words_target).toEqual({ value: 5, is_active: true });
    await expect(data(api.bookTotals())).resolves.toMatchObject({ today: 0 });
  });
});

describe('the check at every open', () => {
  it('reads the tree from its kept summaries, not every page, and finds nothing to repair', async () => {
    const session = new DbSession(freshDbName('repair-snapshot'), null);
    await session.open();
    const db = session.get();
    await scanAndKeep(db);
    let scans = 0;
    for (const table of new Set([db.tree_nodes, db.table('tree_nodes')])) {
      const toArray = table.toArray.bind(table);
      table.toArray = (() => {
        scans += 1;
        return toArray();
      }) as typeof table.toArray;
    }
    await expect(repairDatabase(db, async () => null)).resolves.toBeNull();
    expect(scans).toBe(0);
    session.close();
  });

  it('puts back a lost top folder, holding the pages left without a parent', async () => {
    const session = new DbSession(freshDbName('repair-root'), null);
    await session.open();
    const db = session.get();
    await scanAndKeep(db);
    const nodes = await db.tree_nodes.toArray();
    const root = nodes.find((n) => n.parentId === null);
    if (!root) throw new Error('a new book has its top folder');
    await db.tree_nodes.delete(root.id);
    expect(await readSnapshot(db)).toBeNull();

    await expect(repairDatabase(db, async () => 'backup.json')).resolves.toEqual({
      tables: ['tree_nodes'],
      backupFile: 'backup.json',
    });
    const after = await db.tree_nodes.toArray();
    const top = after.find((n) => n.parentId === null && n.type === 'folder');
    expect(top).toBeDefined();
    const orphans = nodes.filter((n) => n.parentId === root.id);
    expect(orphans.length).toBeGreaterThan(0);
    for (const orphan of orphans)
      expect(after.find((n) => n.id === orphan.id)?.parentId).toBe(top?.id);
    session.close();
  });
});

describe('withDefaults', () => {
  it('adds what is missing, deep, and keeps what is there', () => {
    expect(withDefaults({ a: 1, b: { c: 2 } }, { a: 0, b: { c: 0, d: 3 }, e: [] })).toEqual({
      a: 1,
      b: { c: 2, d: 3 },
      e: [],
    });
    expect(withDefaults({ a: 1 }, { a: 0 })).toBeNull();
  });
});

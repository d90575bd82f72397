/**
 * The tree's kept summaries (issue 26): an open reads them instead of every page, and no write
 * to the tree can leave a snapshot that disagrees with it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../tests/fresh-db';
import { SCHEMA_VERSION } from '../contract/constants';
import { TREE_SNAPSHOT_ID } from '../contract/tree-snapshot';
import { importInOneTransaction } from '../domains/import/stage';
import { DbSession } from './session';
import { addPage, rootNode } from './testing/tree-pages';
import { TreeCache } from './tree-cache';
import { readSnapshot, scanAndKeep } from './tree-snapshot';
import { setDatabaseWriteFault } from './write-faults';

let session: DbSession;

beforeEach(async () => {
  session = new DbSession(freshDbName('tree-snapshot'), null);
  await session.open();
});

afterEach(() => session.close());

describe('the tree snapshot', () => {
  it('holds every node without its text after a scan', async () => {
    await addPage(session.get(), 'p1', 'First');
    const scanned = await scanAndKeep(session.get());
    const kept = await readSnapshot(session.get());
    expect(kept).toEqual(scanned);
    expect(kept?.map((n) => n.id)).toContain('p1');
    expect(kept?.some((n) => 'content' in n)).toBe(false);
  });

  it('is dropped by every kind of write to the tree, in the same transaction', async () => {
    const db = session.get();
    const writes: Array<() => Promise<unknown>> = [
      () => addPage(session.get(), 'p2', 'Second'),
      () => db.tree_nodes.update('p2', { name: 'Renamed' }),
      () => db.tree_nodes.delete('p2'),
      () => db.tree_nodes.bulkPut([]),
      () => db.tree_nodes.where('id').equals('nothing').delete(),
      () => db.tree_nodes.clear(),
    ];
    for (const write of writes) {
      await scanAndKeep(db);
      expect(await readSnapshot(db)).not.toBeNull();
      await write();
      expect(await readSnapshot(db), String(write)).toBeNull();
    }
  });

  it('is not dropped when the write fails and rolls back', async () => {
    const db = session.get();
    await scanAndKeep(db);
    await expect(
      db.transaction('rw', db.tree_nodes, async () => {
        await db.tree_nodes.update((await rootNode(db)).id, { name: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readSnapshot(db)).not.toBeNull();
  });

  it('is not used when written under another schema version', async () => {
    const db = session.get();
    await scanAndKeep(db);
    await db.tree_snapshot.update(TREE_SNAPSHOT_ID, { schema: SCHEMA_VERSION - 1 });
    expect(await readSnapshot(db)).toBeNull();
  });

  it('lets the tree cache open without reading the pages, and a scan keeps one', async () => {
    await addPage(session.get(), 'p1', 'First');
    const db = session.get();
    let scans = 0;
    const toArray = db.tree_nodes.toArray.bind(db.tree_nodes);
    db.tree_nodes.toArray = (() => {
      scans += 1;
      return toArray();
    }) as typeof db.tree_nodes.toArray;

    const first = await new TreeCache(session).list();
    expect(scans).toBe(1);
    expect(await readSnapshot(db)).not.toBeNull();

    const second = await new TreeCache(session).list();
    expect(scans).toBe(1);
    expect(second).toEqual(first);
  });

  it('is kept again once the tree has been still for a while after a change', async () => {
    await addPage(session.get(), 'p1', 'First');
    const db = session.get();
    const cache = new TreeCache(session, 20);
    await cache.list();
    await addPage(session.get(), 'p2', 'Second');
    session.changed('tree_nodes', ['p2']);
    expect(await readSnapshot(db)).toBeNull();
    await expect
      .poll(async () => (await readSnapshot(db))?.map((n) => n.id) ?? [], { timeout: 2000 })
      .toContain('p2');
  });
});

describe('the tree snapshot and book files', () => {
  it('is never taken from a file: an import ignores a tree_snapshot table in it', async () => {
    const db = session.get();
    const ghost = { id: TREE_SNAPSHOT_ID, schema: SCHEMA_VERSION, summaries: [{ id: 'ghost' }] };
    await importInOneTransaction(
      db,
      { tree_snapshot: [ghost] },
      false,
      () => undefined,
      () => undefined,
    );
    const kept = await readSnapshot(db);
    expect(kept?.map((n) => n.id) ?? []).not.toContain('ghost');
  });

  it('does not keep a book from opening when it cannot be written (a full disk)', async () => {
    await addPage(session.get(), 'p1', 'First');
    setDatabaseWriteFault(true);
    try {
      const nodes = await new TreeCache(session).list();
      expect(nodes.map((n) => n.id)).toContain('p1');
    } finally {
      setDatabaseWriteFault(false);
    }
    expect(await readSnapshot(session.get())).toBeNull();
  });
});

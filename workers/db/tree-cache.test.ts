/** The tree's summaries in memory: a scan started early never keeps what a change made stale. */
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../tests/fresh-db';
import { DbSession } from './session';
import { addPage } from './testing/tree-pages';
import { TreeCache } from './tree-cache';

let session: DbSession;

beforeEach(async () => {
  session = new DbSession(freshDbName('tree-cache'), null);
  await session.open();
});

afterEach(() => session.close());

describe('TreeCache', () => {
  it('lists every node without its text', async () => {
    await addPage(session.get(), 'p1', 'First');
    const cache = new TreeCache(session);
    const nodes = await cache.list();
    const page = nodes.find((n) => n.id === 'p1');
    expect(page?.name).toBe('First');
    expect(page && 'content' in page).toBe(false);
  });

  it('shares one scan between a prefetch and the callers that come while it reads', async () => {
    await addPage(session.get(), 'p1', 'First');
    const cache = new TreeCache(session);
    let scans = 0;
    const table = session.get().tree_nodes;
    const toArray = table.toArray.bind(table);
    table.toArray = (() => {
      scans += 1;
      return toArray();
    }) as typeof table.toArray;
    cache.prefetch();
    const [a, b] = await Promise.all([cache.list(), cache.some(['p1'])]);
    expect(scans).toBe(1);
    expect(a.map((n) => n.id)).toContain('p1');
    expect(b.map((n) => n.name)).toEqual(['First']);
  });

  it('reads again when a page changes while the early scan is under way', async () => {
    await addPage(session.get(), 'p1', 'First');
    const cache = new TreeCache(session);
    const table = session.get().tree_nodes;
    const toArray = table.toArray.bind(table);
    let first = true;
    // The first scan reads the old name; a rename in a transaction of its own (queued behind
    // the scan's) is announced before the scan ends.
    table.toArray = (async () => {
      const rows = await toArray();
      if (first) {
        first = false;
        void Dexie.ignoreTransaction(() => table.update('p1', { name: 'Renamed' }));
        session.changed('tree_nodes', ['p1']);
      }
      return rows;
    }) as typeof table.toArray;
    cache.prefetch();
    const [page] = await cache.some(['p1']);
    expect(page?.name).toBe('Renamed');
  });

  it('reads the new database after a reset', async () => {
    await addPage(session.get(), 'p1', 'First');
    const cache = new TreeCache(session);
    await cache.list();
    await session.reset();
    const nodes = await cache.list();
    expect(nodes.some((n) => n.id === 'p1')).toBe(false);
  });
});

/** 13 → 14 (issue 31): the Yjs tables arrive empty; no page or record is touched. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createDatabase } from '../database';

const page = (id: string, content: string) => ({
  id,
  documentId: 'doc-1',
  parentId: null,
  name: id,
  type: 'page',
  position_in_list: 1,
  depth: 0,
  path: id,
  title: id,
  content,
  mark_for_delete: 0,
});

describe('migration 13 → 14 (collab docs)', () => {
  for (const version of [1, 2, 7, 9, 11, 12, 13]) {
    it(`brings a database of version ${version} to 14 with every page as it was`, async () => {
      const name = freshDbName(`m14-from-${version}`);
      const old = createDatabase(name, version);
      await old.open();
      await old.table('documents').add({ uuid: 'doc-1' });
      const pages = [page('a', '<p>Words here.</p>'), page('b', '<h2>Title</h2><p>More</p>')];
      if (version >= 2) await old.table('tree_nodes').bulkAdd(pages);
      const before = version >= 2 ? await old.table('tree_nodes').toArray() : [];
      old.close();
      const db = createDatabase(name, 14);
      await db.open();
      expect(db.verno).toBe(14);
      expect(await db.collab_docs.count()).toBe(0);
      expect(await db.sync_settings.count()).toBe(0);
      if (version >= 2) {
        const after = await db.tree_nodes.toArray();
        expect(after.map((n) => [n.id, n.content])).toEqual(before.map((n) => [n.id, n.content]));
      }
      await db.collab_docs.put({
        name: 'doc-1/page/a',
        documentId: 'doc-1',
        pageId: 'a',
        state: new Uint8Array([0, 0]),
        pending: [],
        htmlHash: null,
        updatedAt: '2026-11-27T17:00:00.000Z',
      });
      expect((await db.collab_docs.where('documentId').equals('doc-1').first())?.pageId).toBe('a');
      db.close();
    });
  }
});

/** 11 → 12 (issue 30): every tree node gets the outline's fields; values already there stay. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createDatabase } from '../database';

const node = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  documentId: 'doc-1',
  parentId: null,
  name: id,
  type: 'page',
  position_in_list: 1,
  depth: 0,
  path: id,
  title: id,
  content: '<p>Words here.</p>',
  mark_for_delete: 0,
  ...extra,
});

describe('migration 11 → 12 (outline fields)', () => {
  for (const version of [2, 9, 11]) {
    it(`brings a database of version ${version} to 12 with empty outline fields`, async () => {
      const name = freshDbName(`m12-from-${version}`);
      const old = createDatabase(name, version);
      await old.open();
      await old.table('documents').add({ uuid: 'doc-1' });
      await old
        .table('tree_nodes')
        .bulkAdd([
          node('plain'),
          node('kept', { synopsis: 'Already here', status: 'revised', target_words: 900 }),
          node('junk', { synopsis: 7, status: 'almost', pov_id: '', target_words: -3 }),
        ]);
      old.close();
      const db = createDatabase(name, 12);
      await db.open();
      expect(db.verno).toBe(12);
      const byId = new Map((await db.tree_nodes.toArray()).map((n) => [n.id, n]));
      expect(byId.get('plain')).toMatchObject({
        synopsis: '',
        status: null,
        pov_id: null,
        target_words: 0,
        content: '<p>Words here.</p>',
      });
      expect(byId.get('kept')).toMatchObject({
        synopsis: 'Already here',
        status: 'revised',
        target_words: 900,
      });
      expect(byId.get('junk')).toMatchObject({
        synopsis: '',
        status: null,
        pov_id: null,
        target_words: 0,
      });
      expect(await db.statuses.count()).toBe(0);
      await db.statuses.add({ documentId: 'doc-1', key: 'done', name: 'Shipped' });
      expect((await db.statuses.where('key').equals('done').first())?.name).toBe('Shipped');
      db.close();
    });
  }
});

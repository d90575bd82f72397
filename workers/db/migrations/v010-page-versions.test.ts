/** 9 → 10 from every earlier version: the page history table appears empty, the book untouched. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import type { PageVersionRecord } from '../../contract/revisions';
import { createDatabase } from '../database';

const html = '<p>It was a bright cold day in April.</p>';

const seedFor = (version: number): Record<string, object[]> =>
  version === 1
    ? {
        documents: [{ uuid: 'doc-1' }],
        chapters: [
          { folderId: null, title: 'One', content: html, position_in_list: 1, mark_for_delete: 0 },
        ],
      }
    : {
        documents: [{ uuid: 'doc-1' }],
        tree_nodes: [
          {
            id: 'p1',
            documentId: 'doc-1',
            parentId: null,
            name: 'One',
            type: 'page',
            position_in_list: 1,
            depth: 0,
            path: 'p1',
            title: 'One',
            content: html,
            mark_for_delete: 0,
          },
        ],
      };

describe('migration 9 → 10 (page versions)', () => {
  for (let version = 1; version <= 9; version += 1) {
    it(`brings a database of version ${version} to 10 with an empty, indexed history`, async () => {
      const name = freshDbName(`m10-from-${version}`);
      const old = createDatabase(name, version);
      await old.open();
      for (const [table, rows] of Object.entries(seedFor(version)))
        await old.table(table).bulkAdd(rows);
      old.close();
      const db = createDatabase(name, 10);
      await db.open();
      expect(db.verno).toBe(10);
      expect(await db.page_versions.count()).toBe(0);
      const page = (await db.tree_nodes.toArray()).find((n) => n.title === 'One');
      expect(page?.content).toBe(html);
      const record: PageVersionRecord = {
        pageId: page?.id ?? '',
        at: '2026-01-01T00:00:00.000Z',
        reason: 'snapshot',
        name: null,
        snapshot: null,
        words: 7,
        title: 'One',
        place: '',
        form: 'full',
        body: html,
      };
      await db.page_versions.add(record);
      const found = await db.page_versions
        .where('[pageId+at]')
        .between([record.pageId, ''], [record.pageId, '\uffff'])
        .toArray();
      expect(found.map((r) => r.body)).toEqual([html]);
      db.close();
    });
  }
});

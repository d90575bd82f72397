/** The open book's summary: what the overwrite guard would read in its file, without the file. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../tests/fresh-db';
import { emptyMetrics } from '../core/content-metrics';
import { MetricsCache } from '../db/metrics-cache';
import { DbSession } from '../db/session';
import { TreeCache } from '../db/tree-cache';
import { exportDatabaseJson } from './book-json';
import { openBookSummary, summarizeBook } from './book-summary';

let session: DbSession;

beforeEach(async () => {
  session = new DbSession(freshDbName('book-summary'), null);
  await session.open();
});

afterEach(() => session.close());

const metrics = (words: number) => ({ ...emptyMetrics(), words });

async function bothSummaries() {
  const tree = new TreeCache(session);
  const fromStore = await openBookSummary(session, tree, new MetricsCache(session, tree));
  const fromFile = summarizeBook(JSON.parse(await exportDatabaseJson(session.get())));
  return { fromStore, fromFile };
}

describe('openBookSummary', () => {
  it('counts as the guard counts the file: stored counts, the text of rows without one, no deleted rows', async () => {
    const db = session.get();
    await db.frontmatter.update(1, { title: 'The Summary' });
    const [root] = await db.tree_nodes.toArray();
    if (!root) throw new Error('a new book has its root folder');
    const page = { ...root, parentId: root.id, type: 'page' as const, mark_for_delete: 0 as const };
    await db.tree_nodes.bulkPut([
      { ...page, id: 'p-counted', content: '<p>one two three</p>', content_metrics: metrics(3) },
      // Stored as none: the file's reader counts its text (punctuation counts there).
      { ...page, id: 'p-uncounted', content: '<p>… — …</p>', content_metrics: metrics(0) },
      {
        ...page,
        id: 'p-deleted',
        content: '<p>a b</p>',
        content_metrics: metrics(2),
        mark_for_delete: 1,
      },
    ]);
    await db.appendices.add({
      documentId: root.documentId,
      title: 'Notes',
      content: '<p>four five</p>',
      content_metrics: metrics(2),
      position_in_list: 0,
      mark_for_delete: 0,
    } as never);
    await db.chapters.add({
      folderId: null,
      position_in_list: 0,
      title: 'Old chapter',
      content: '<p>six seven eight nine</p>',
      mark_for_delete: 0,
    });
    const { fromStore, fromFile } = await bothSummaries();
    expect(fromFile).toMatchObject({ title: 'The Summary' });
    expect(fromStore).toEqual({ title: fromFile?.title, words: fromFile?.words });
    expect(fromStore.words).toBeGreaterThanOrEqual(3 + 3 + 2 + 4);
  });

  it('is the new book’s empty summary', async () => {
    const { fromStore, fromFile } = await bothSummaries();
    expect(fromStore).toEqual({ title: fromFile?.title, words: fromFile?.words });
  });
});

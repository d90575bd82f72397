/**
 * 10 → 11: the newest version of each page, whole in a v10 database, becomes a script against
 * the page's text; every old version restores exactly, before and after the page changes again.
 */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import type { PageVersionRecord } from '../../contract/revisions';
import { makeDelta } from '../../core/version-delta';
import { historyOf, textAt } from '../../domains/revisions/store';
import { createDatabase } from '../database';

const paragraph = (n: number, day = 0) =>
  `<p>Paragraph ${n} of the chapter, as written on day ${day}: the tide went out.</p>`;
const page = (day: number) =>
  Array.from({ length: 400 }, (_, i) => paragraph(i, i % 50 === day % 50 ? day : 0)).join('');

/** A page's versions as v10 stored them: the newest whole, each older one against the next. */
function v10History(pageId: string, texts: string[]): PageVersionRecord[] {
  return texts.map((text, d) => {
    const next = texts[d + 1];
    const delta = next === undefined ? null : makeDelta(next, text);
    return {
      pageId,
      at: new Date(Date.UTC(2026, 0, 1 + d)).toISOString(),
      reason: 'day',
      name: d === 0 ? 'First draft' : null,
      snapshot: null,
      words: 0,
      title: 'One',
      place: '',
      form: delta === null ? 'full' : 'delta',
      body: delta ?? text,
    };
  });
}

const node = (id: string, content: string) => ({
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

describe('migration 10 → 11 (the newest version against the page)', () => {
  it('converts every stored history without loss, and it keeps following the page', async () => {
    const name = freshDbName('m11');
    const old = createDatabase(name, 10);
    await old.open();
    const texts = [1, 2, 3, 4, 5].map(page);
    const gone = [page(7), page(8)];
    await old.table('tree_nodes').bulkAdd([node('p1', page(6)), node('p3', '')]);
    await old.table('page_versions').bulkAdd([
      ...v10History('p1', texts),
      // A page no longer in the book, and an empty one: left whole.
      ...v10History('p2', gone),
      ...v10History('p3', ['']),
    ]);
    const before = JSON.stringify(await old.table('page_versions').toArray()).length;
    old.close();

    const db = createDatabase(name, 11);
    await db.open();
    expect(db.verno).toBe(11);
    for (const [pageId, expected] of [
      ['p1', texts],
      ['p2', gone],
      ['p3', ['']],
    ] as const) {
      const history = await historyOf(db, pageId);
      expect(history.list.map((_, i) => textAt(history, i))).toEqual(expected);
    }
    const p1 = await historyOf(db, 'p1');
    expect(p1.list.at(-1)?.form).toBe('page');
    expect(p1.list.at(0)?.name).toBe('First draft');
    expect((await historyOf(db, 'p2')).list.at(-1)?.form).toBe('full');
    const after = JSON.stringify(await db.page_versions.toArray()).length;
    expect(after).toBeLessThan(before - (texts[4] as string).length / 2);
    // The page changes after the migration: the history still reads back exactly.
    await db.tree_nodes.update('p1', { content: page(9) });
    const again = await historyOf(db, 'p1');
    expect(again.list.map((_, i) => textAt(again, i))).toEqual(texts);
    db.close();
  });
});

/**
 * The compact history (issue 29): older versions are scripts against the next, the newest a
 * script against the page's text, rebased by the database whenever any writer changes the page
 * (db/version-base.ts). Every version reads back byte for byte, whichever way the page changed.
 */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import type { TreeNode } from '../../contract/records';
import { createDatabase, type StoryBuilderDb } from '../../db/database';
import { addVersion, deleteVersions, historyOf, textAt, versionsOf } from './store';

const paragraph = (n: number, day = 0) =>
  `<p>Paragraph ${n}: the rain came down on the <b>harbour</b> on day ${day}, and the boats knocked.</p>`;

async function bookWithPage(
  paragraphs = 300,
): Promise<{ db: StoryBuilderDb; id: string; start: string }> {
  const db = createDatabase(freshDbName('version-store'));
  await db.open();
  const start = Array.from({ length: paragraphs }, (_, i) => paragraph(i)).join('');
  const id = 'page-1';
  await db.tree_nodes.put({
    id,
    documentId: 'doc',
    parentId: null,
    name: 'Page',
    title: 'Page',
    type: 'page',
    position_in_list: 1,
    depth: 0,
    path: id,
    content: start,
    mark_for_delete: 0,
  } as unknown as TreeNode);
  return { db, id, start };
}

const keep = (db: StoryBuilderDb, pageId: string, html: string, day: number) =>
  addVersion(db, {
    pageId,
    html,
    reason: 'day',
    name: null,
    snapshot: null,
    words: 0,
    title: 'Page',
    place: '',
    at: new Date(Date.UTC(2026, 0, 1 + day)),
  });

/** A day's edit: one paragraph rewritten. */
const edit = (html: string, day: number) =>
  html.replace(paragraph((day * 37) % 300), paragraph((day * 37) % 300, day));

async function everyText(db: StoryBuilderDb, id: string): Promise<string[]> {
  const history = await historyOf(db, id);
  return history.list.map((_, i) => textAt(history, i));
}

describe('the version store', () => {
  it('reads back every version exactly while every kind of writer changes the page', async () => {
    const { db, id, start } = await bookWithPage();
    const texts: string[] = [];
    let text = start;
    // Each day: the text before the day's first change is kept, then the page changes.
    const writers: Array<(next: string) => Promise<unknown>> = [
      (next) => db.tree_nodes.update(id, { content: next }),
      async (next) =>
        db.tree_nodes.put({ ...(await db.tree_nodes.get(id)), content: next } as TreeNode),
      (next) =>
        db.tree_nodes
          .where('id')
          .equals(id)
          .modify((n) => {
            n.content = next;
          }),
      async (next) =>
        db.tree_nodes.bulkPut([{ ...(await db.tree_nodes.get(id)), content: next } as TreeNode]),
      (next) =>
        db.transaction('rw', db.tree_nodes, () => db.tree_nodes.update(id, { content: next })),
    ];
    for (let day = 0; day < 40; day += 1) {
      texts.push(text);
      await keep(db, id, text, day);
      text = edit(text, day + 1);
      await (writers[day % writers.length] as (next: string) => Promise<unknown>)(text);
      // A save that changes nothing else (a rename) leaves the history as it is.
      await db.tree_nodes.update(id, { name: `Page ${day}` });
    }
    expect(await everyText(db, id)).toEqual(texts);
    db.close();
  }, 30_000);

  it('costs a small part of the page for four months of daily versions', async () => {
    // A 10,000-word page (about 120 KB of HTML).
    const { db, id, start } = await bookWithPage(1200);
    let text = start;
    for (let day = 0; day < 120; day += 1) {
      await keep(db, id, text, day);
      text = edit(text, day + 1);
      await db.tree_nodes.update(id, { content: text });
    }
    const records = await versionsOf(db, id);
    const bytes = records.reduce((sum, r) => sum + JSON.stringify(r).length, 0);
    // 120 versions, each record with its page, time and reason: under a quarter of one copy.
    expect(records).toHaveLength(120);
    expect(records.every((r) => r.form !== 'full')).toBe(true);
    expect(bytes).toBeLessThan(start.length / 4);
    expect((await everyText(db, id)).at(0)).toBe(start);
    db.close();
  }, 60_000);

  it('keeps the newest version whole when the page record is deleted or the table cleared', async () => {
    const { db, id, start } = await bookWithPage();
    await keep(db, id, start, 0);
    const second = edit(start, 1);
    await db.tree_nodes.update(id, { content: second });
    await keep(db, id, second, 1);
    await db.tree_nodes.update(id, { content: edit(second, 2) });
    await db.tree_nodes.delete(id);
    expect((await versionsOf(db, id)).at(-1)?.form).toBe('full');
    expect(await everyText(db, id)).toEqual([start, second]);

    const other = await bookWithPage();
    await keep(other.db, other.id, other.start, 0);
    await other.db.tree_nodes.update(other.id, { content: edit(other.start, 1) });
    await other.db.tree_nodes.clear();
    expect(await everyText(other.db, other.id)).toEqual([other.start]);
    db.close();
    other.db.close();
  });

  it('re-links the versions left when some are deleted, the newest too', async () => {
    const { db, id, start } = await bookWithPage();
    const texts: string[] = [];
    let text = start;
    for (let day = 0; day < 6; day += 1) {
      texts.push(text);
      await keep(db, id, text, day);
      text = edit(text, day + 1);
      await db.tree_nodes.update(id, { content: text });
    }
    const ids = (await versionsOf(db, id)).map((r) => r.id as number);
    await deleteVersions(db, id, new Set([ids[1] as number, ids[5] as number]));
    expect(await everyText(db, id)).toEqual([texts[0], texts[2], texts[3], texts[4]]);
    expect((await versionsOf(db, id)).at(-1)?.form).toBe('page');
    db.close();
  });

  it('refuses to read a version whose page changed behind the database (no wrong text)', async () => {
    const { db, id, start } = await bookWithPage();
    await keep(db, id, start, 0);
    await db.tree_nodes.update(id, { content: edit(start, 1) });
    // The page's text replaced under the history (as a raw IndexedDB write would).
    const [head] = await versionsOf(db, id);
    await db.page_versions.put({ ...(head as NonNullable<typeof head>), baseHash: 'x' });
    const history = await historyOf(db, id);
    expect(() => textAt(history, 0)).toThrow(/no longer fits/);
    db.close();
  });
  it('rebases every page of a change to many pages at once (one read of the heads)', async () => {
    const { db, id } = await bookWithPage(3);
    const first = (await db.tree_nodes.get(id)) as TreeNode;
    // 40 pages, more than the middleware looks up one by one; each keeps its text as a version.
    const pages = Array.from({ length: 40 }, (_, i) => ({
      ...first,
      id: `page-${i + 2}`,
      path: `page-${i + 2}`,
      content: `<p>Page ${i} and the harbour.</p>`,
    }));
    await db.tree_nodes.bulkPut(pages);
    for (const page of pages) await keep(db, page.id, page.content, 1);
    // One write changes them all (as a replace through the book does).
    await db.tree_nodes.bulkPut(
      pages.map((p) => ({ ...p, content: p.content.replace('harbour', 'quay') })),
    );
    for (const page of pages) {
      const history = await historyOf(db, page.id);
      expect(history.pageText).toContain('quay');
      expect(textAt(history, 0)).toBe(page.content);
    }
    // The first page, which had no version, has none still.
    expect(await versionsOf(db, id)).toEqual([]);
  });
});

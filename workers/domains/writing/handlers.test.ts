/** The editor's save: text stored, counts answered, today's words recorded by the save only. */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import type { ContentSaved } from '../../contract/content';

type Api = ReturnType<typeof createApi>;
let api: Api;

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

async function firstPage(): Promise<string> {
  const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
  const page = tree.find((n) => n.type === 'page');
  if (!page) throw new Error('no page');
  return page.id;
}

async function storedToday(): Promise<unknown> {
  const record = (await data(api.fetchOne('book_metrics', 1))) as unknown as {
    metrics: { daily_words_target: { today?: unknown } };
  };
  return record.metrics.daily_words_target.today;
}

beforeEach(async () => {
  api = createApi({ databaseName: freshDbName('writing'), backup: null });
  await data(api.init());
});

describe('saveContent', () => {
  it("answers with the page's and the book's counts; the first save of the day counts in full", async () => {
    const id = await firstPage();
    const before = await data<{ words: number }>(api.bookTotals());
    const first = await data<ContentSaved>(api.saveContent({ kind: 'page', id }, '<p>one</p>'));
    expect(first.content.words).toBe(1);
    const saved = await data<ContentSaved>(
      api.saveContent({ kind: 'page', id }, '<p>one two three four</p>'),
    );
    expect(saved.content.words).toBe(4);
    expect(saved.book.words).toBe(first.book.words + 3);
    // Counted from the total before the day's first save, whatever the page held before.
    expect(saved.book.today).toBe(Math.max(0, saved.book.words - before.words));
    const again = await data<ContentSaved>(
      api.saveContent({ kind: 'page', id }, '<p>one two three four five six</p>'),
    );
    expect(again.book.today).toBe(again.book.words - before.words);
    expect((await data<{ today: number }>(api.bookTotals())).today).toBe(again.book.today);
  });

  it('stores sections and appendices too, and counts them in the book', async () => {
    const preface = await data<ContentSaved>(
      api.saveContent({ kind: 'section', table: 'prologue' }, '<p>a b c</p>'),
    );
    expect(preface.content.words).toBe(3);
    const appendix = (await data(api.addAppendix('Notes'))) as { id: number };
    const saved = await data<ContentSaved>(
      api.saveContent({ kind: 'appendix', id: appendix.id }, '<p>d e</p>'),
    );
    expect(saved.content.words).toBe(2);
    expect(saved.book.words).toBe(preface.book.words + 2);
  });

  it('reading the totals never writes', async () => {
    const todayBefore = await storedToday();
    await data(api.bookTotals());
    await data(api.bookTotals());
    expect(await storedToday()).toEqual(todayBefore);
  });

  it('refuses a page that does not exist, storing nothing', async () => {
    const result = await api.saveContent({ kind: 'page', id: 'nope' }, '<p>lost?</p>');
    expect(result.success).toBe(false);
  });
});

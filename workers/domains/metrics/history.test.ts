/**
 * The writing history kept by the worker (docs/goals.md): filed from each save's delta and from
 * pages deleted or restored, across midnight, right after an import, never written by a read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Api, data, freshApi } from '../../../tests/worker-api';
import type { ContentSaved } from '../../contract/content';
import type { RecordMetrics } from '../../contract/goals';
import type { BookMetrics } from '../../contract/records';
import { keepWorkerOwned } from './handlers';

/** The process environment (Node runs the tests; TZ is read again on each change). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

const metricsOf = async (api: Api) => (await data(api.getBookMetrics())) as BookMetrics;
const history = async (api: Api) =>
  (await metricsOf(api)).record_metrics as unknown as RecordMetrics;

async function firstPage(api: Api): Promise<string> {
  const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
  const page = tree.find((n) => n.type === 'page');
  if (!page) throw new Error('no page');
  return page.id;
}

const words = (n: number, word = 'word') =>
  `<p>${Array.from({ length: n }, () => word).join(' ')}</p>`;
const save = (api: Api, id: string, html: string) =>
  data<ContentSaved>(api.saveContent({ kind: 'page', id }, html));

const zone = env.TZ;
beforeEach(() => {
  env.TZ = 'Europe/Berlin';
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete env.TZ;
  else env.TZ = zone;
});

describe('the writing history', () => {
  it('files each save under its local day and turns over at midnight', async () => {
    const api = await freshApi('history-midnight');
    const id = await firstPage(api);
    vi.setSystemTime(new Date(2025, 5, 1, 23, 59, 0));
    expect((await save(api, id, words(10))).book.today).toBe(10);
    vi.setSystemTime(new Date(2025, 5, 2, 0, 0, 1));
    const after = await save(api, id, words(25));
    expect(after.book.today).toBe(15);
    const r = await history(api);
    expect(r.daily.map((d) => [d.date, d.written, d.total])).toEqual([
      ['2025-06-01', 10, 10],
      ['2025-06-02', 15, 25],
    ]);
    // Sunday 1 June and Monday 2 June: two ISO weeks, one month.
    expect(r.weekly.map((w) => [w.week, w.written])).toEqual([
      ['2025-W22', 10],
      ['2025-W23', 15],
    ]);
    expect(r.monthly).toEqual([{ month: '2025-06', written: 25, net: 25, total: 25 }]);
    const m = await metricsOf(api);
    expect(m.daily_words_target.today).toEqual({ count: 15, date: '2025-06-02' });
    expect(m.daily_words_target.previous).toBe(10);
    expect((await data(api.bookTotals())).today).toBe(15);
  });

  it('the same moment is a different day in another time zone', async () => {
    const api = await freshApi('history-zone');
    const id = await firstPage(api);
    env.TZ = 'America/Los_Angeles';
    vi.setSystemTime(new Date('2025-06-02T05:00:00Z')); // 22:00 on 1 June there
    await save(api, id, words(4));
    expect((await history(api)).daily.map((d) => d.date)).toEqual(['2025-06-01']);
  });

  it('deleting text lowers today but never below zero; net keeps the truth', async () => {
    const api = await freshApi('history-delete-text');
    const id = await firstPage(api);
    vi.setSystemTime(new Date(2025, 5, 2, 10));
    await save(api, id, words(30));
    vi.setSystemTime(new Date(2025, 5, 3, 10));
    expect((await save(api, id, words(5))).book.today).toBe(0);
    const day = (await history(api)).daily.at(-1);
    expect(day).toMatchObject({ date: '2025-06-03', written: 0, net: -25, total: 5 });
  });

  it('a page deleted and restored moves the total and net, not the words written', async () => {
    const api = await freshApi('history-delete-page');
    const id = await firstPage(api);
    vi.setSystemTime(new Date(2025, 5, 2, 10));
    await save(api, id, words(40));
    await data(api.deleteNode(id));
    let day = (await history(api)).daily.at(-1);
    expect(day).toMatchObject({ written: 40, net: 0, total: 0 });
    expect((await data(api.bookTotals())).today).toBe(40);
    await data(api.restoreNode(id));
    day = (await history(api)).daily.at(-1);
    expect(day).toMatchObject({ written: 40, net: 40, total: 40 });
    // Writing after a deletion counts what is written, not what was lost.
    const other = (await data(
      api.createNode({ parentId: null, type: 'page', name: 'Two' }),
    )) as Array<{ id: string; name: string }>;
    const two = other.find((n) => n.name === 'Two')?.id ?? '';
    await data(api.deleteNode(id));
    expect((await save(api, two, words(3))).book.today).toBe(43);
  });

  it('an appendix removed is filed as a change of the total', async () => {
    const api = await freshApi('history-appendix');
    vi.setSystemTime(new Date(2025, 5, 2, 10));
    const appendix = (await data(api.addAppendix('A'))) as { id: number };
    await data(api.saveContent({ kind: 'appendix', id: appendix.id }, words(7)));
    await data(api.markAppendixDeleted(appendix.id));
    expect((await history(api)).daily.at(-1)).toMatchObject({ written: 7, net: 0, total: 0 });
  });

  it('keeps the streak from the daily target as the saves meet it', async () => {
    const api = await freshApi('history-streak');
    const id = await firstPage(api);
    const m = await metricsOf(api);
    await data(
      api.updateBookMetrics({
        ...m,
        daily_words_target: { ...m.daily_words_target, value: 5, is_active: true },
      }),
    );
    vi.setSystemTime(new Date(2025, 5, 1, 9));
    await save(api, id, words(5));
    vi.setSystemTime(new Date(2025, 5, 2, 9));
    await save(api, id, words(12));
    expect((await metricsOf(api)).writing_streak_days).toBe(2);
    vi.setSystemTime(new Date(2025, 5, 4, 9)); // a day missed
    await save(api, id, words(14));
    expect((await metricsOf(api)).writing_streak_days).toBe(0);
  });

  it('reading never writes, and a screen cannot write the history back', async () => {
    const api = await freshApi('history-read');
    const id = await firstPage(api);
    const stale = await metricsOf(api);
    vi.setSystemTime(new Date(2025, 5, 2, 10));
    await save(api, id, words(6));
    const before = await history(api);
    await data(api.bookTotals());
    await data(api.getBookMetrics());
    expect(await history(api)).toEqual(before);
    await data(
      api.updateBookMetrics({
        ...stale,
        completion_date_target: { date: '2025-12-31', is_active: true },
      }),
    );
    const after = await metricsOf(api);
    expect(after.record_metrics).toEqual(before);
    expect(after.completion_date_target).toEqual({ date: '2025-12-31', is_active: true });
  });

  it('refuses a completion date that is not a date and word targets below 1', async () => {
    const api = await freshApi('history-settings');
    const m = await metricsOf(api);
    await data(
      api.updateBookMetrics({
        ...m,
        completion_date_target: { date: '2025-02-30', is_active: true },
        total_words_target: { value: -4, is_active: true },
      }),
    );
    const after = await metricsOf(api);
    expect(after.completion_date_target.date).toBeNull();
    expect(after.total_words_target.value).toBe(1000);
  });

  it("an import brings the file's history and counts none of its words as written", async () => {
    const api = await freshApi('history-export');
    const id = await firstPage(api);
    vi.setSystemTime(new Date(2025, 5, 2, 10));
    await save(api, id, words(9));
    const exported = await history(api);
    const file = await data(api.exportDatabase());
    const other = await freshApi('history-import');
    await data(other.importBook(file.json, { clear: true }));
    expect(await history(other)).toEqual(exported);
    vi.setSystemTime(new Date(2025, 5, 3, 10));
    const page = await firstPage(other);
    expect((await save(other, page, words(11))).book.today).toBe(2);
  });

  it("takes over today's count from a book an older version wrote today", async () => {
    const api = await freshApi('history-legacy');
    const id = await firstPage(api);
    vi.setSystemTime(new Date(2025, 5, 2, 10));
    await save(api, id, words(20));
    await data(
      api.update('book_metrics', 1, {
        'metrics.record_metrics': { daily: [], weekly: [], monthly: [] },
        'metrics.daily_words_target.today': { date: '2025-06-02', count: 20, baseline: 0 },
      }),
    );
    expect((await data(api.bookTotals())).today).toBe(20);
    expect((await save(api, id, words(23))).book.today).toBe(23);
  });
});

describe('keepWorkerOwned', () => {
  it("keeps the stored history, today's count and streak over a screen's copy", () => {
    const stored = {
      daily_words_target: {
        value: 1,
        is_active: false,
        today: { count: 9, date: 'x' },
        previous: 3,
      },
      writing_streak_days: 4,
      record_metrics: { daily: [{ date: '2025-06-02' }], weekly: [], monthly: [] },
    } as unknown as BookMetrics;
    const next = {
      daily_words_target: {
        value: 50,
        is_active: true,
        today: { count: 0, date: null },
        previous: 0,
      },
      writing_streak_days: 1,
      record_metrics: { daily: [], weekly: [], monthly: [] },
    } as unknown as BookMetrics;
    const kept = keepWorkerOwned(next, stored);
    expect(kept.daily_words_target).toEqual({
      value: 50,
      is_active: true,
      today: { count: 9, date: 'x' },
      previous: 3,
    });
    expect(kept.writing_streak_days).toBe(4);
    expect(kept.record_metrics).toBe(stored.record_metrics);
  });
});

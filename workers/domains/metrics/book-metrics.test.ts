/** The UI reads and writes the book's metrics through domain methods, not table names. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

describe('book metrics, notes and legacy chapters by domain method', () => {
  it('reads the metrics, saves a change and tells the UI', async () => {
    const api = createApi({ databaseName: freshDbName('metrics-api'), backup: null });
    await data(api.init());
    const events: string[] = [];
    await data(
      api.subscribe((event) => {
        if (event.kind === 'table-changed') events.push(event.table);
      }),
    );
    const metrics = await data(api.getBookMetrics());
    expect(metrics?.total_words_target).toEqual({ value: 1000, is_active: false });
    if (!metrics) throw new Error('no metrics');
    await data(
      api.updateBookMetrics({ ...metrics, total_words_target: { value: 80000, is_active: true } }),
    );
    expect((await data(api.getBookMetrics()))?.total_words_target).toEqual({
      value: 80000,
      is_active: true,
    });
    expect(events).toContain('book_metrics');
  });

  it("a screen's older copy of the metrics never writes back over today's count", async () => {
    const api = createApi({ databaseName: freshDbName('metrics-stale'), backup: null });
    await data(api.init());
    const stale = await data(api.getBookMetrics());
    if (!stale) throw new Error('no metrics');
    const saved = await data(
      api.saveContent({ kind: 'section', table: 'prologue' }, '<p>one two three four</p>'),
    );
    expect(saved.book.today).toBe(4);
    // The Tools panel changes the widget from the copy it read before the save.
    await data(
      api.updateBookMetrics({
        ...stale,
        metrics_widgets: {
          ...stale.metrics_widgets,
          words_count: { ...stale.metrics_widgets.words_count, daily: true },
        },
      }),
    );
    const after = await data(api.getBookMetrics());
    expect(after?.metrics_widgets.words_count.daily).toBe(true);
    expect(after?.daily_words_target.today.count).toBe(4);
    expect((await data(api.bookTotals())).today).toBe(4);
  });

  it('lists the notes in order and gives a legacy chapter or null', async () => {
    const api = createApi({ databaseName: freshDbName('notes-api'), backup: null });
    await data(api.init());
    await data(api.add('notes', { title: 'Second', position_in_list: 2, content: '' }));
    await data(api.add('notes', { title: 'First', position_in_list: 1, content: '' }));
    expect((await data(api.listNotes())).map((n) => n.title)).toEqual(['First', 'Second']);
    expect(await data(api.getChapter(4242))).toBeNull();
    const id = (await data(
      api.add('chapters', { title: 'Old one', content: '<p>x</p>' }),
    )) as number;
    expect(await data(api.getChapter(id))).toMatchObject({ title: 'Old one' });
  });
});

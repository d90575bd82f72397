/** Unit tests for the form draft saver: debounce, max-wait, flush, stored values, failures. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftSaver, type SaveStatus } from './draft-saver';

interface Rec {
  title: string;
  author: string;
  toc: boolean;
}

const strip = (s: string) => s.replace(/<[^>]*>/g, '');

function setup(initial: Rec = { title: 'T', author: '', toc: false }, maxWait?: number) {
  let stored = { ...initial };
  const calls: Array<Partial<Rec>> = [];
  const drafts: Rec[] = [];
  const statuses: SaveStatus[] = [];
  let fail = false;
  const saver = new DraftSaver<Rec>({
    delay: 400,
    ...(maxWait === undefined ? {} : { maxWait }),
    save: async (changes) => {
      calls.push(changes);
      if (fail) throw new Error('disk full');
      const clean = { ...changes };
      if (typeof clean.author === 'string') clean.author = strip(clean.author);
      stored = { ...stored, ...clean };
      return stored;
    },
    onDraft: (d) => drafts.push(d),
    onStatus: (s) => statuses.push(s),
  });
  saver.receive(initial);
  return {
    saver,
    calls,
    drafts,
    statuses,
    failNext: () => {
      fail = true;
    },
    succeed: () => {
      fail = false;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DraftSaver', () => {
  it('updates the draft at once and saves once after the debounce', async () => {
    const { saver, calls } = setup();
    saver.change({ title: 'A' });
    saver.change({ title: 'Ab' });
    expect(saver.current?.title).toBe('Ab');
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ title: 'Ab' }]);
  });

  it('flushes a waiting change at once (blur) and not again after the debounce', async () => {
    const { saver, calls } = setup();
    saver.change({ title: 'Now' });
    await saver.flush();
    expect(calls).toEqual([{ title: 'Now' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(saver.busy).toBe(false);
  });

  it('saves immediate changes without waiting', async () => {
    const { saver, calls } = setup();
    saver.change({ toc: true }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ toc: true }]);
  });

  it('shows the stored value after the save (markup removed)', async () => {
    const { saver } = setup();
    saver.change({ author: '<b>Jane</b> Doe' });
    await saver.flush();
    expect(saver.current?.author).toBe('Jane Doe');
  });

  it('keeps what the author typed while a save was on its way', async () => {
    const { saver } = setup();
    saver.change({ author: '<b>Jane</b>' });
    const saving = saver.flush();
    saver.change({ author: '<b>Jane</b> D' });
    await saving;
    expect(saver.current?.author).toBe('<b>Jane</b> D');
  });

  it('takes re-read records but keeps fields with unsent edits', () => {
    const { saver } = setup();
    saver.change({ title: 'Mine' });
    saver.receive({ title: 'Theirs', author: 'Other', toc: true });
    expect(saver.current).toEqual({ title: 'Mine', author: 'Other', toc: true });
  });

  it('reports saving, saved and errors', async () => {
    const { saver, statuses, failNext } = setup();
    saver.change({ title: 'A' });
    await saver.flush();
    expect(statuses).toEqual(['saving', 'saved']);
    failNext();
    saver.change({ title: 'B' });
    await saver.flush();
    expect(statuses.at(-1)).toBe('failed');
    expect(saver.current?.title).toBe('B');
  });

  it('saves within the longest wait while the author keeps typing', async () => {
    const { saver, calls } = setup();
    for (let i = 1; i <= 8; i += 1) {
      saver.change({ title: 'x'.repeat(i) });
      await vi.advanceTimersByTimeAsync(200);
    }
    // 1.6 s of typing with no 400 ms pause: saved after 1 s, not only once it stops.
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]?.title).toBe('xxxxx');
  });

  it('journals every change synchronously and forgets it once stored', async () => {
    const journal = new Map<string, unknown>();
    const saver = new DraftSaver<Rec>({
      delay: 400,
      save: async (changes) => ({ title: '', author: '', toc: false, ...changes }),
      onDraft: () => undefined,
      onStatus: () => undefined,
      journal: {
        write: (field, value) => journal.set(field, value),
        settle: (field, value) => {
          if (journal.get(field) === value) journal.delete(field);
        },
      },
    });
    saver.receive({ title: '', author: '', toc: false });
    saver.change({ author: 'Ann' });
    expect(journal.get('author')).toBe('Ann');
    await saver.flush();
    expect(journal.has('author')).toBe(false);
  });

  it('keeps saving every max-wait, not only after a pause, for as long as the typing lasts', async () => {
    const { saver, calls } = setup(undefined, 1000);
    for (let i = 1; i <= 25; i += 1) {
      saver.change({ title: 'y'.repeat(i) });
      await vi.advanceTimersByTimeAsync(100);
    }
    // 2.5 s without a pause: a save at 1 s and at 2 s, each with what was typed by then.
    expect(calls.map((c) => c.title?.length)).toEqual([10, 20]);
  });

  it('says saving from the first unsent change, and saved once it is stored', async () => {
    const { saver, statuses } = setup();
    saver.change({ title: 'A' });
    expect(statuses).toEqual(['saving']);
    await vi.advanceTimersByTimeAsync(400);
    expect(statuses).toEqual(['saving', 'saved']);
  });

  it('sends every waiting field in one save', async () => {
    const { saver, calls } = setup();
    saver.change({ title: 'New' });
    saver.change({ author: 'Ann' });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toEqual([{ title: 'New', author: 'Ann' }]);
  });

  it('keeps a failed change and sends it with the next save', async () => {
    const { saver, calls, statuses, failNext, succeed } = setup();
    failNext();
    saver.change({ title: 'Kept' });
    await saver.flush();
    expect(statuses.at(-1)).toBe('failed');
    expect(saver.busy).toBe(true);
    succeed();
    saver.change({ author: 'Ann' });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.at(-1)).toEqual({ title: 'Kept', author: 'Ann' });
    expect(statuses.at(-1)).toBe('saved');
    expect(saver.busy).toBe(false);
  });

  it('reads and writes nested records through a shape', async () => {
    interface Nested {
      tags: string[];
      fields: Record<string, string>;
    }
    const sent: Array<Record<string, unknown>> = [];
    const saver = new DraftSaver<Nested, Record<string, unknown>>({
      initial: { tags: [], fields: { name: 'A' } },
      shape: {
        get: (d, key) => (key === '__tags' ? d.tags : d.fields[key]),
        set: (d, key, value) =>
          key === '__tags'
            ? { ...d, tags: value as string[] }
            : { ...d, fields: { ...d.fields, [key]: String(value) } },
      },
      save: async (changes) => {
        sent.push(changes);
        return { tags: ['x'], fields: { name: 'stored' } };
      },
      onDraft: () => undefined,
      onStatus: () => undefined,
    });
    saver.change({ name: 'Typed', __tags: ['x'] }, true);
    expect(saver.current).toEqual({ tags: ['x'], fields: { name: 'Typed' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ name: 'Typed', __tags: ['x'] }]);
    expect(saver.current?.fields.name).toBe('stored');
  });
});

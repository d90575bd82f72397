/** Unit tests for the debounced, field-by-field record saver. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftSaver, type SaveStatus } from './draft-saver';

interface Rec {
  title: string;
  author: string;
  toc: boolean;
}

const strip = (s: string) => s.replace(/<[^>]*>/g, '');

function setup(initial: Rec = { title: 'T', author: '', toc: false }) {
  let stored = { ...initial };
  const calls: Array<Partial<Rec>> = [];
  const drafts: Rec[] = [];
  const statuses: SaveStatus[] = [];
  let fail = false;
  const saver = new DraftSaver<Rec>({
    delay: 400,
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
    saver.change('title', 'A');
    saver.change('title', 'Ab');
    expect(saver.current?.title).toBe('Ab');
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ title: 'Ab' }]);
  });

  it('flushes a waiting change at once (blur) and not again after the debounce', async () => {
    const { saver, calls } = setup();
    saver.change('title', 'Now');
    await saver.flush('title');
    expect(calls).toEqual([{ title: 'Now' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(saver.busy).toBe(false);
  });

  it('saves immediate changes without waiting', async () => {
    const { saver, calls } = setup();
    saver.change('toc', true, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ toc: true }]);
  });

  it('shows the stored value after the save (markup removed)', async () => {
    const { saver } = setup();
    saver.change('author', '<b>Jane</b> Doe');
    await saver.flush();
    expect(saver.current?.author).toBe('Jane Doe');
  });

  it('keeps what the author typed while a save was on its way', async () => {
    const { saver } = setup();
    saver.change('author', '<b>Jane</b>');
    const saving = saver.flush();
    saver.change('author', '<b>Jane</b> D');
    await saving;
    expect(saver.current?.author).toBe('<b>Jane</b> D');
  });

  it('takes re-read records but keeps fields with unsent edits', () => {
    const { saver } = setup();
    saver.change('title', 'Mine');
    saver.receive({ title: 'Theirs', author: 'Other', toc: true });
    expect(saver.current).toEqual({ title: 'Mine', author: 'Other', toc: true });
  });

  it('reports saving, saved and errors', async () => {
    const { saver, statuses, failNext } = setup();
    saver.change('title', 'A');
    await saver.flush();
    expect(statuses).toEqual(['saving', 'saved']);
    failNext();
    saver.change('title', 'B');
    await saver.flush();
    expect(statuses.at(-1)).toBe('error');
    expect(saver.current?.title).toBe('B');
  });

  it('saves within the longest wait while the author keeps typing', async () => {
    const { saver, calls } = setup();
    for (let i = 1; i <= 8; i += 1) {
      saver.change('title', 'x'.repeat(i));
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
    saver.change('author', 'Ann');
    expect(journal.get('author')).toBe('Ann');
    await saver.flush();
    expect(journal.has('author')).toBe(false);
  });
});

// @vitest-environment jsdom
/** The forms' journal: what a crash leaves unsaved is stored at the next start, into its book only. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingDrafts, setJournalDocument } from './draft-journal';
import { DraftSaver } from './draft-saver';
import { formJournal } from './form-journal';

interface Card {
  title: string;
  picture: string;
}

const stored: Array<[number, Record<string, unknown>]> = [];
let failure: unknown = null;
const CARDS = formJournal<number>({
  prefix: 'card',
  format: (id) => String(id),
  parse: (rest) => (/^\d+$/.test(rest) ? Number(rest) : null),
  store: async (id, fields) => {
    if (failure) throw failure;
    stored.push([id, fields]);
  },
  unjournaled: (field) => field === 'picture',
});

/** A form of card `id` whose saves never return: the tab is killed before they do. */
function formBeforeACrash(id: number) {
  return new DraftSaver<Card>({
    initial: { title: '', picture: '' },
    save: () => new Promise<Card>(() => undefined),
    journal: CARDS.journal(id),
    onDraft: () => undefined,
    onStatus: () => undefined,
  });
}

beforeEach(() => {
  localStorage.clear();
  stored.length = 0;
  failure = null;
  vi.useFakeTimers();
  setJournalDocument('book-a');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('form journal', () => {
  it('stores at the next start what was typed before a crash, then forgets it', async () => {
    const form = formBeforeACrash(7);
    form.change({ title: 'Typed' });
    form.change({ title: 'Typed on' });
    // The tab dies here: no save, no unmount. The next start replays the journal.
    expect(await CARDS.replay('book-a')).toBe(1);
    expect(stored).toEqual([[7, { title: 'Typed on' }]]);
    expect(pendingDrafts()).toEqual([]);
    expect(await CARDS.replay('book-a')).toBe(0);
  });

  it('keeps an unsent change even when its save was already on its way', async () => {
    const form = formBeforeACrash(3);
    form.change({ title: 'Sent' }, true);
    expect(await CARDS.replay('book-a')).toBe(1);
    expect(stored).toEqual([[3, { title: 'Sent' }]]);
  });

  it('forgets a change once the worker stored it', async () => {
    const form = new DraftSaver<Card>({
      initial: { title: '', picture: '' },
      save: async (changes) => ({ title: '', picture: '', ...changes }),
      journal: CARDS.journal(7),
      onDraft: () => undefined,
      onStatus: () => undefined,
    });
    form.change({ title: 'Stored' });
    expect(pendingDrafts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(pendingDrafts()).toEqual([]);
  });

  it('does not journal the fields its kind leaves out', () => {
    formBeforeACrash(7).change({ picture: 'p.png' }, true);
    expect(pendingDrafts()).toEqual([]);
  });

  it("drops another book's drafts instead of storing them in this one", async () => {
    formBeforeACrash(7).change({ title: 'Of book A' });
    expect(await CARDS.replay('book-b')).toBe(0);
    expect(stored).toEqual([]);
    expect(pendingDrafts()).toEqual([]);
  });

  it('keeps a draft whose store failed, and drops one whose record is gone', async () => {
    formBeforeACrash(7).change({ title: 'Later' });
    failure = new Error('worker gone');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await CARDS.replay('book-a')).toBe(0);
    expect(pendingDrafts().map((d) => d.target)).toEqual(['card:7']);
    failure = { code: 'record_not_found' };
    expect(await CARDS.replay('book-a')).toBe(0);
    expect(pendingDrafts()).toEqual([]);
  });

  it("leaves other kinds' drafts alone", async () => {
    formBeforeACrash(7).change({ title: 'Mine' });
    localStorage.setItem(
      'story-builder:draft:note:2',
      JSON.stringify({ target: 'note:2', fields: { title: 'x' }, doc: 'book-a', at: 1 }),
    );
    expect(await CARDS.replay('book-a')).toBe(1);
    expect(pendingDrafts().map((d) => d.target)).toEqual(['note:2']);
  });
});

// @vitest-environment jsdom
/** Saving page content: journal, failures shown and retried, no stale draft left behind. */
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { fail, ok } from '../../workers/contract/result';
import { fakeMetrics, fakeTreeNode } from '../testing/fake-records';
import { fakeWorkerApi } from '../testing/fake-worker-api';

const worker = {
  fail: false,
  stored: [] as string[],
  release: null as null | (() => void),
  hold: false,
  /** The page's text before any save of this run. */
  loaded: '',
};

const api = fakeWorkerApi({
  fetchNode: async () =>
    ok(fakeTreeNode({ id: 'p1', content: worker.stored.at(-1) ?? worker.loaded })),
  saveContent: async (_target, html) => {
    if (worker.hold) await new Promise<void>((resolve) => (worker.release = resolve));
    // A full disk, as the worker answers it: IndexedDB's QuotaExceededError, code `unknown`.
    if (worker.fail) return fail({ name: 'QuotaExceededError', message: 'the disk is full' });
    worker.stored.push(html);
    const words = html.split(' ').length;
    return ok({
      content: fakeMetrics({ words }),
      book: { words: words + 100, characters: 0, charactersNoSpaces: 0, today: words },
    });
  },
});
vi.mock('../worker-client/client', () => ({ workerApi: () => api }));
vi.mock('./page-loads', () => ({ forgetPageRead: () => undefined }));

const {
  contentSaveProblem,
  isOwnContentSave,
  noteStoredContent,
  replayPendingDrafts,
  retryFailedSaves,
  saveContent,
  whenContentStored,
} = await import('./content-saver');
const { pendingDrafts } = await import('./draft-journal');
const { appStore } = await import('../state/jotai');
const { bookCountsAtom } = await import('./book-counts');

const page = { kind: 'page' as const, id: 'p1' };

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
});
beforeEach(() => {
  localStorage.clear();
  Object.assign(worker, { fail: false, stored: [], hold: false, release: null, loaded: '' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('saveContent', () => {
  it('stores, returns the words, shows the book counts it answered with, and leaves no draft', async () => {
    expect(await saveContent(page, '<p>one two</p>')).toEqual({ words: 2 });
    expect(appStore.get(bookCountsAtom)).toMatchObject({ words: 102, today: 2 });
    expect(pendingDrafts()).toEqual([]);
  });

  it('returns the words of a section and of an appendix too (their live count kept up)', async () => {
    expect(await saveContent({ kind: 'section', table: 'prologue' }, '<p>a b c</p>')).toEqual({
      words: 3,
    });
    expect(await saveContent({ kind: 'appendix', id: 1 }, '<p>a b c d</p>')).toEqual({
      words: 4,
    });
  });

  it('keeps a refused change in the journal, shows why, and stores it on retry', async () => {
    worker.fail = true;
    expect(await saveContent(page, '<p>kept safe</p>')).toBe(false);
    // The author's language, from the error's code (`unknown` shows the catalogue's English).
    expect(contentSaveProblem()).toBe('Unknown database error');
    expect(pendingDrafts().map((d) => d.html)).toEqual(['<p>kept safe</p>']);
    worker.fail = false;
    await retryFailedSaves();
    expect(worker.stored).toContain('<p>kept safe</p>');
    expect(contentSaveProblem()).toBeNull();
    expect(pendingDrafts()).toEqual([]);
  });

  it('journals a long page only when the page goes away while it is on its way', async () => {
    const long = `<p>${'word '.repeat(5000)}</p>`;
    worker.hold = true;
    const saving = saveContent(page, long);
    expect(pendingDrafts()).toEqual([]); // not written on every save: too slow to type with
    window.dispatchEvent(new Event('pagehide'));
    expect(pendingDrafts().map((d) => d.html)).toEqual([long]);
    worker.release?.();
    await saving;
    expect(pendingDrafts()).toEqual([]); // stored: the draft is gone
  });

  it('never stores a refused older change over a newer one', async () => {
    worker.fail = true;
    await saveContent(page, '<p>older</p>');
    worker.fail = false;
    worker.hold = true;
    const newer = saveContent(page, '<p>newer</p>');
    await retryFailedSaves(); // the newer change is on its way: the older one is not sent
    worker.release?.();
    await newer;
    expect(worker.stored).toEqual(['<p>newer</p>']);
    expect(contentSaveProblem()).toBeNull();
  });

  it('recognises the echo of its own save while it is on its way, and nothing else', async () => {
    worker.hold = true;
    const saving = saveContent(page, '<p>typing</p>');
    expect(isOwnContentSave('tree_nodes', ['p1'])).toBe(true);
    expect(isOwnContentSave('tree_nodes', ['p1', 'p2'])).toBe(false); // a tree operation
    expect(isOwnContentSave('app_settings', [1])).toBe(false);
    worker.release?.();
    await saving;
    expect(isOwnContentSave('tree_nodes', ['p1'])).toBe(false);
  });

  it('lets a file save wait until every change sent so far is stored', async () => {
    worker.hold = true;
    void saveContent(page, '<p>last keystrokes</p>');
    let waited = false;
    const done = whenContentStored().then(() => {
      waited = true;
    });
    await Promise.resolve();
    expect(waited).toBe(false);
    worker.release?.();
    await done;
    expect(worker.stored).toEqual(['<p>last keystrokes</p>']);
  });
});

describe('replaying the journal after a crash (issue 23, item 10)', () => {
  /** What localStorage held at one moment: Chromium may bring back such an older copy. */
  const snapshot = () => ({ ...localStorage });
  const restore = (copy: Record<string, string>) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(copy)) localStorage.setItem(k, v);
  };
  const saveHeld = async (html: string) => {
    worker.hold = true;
    const saving = saveContent(page, html);
    await vi.waitFor(() => expect(worker.release).not.toBeNull());
    const copy = snapshot();
    worker.hold = false;
    worker.release?.();
    worker.release = null;
    await saving;
    return copy;
  };

  it('never stores a draft older than the text the book holds', async () => {
    await saveContent(page, '<p>one</p>');
    // The kill came after later saves, but localStorage came back as it was mid-save of "two".
    const stale = await saveHeld('<p>one two</p>');
    await saveContent(page, '<p>one two three four five</p>');
    restore(stale);
    expect(pendingDrafts()).toHaveLength(1);
    await replayPendingDrafts('');
    expect(worker.stored.at(-1)).toBe('<p>one two three four five</p>');
    expect(pendingDrafts()).toEqual([]);
  });

  it('never stores the first draft of a visit over the later text', async () => {
    worker.loaded = '<p>loaded</p>';
    noteStoredContent(page, worker.loaded);
    const stale = await saveHeld('<p>loaded one</p>');
    await saveContent(page, '<p>loaded one two three</p>');
    restore(stale);
    await replayPendingDrafts('');
    expect(worker.stored.at(-1)).toBe('<p>loaded one two three</p>');
  });

  it('stores a draft the database never got, over the older text it replaces', async () => {
    await saveContent(page, '<p>one</p>');
    worker.fail = true;
    await saveContent(page, '<p>one two</p>');
    const journal = snapshot();
    worker.fail = false;
    restore(journal); // the tab was killed before the retry
    expect(await replayPendingDrafts('')).toBe(1);
    expect(worker.stored.at(-1)).toBe('<p>one two</p>');
  });

  it('stores a draft whose store was on its way when the tab went away', async () => {
    await saveContent(page, '<p>one</p>');
    worker.hold = true;
    void saveContent(page, '<p>one two</p>');
    await vi.waitFor(() => expect(worker.release).not.toBeNull());
    const journal = snapshot(); // the worker never answered: the tab was killed
    worker.hold = false;
    restore(journal);
    // The held store never happened in this story: the worker still holds "one".
    worker.stored = ['<p>one</p>'];
    expect(await replayPendingDrafts('')).toBe(1);
    expect(worker.stored.at(-1)).toBe('<p>one two</p>');
    worker.release?.();
  });
});

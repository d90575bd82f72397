// @vitest-environment jsdom
/**
 * What a typing pause costs (issue 13): the editor's save answers with the page's and the book's
 * counts, and its echo makes no screen re-read — one worker call per pause. A change made any
 * other way re-reads only the views that name the changed tables.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOK_METRICS } from '../../workers/contract/constants';
import type { ChangeEvent } from '../../workers/contract/events';
import { ok } from '../../workers/contract/result';
import { fakeFrontmatter, fakeMetrics, fakeSettings } from '../testing/fake-records';
import { fakeChangeEvents, fakeWorkerApi } from '../testing/fake-worker-api';
import { mountTestRoot, type TestRoot } from '../testing/react-test-root';

const worker = { calls: [] as string[] };
const changes = fakeChangeEvents();

const api = fakeWorkerApi(
  {
    saveContent: async (target, html) => {
      // The worker announces the change before it answers (as DbSession.changed does).
      changes.emit({
        kind: 'table-changed',
        table: 'tree_nodes',
        ids: 'id' in target ? [target.id] : [],
      });
      const words = html.split(' ').length;
      return ok({
        content: fakeMetrics({ words }),
        book: { words: 100 + words, characters: 0, charactersNoSpaces: 0, today: words },
      });
    },
    getSettings: async () => ok(fakeSettings({ font_size: 22 })),
    bookTotals: async () => ok({ words: 100, characters: 0, charactersNoSpaces: 0, today: 0 }),
    getBookMetrics: async () => ok(structuredClone(DEFAULT_BOOK_METRICS)),
    fetchTree: async () => ok([]),
    notesByPage: async () => ok([]),
    getFrontmatter: async () => ok(fakeFrontmatter({ title: 'A Book' })),
  },
  { onCall: (method) => worker.calls.push(method) },
);

vi.mock('./client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./client')>()),
  workerApi: () => api,
  subscribeToChanges: (listener: (event: ChangeEvent) => void) =>
    changes.subscribeToChanges(listener),
}));
vi.mock('../session/page-loads', () => ({ forgetPageRead: () => undefined }));

const { appStore } = await import('../state/jotai');
const { bookReadyAtom, startChangeFeed } = await import('./change-feed');
const { useWorkerQuery } = await import('./useWorkerQuery');
const { workerApi } = await import('./client');
const { useAppSettingsSync } = await import('../session/app-settings');
const { useBookMetricsSync } = await import('../session/book-metrics');
const { saveContent } = await import('../session/content-saver');
const { bookCountsAtom } = await import('../session/book-counts');

/** The views open beside a page: settings, counts and targets, the tree, the page's notes. */
function Screens() {
  useAppSettingsSync();
  useBookMetricsSync();
  useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  useWorkerQuery(() => workerApi().notesByPage('p1'), ['p1'], ['notes']);
  useWorkerQuery(() => workerApi().getFrontmatter(), [], ['frontmatter']);
  return null;
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

let view: TestRoot;
let stopFeed: () => void;

beforeEach(async () => {
  worker.calls = [];
  stopFeed = await startChangeFeed();
  appStore.set(bookReadyAtom, true);
  view = mountTestRoot();
  await view.render(<Screens />);
  await settle();
  worker.calls = [];
});

afterEach(async () => {
  view.unmount();
  stopFeed();
  appStore.set(bookReadyAtom, false);
});

describe('a typing pause', () => {
  it('costs one worker call: the save, whose answer carries the counts', async () => {
    await act(async () => {
      await saveContent({ kind: 'page', id: 'p1' }, '<p>the storm broke at dawn</p>');
    });
    await settle();
    expect(worker.calls).toEqual(['saveContent']);
    expect(appStore.get(bookCountsAtom)).toMatchObject({ words: 105, today: 5 });
  });

  it('a change made elsewhere re-reads only the views that show that table', async () => {
    await act(async () => {
      changes.emit({ kind: 'table-changed', table: 'tree_nodes', ids: ['p2'] });
    });
    await settle();
    expect([...worker.calls].sort()).toEqual(['bookTotals', 'fetchTree']);
    worker.calls = [];
    await act(async () => {
      changes.emit({ kind: 'table-changed', table: 'app_settings', ids: [1] });
    });
    await settle();
    expect(worker.calls).toEqual(['getSettings']);
  });
});

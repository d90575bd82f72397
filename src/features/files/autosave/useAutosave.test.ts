// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerApi } from '../../../../workers/api';
import type { ChangeEvent } from '../../../../workers/contract/events';
import { ok } from '../../../../workers/contract/result';
import { createStore, Provider } from '../../../state/jotai';
import { fakeFrontmatter, fakeSettings } from '../../../testing/fake-records';
import { fakeChangeEvents, fakeWorkerApi } from '../../../testing/fake-worker-api';
import { mountTestRoot, type TestRoot } from '../../../testing/react-test-root';
import { startChangeFeed } from '../../../worker-client/change-feed';
import { autosaveStatusAtom } from './autosave-atoms';
import { type AutosaveControls, type UseAutosaveOptions, useAutosave } from './useAutosave';

const worker = {
  settings: fakeSettings({ various: { autosave: true, theme_extra: 1 } }),
  updateSettings: [] as Parameters<WorkerApi['updateSettings']>[0][],
  saves: [] as unknown[],
};

const api = fakeWorkerApi({
  getSettings: async () => ok(worker.settings),
  updateSettings: async (changes) => {
    worker.updateSettings.push(changes);
    return ok(worker.settings);
  },
  getFrontmatter: async () => ok(fakeFrontmatter({ title: 'My Book', author: 'Jane' })),
  autosaveBook: async () => {
    worker.saves.push('save');
    return ok({
      kind: 'saved',
      target: 'file',
      fileName: 'b.json',
      at: new Date().toISOString(),
    });
  },
});
const changes = fakeChangeEvents();

vi.mock('../../../worker-client/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../worker-client/client')>()),
  workerApi: () => api,
  subscribeToChanges: (listener: (event: ChangeEvent) => void) =>
    changes.subscribeToChanges(listener),
}));

let view: TestRoot;
let stopFeed: () => void;
let controls: AutosaveControls | null;
const store = createStore();
const options: UseAutosaveOptions = { onOutcome: vi.fn() };

function Probe() {
  controls = useAutosave(options);
  return null;
}

beforeEach(async () => {
  vi.useFakeTimers();
  // The book's change feed (started by the app once the book is open) brings the events.
  stopFeed = await startChangeFeed();
  view = mountTestRoot();
  await act(async () => {
    view.root.render(createElement(Provider, { store }, createElement(Probe)));
    await vi.advanceTimersByTimeAsync(0);
  });
});

afterEach(() => {
  view.unmount();
  stopFeed();
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('loads the stored setting into the status atom and saves 2 s after a worker change', async () => {
    expect(store.get(autosaveStatusAtom)).toMatchObject({ enabled: true, interval: 5 });
    await act(async () => {
      changes.emit({ kind: 'table-changed', table: 'documents', ids: [1] });
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(worker.saves).toHaveLength(0); // bookkeeping is not an edit
    await act(async () => {
      changes.emit({ kind: 'table-changed', table: 'tree_nodes', ids: [3] });
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(worker.saves).toHaveLength(1);
    expect(options.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ target: 'file' }));
    expect(store.get(autosaveStatusAtom).lastSaveTime).not.toBeNull();
  });

  it('persists a toggle into various.autosave and stops listening when unmounted', async () => {
    await act(async () => {
      await controls?.toggle();
    });
    expect(worker.updateSettings.at(-1)).toEqual({
      various: { autosave: { enabled: false, interval: 5 }, theme_extra: 1 },
    });
    expect(store.get(autosaveStatusAtom).enabled).toBe(false);
    await act(async () => {
      await controls?.toggle();
    });
    expect(store.get(autosaveStatusAtom).enabled).toBe(true);
    view.unmount();
    // Unmounted: an edit reaching the feed no longer schedules a save.
    const saves = worker.saves.length;
    await act(async () => {
      changes.emit({ kind: 'table-changed', table: 'tree_nodes', ids: [3] });
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(worker.saves).toHaveLength(saves);
  });
});

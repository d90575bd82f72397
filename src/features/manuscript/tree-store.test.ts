/** The shared tree store: full read first, then only changed nodes, merges in between. */
import { describe, expect, it, vi } from 'vitest';
import type { WorkerApi } from '../../../workers/api';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { ok, type Result } from '../../../workers/contract/result';
import { fakeTreeNodeSummary } from '../../testing/fake-records';
import { fakeWorkerApi } from '../../testing/fake-worker-api';
import { TreeStore } from './tree-store';

vi.mock('../../worker-client/client', () => ({ workerApi: () => fakeWorkerApi({}) }));

const node = (id: string, position: number, name = id): TreeNodeSummary =>
  fakeTreeNodeSummary({ id, name, position_in_list: position });

function fakeWorker(initial: TreeNodeSummary[]) {
  const db = new Map(initial.map((n) => [n.id, n]));
  const api = {
    fetchTree: vi.fn<WorkerApi['fetchTree']>(async () => ok([...db.values()])),
    fetchTreeNodes: vi.fn<WorkerApi['fetchTreeNodes']>(async (ids) =>
      ok(ids.flatMap((id) => (db.has(id) ? [db.get(id) as TreeNodeSummary] : []))),
    ),
  };
  return { db, api, fake: fakeWorkerApi(api) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TreeStore', () => {
  it('reads the whole tree for the first view, then only what changed', async () => {
    const { db, api, fake } = fakeWorker([node('a', 1), node('b', 2)]);
    const store = new TreeStore(() => fake);
    const seen = vi.fn();
    const stop = store.subscribe(seen);
    await settle();
    expect(store.getSnapshot().nodes?.map((n) => n.id)).toEqual(['a', 'b']);
    const before = store.getSnapshot().nodes;

    db.set('b', node('b', 2, 'Bee'));
    db.set('c', node('c', 3));
    db.delete('a');
    store.changed({ seq: 1, ids: ['a', 'b', 'c'] });
    store.changed({ seq: 1, ids: ['a', 'b', 'c'] }); // the second view passes the same change
    await settle();
    expect(api.fetchTree).toHaveBeenCalledOnce();
    expect(api.fetchTreeNodes).toHaveBeenCalledOnce();
    expect(store.getSnapshot().nodes?.map((n) => n.name)).toEqual(['Bee', 'c']);
    expect(store.getSnapshot().nodes).not.toBe(before);
    expect(seen).toHaveBeenCalled();

    store.changed({ seq: 2, ids: null });
    await settle();
    expect(api.fetchTree).toHaveBeenCalledTimes(2);
    stop();
    expect(store.getSnapshot().nodes).toBeNull();
  });

  it('applies a tree call result at once, and keeps it over an older read', async () => {
    const { db, api, fake } = fakeWorker([node('a', 1)]);
    const store = new TreeStore(() => fake);
    store.subscribe(() => undefined);
    await settle();
    let answer: (value: Result<TreeNodeSummary[]>) => void = () => undefined;
    api.fetchTreeNodes.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    store.changed({ seq: 1, ids: ['a'] });
    store.merge([node('a', 1, 'Merged')]);
    expect(store.latest()[0]?.name).toBe('Merged');
    db.set('a', node('a', 1, 'Merged'));
    answer(ok([node('a', 1, 'Old')]));
    await settle();
    // The older read was dropped and read again.
    expect(store.latest()[0]?.name).toBe('Merged');
    expect(api.fetchTreeNodes).toHaveBeenCalledTimes(2);
  });

  it('keeps an unchanged tree the same array', async () => {
    const { fake } = fakeWorker([node('a', 1)]);
    const store = new TreeStore(() => fake);
    store.subscribe(() => undefined);
    await settle();
    const before = store.getSnapshot();
    store.changed({ seq: 1, ids: ['a'] });
    await settle();
    expect(store.getSnapshot()).toBe(before);
  });
});

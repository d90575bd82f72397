// @vitest-environment jsdom
/**
 * A tree change that moves, renames or adds nothing (a find and replace over 1,900 pages changes
 * only their text and counts) re-renders no tree view: the hook passes the change to the store
 * without taking it as state, and the store keeps its array when no node the tree shows changed.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { ok } from '../../../workers/contract/result';
import { treeChangeAtom } from '../../session/book-atoms';
import { fakeMetrics, fakeTreeNodeSummary } from '../../testing/fake-records';
import { fakeWorkerApi } from '../../testing/fake-worker-api';
import { mountTestRoot, type TestRoot } from '../../testing/react-test-root';

const node = (id: string, name: string, words: number): TreeNodeSummary =>
  fakeTreeNodeSummary({ id, name, position_in_list: 1, content_metrics: fakeMetrics({ words }) });

let stored = [node('a', 'Arrival', 10)];
const fetchTree = vi.fn(async () => ok([...stored]));
const fetchTreeNodes = vi.fn(async (ids: string[]) => ok(stored.filter((n) => ids.includes(n.id))));
vi.mock('../../worker-client/client', () => ({
  workerApi: () => fakeWorkerApi({ fetchTree, fetchTreeNodes }),
}));

const { useTreeNodes } = await import('./useTreeNodes');
const { appStore } = await import('../../state/jotai');

let renders = 0;
function Probe() {
  const { nodes } = useTreeNodes();
  renders += 1;
  return <p>{nodes?.map((n) => n.name).join(',') ?? 'loading'}</p>;
}

let root: TestRoot | null = null;
afterEach(() => root?.unmount());

const change = (ids: string[]) =>
  act(async () => {
    appStore.set(treeChangeAtom, (c) => ({ seq: c.seq + 1, ids }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('useTreeNodes', () => {
  it('re-renders for a rename, not for a change of text and counts only', async () => {
    root = mountTestRoot();
    await root.render(<Probe />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(root.container.textContent).toBe('Arrival');
    const shown = renders;

    stored = [node('a', 'Arrival', 12)]; // a replace: new text, new counts, same tree
    await change(['a']);
    expect(fetchTreeNodes).toHaveBeenCalledWith(['a']);
    expect(renders).toBe(shown);

    stored = [node('a', 'Departure', 12)];
    await change(['a']);
    expect(root.container.textContent).toBe('Departure');
  });
});

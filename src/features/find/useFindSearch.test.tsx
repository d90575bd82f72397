// @vitest-environment jsdom
/**
 * Searching as the author types: the first results the worker tells are shown while the rest of
 * the book is searched (the count waits for the full answer), a keystroke after a pause searches
 * at once, and keystrokes in quick succession wait until typing pauses.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerApi } from '../../../workers/api';
import {
  DEFAULT_FIND_OPTIONS,
  DEFAULT_FIND_SCOPE,
  type FindAnswer,
  type FindQuery,
} from '../../../workers/contract/find';
import { ok } from '../../../workers/contract/result';
import { fakeWorkerApi } from '../../testing/fake-worker-api';
import { mountTestRoot, type TestRoot } from '../../testing/react-test-root';

type Find = WorkerApi['findInBook'];
const calls: Array<{ query: FindQuery; onFirst: Parameters<Find>[2]; finish: () => void }> = [];
const answer = (total: number, partial = false): FindAnswer => ({
  status: 'found',
  results: [],
  total,
  targets: 1,
  cut: partial,
  ...(partial ? { partial: true as const } : {}),
});
const findInBook = vi.fn<Find>(
  (query, _replace, onFirst) =>
    new Promise((resolve) => {
      calls.push({ query, onFirst, finish: () => resolve(ok(answer(4407))) });
    }),
);
vi.mock('../../worker-client/client', () => ({
  workerApi: () => fakeWorkerApi({ findInBook }),
}));

const { useFindSearch } = await import('./useFindSearch');

const query = (text: string): FindQuery => ({
  text,
  options: DEFAULT_FIND_OPTIONS,
  scope: DEFAULT_FIND_SCOPE,
});

function Probe({ text }: { text: string }) {
  const state = useFindSearch(query(text), null, 0);
  const a = state.answer?.status === 'found' ? state.answer : null;
  return (
    <p>{`${a ? `${a.total}${a.partial ? ' so far' : ''}` : 'none'}|${state.searching ? 'searching' : 'idle'}`}</p>
  );
}

let root: TestRoot | null = null;
afterEach(() => {
  root?.unmount();
  calls.length = 0;
  findInBook.mockClear();
  vi.useRealTimers();
});

describe('useFindSearch', () => {
  it('shows the first results, then the full answer', async () => {
    root = mountTestRoot();
    await root.render(<Probe text="meadow" />);
    expect(findInBook).toHaveBeenCalledOnce();
    expect(root.container.textContent).toBe('none|searching');
    await act(async () => {
      calls[0]?.onFirst?.(answer(50, true));
    });
    expect(root.container.textContent).toBe('50 so far|searching');
    await act(async () => calls[0]?.finish());
    expect(root.container.textContent).toBe('4407|idle');
    // First results arriving late (another channel) do not undo the full answer.
    await act(async () => {
      calls[0]?.onFirst?.(answer(50, true));
    });
    expect(root.container.textContent).toBe('4407|idle');
  });

  it('searches a keystroke after a pause at once, quick keystrokes once typing pauses', async () => {
    vi.useFakeTimers();
    root = mountTestRoot();
    await root.render(<Probe text="mea" />);
    expect(findInBook).toHaveBeenCalledTimes(1); // no wait for the first keystroke
    await root.render(<Probe text="mead" />);
    await root.render(<Probe text="meado" />);
    expect(findInBook).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.runAllTimers();
    });
    expect(findInBook).toHaveBeenCalledTimes(2);
    expect(calls[1]?.query.text).toBe('meado');
  });
});

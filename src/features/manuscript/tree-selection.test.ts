/** The tree's selection store: who is told, and when focus is asked for. */
import { describe, expect, it, vi } from 'vitest';
import { createTreeSelection } from './tree-selection';

describe('tree selection', () => {
  it('tells its listeners when the selected row changes, and only then', () => {
    const selection = createTreeSelection();
    const listener = vi.fn();
    const stop = selection.subscribe(listener);
    selection.set('a');
    expect(selection.get()).toEqual({ id: 'a', focusToken: 0 });
    selection.set('a'); // no change: nobody re-renders
    expect(listener).toHaveBeenCalledOnce();
    selection.set('b');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    selection.set('c');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('asks for keyboard focus with a new token, on the same row too', () => {
    const selection = createTreeSelection();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.set('a', true);
    const first = selection.get();
    expect(first).toEqual({ id: 'a', focusToken: 1 });
    selection.set('a', true);
    expect(selection.get()).toEqual({ id: 'a', focusToken: 2 });
    expect(selection.get()).not.toBe(first); // a new snapshot: React sees the change
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

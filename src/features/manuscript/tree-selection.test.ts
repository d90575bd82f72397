/** The tree's selection store: who is told, and when. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTreeSelection } from './tree-selection';

afterEach(() => {
  vi.useRealTimers();
});

describe('tree selection', () => {
  it('tells its listeners after the current task when the selected row changes, and only then', () => {
    vi.useFakeTimers();
    const selection = createTreeSelection();
    const listener = vi.fn();
    const stop = selection.subscribe(listener);
    selection.set('a');
    expect(selection.get()).toEqual({ id: 'a', focusToken: 0 });
    expect(listener).not.toHaveBeenCalled(); // a click that opens a page goes first
    selection.set('b');
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledOnce(); // both changes in one go
    expect(selection.get().id).toBe('b');
    selection.set('b'); // no change: nobody re-renders
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledOnce();
    stop();
    selection.set('c');
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('asks for keyboard focus at once, with a new token, on the same row too', () => {
    vi.useFakeTimers();
    const selection = createTreeSelection();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.set('a', true);
    const first = selection.get();
    expect(first).toEqual({ id: 'a', focusToken: 1 });
    expect(listener).toHaveBeenCalledOnce();
    selection.set('b'); // a pointer selection waiting...
    selection.set('a', true); // ...is told together with this one, at once
    expect(selection.get()).toEqual({ id: 'a', focusToken: 2 });
    expect(selection.get()).not.toBe(first); // a new snapshot: React sees the change
    expect(listener).toHaveBeenCalledTimes(2);
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

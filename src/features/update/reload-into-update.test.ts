import { describe, expect, it, vi } from 'vitest';
import { reloadIntoUpdate } from './reload-into-update';

/** A waiting service worker whose state can be moved on by the test. */
function fakeWaiting() {
  const target = new EventTarget() as EventTarget & { state: string };
  target.state = 'installed';
  return target;
}

const containerWith = (waiting: unknown) =>
  ({ getRegistration: async () => ({ waiting }) }) as unknown as ServiceWorkerContainer;

describe('reloadIntoUpdate', () => {
  it('reloads once the waiting worker is active, even when the page was never controlled', async () => {
    const waiting = fakeWaiting();
    const reload = vi.fn();
    const activate = vi.fn(async () => {
      queueMicrotask(() => {
        waiting.state = 'activated';
        waiting.dispatchEvent(new Event('statechange'));
      });
    });
    await reloadIntoUpdate(activate, { container: containerWith(waiting), reload });
    expect(activate).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload before the waiting worker is active', async () => {
    vi.useFakeTimers();
    try {
      const waiting = fakeWaiting();
      const reload = vi.fn();
      const done = reloadIntoUpdate(async () => {}, {
        container: containerWith(waiting),
        reload,
        timeoutMs: 3000,
      });
      await vi.advanceTimersByTimeAsync(2000);
      expect(reload).not.toHaveBeenCalled();
      waiting.state = 'activated';
      waiting.dispatchEvent(new Event('statechange'));
      await done;
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('still reloads when the worker never reports back (after the time limit)', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const done = reloadIntoUpdate(async () => {}, {
        container: containerWith(fakeWaiting()),
        reload,
        timeoutMs: 3000,
      });
      await vi.advanceTimersByTimeAsync(3000);
      await done;
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

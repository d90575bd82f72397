/** The one-writer lock: another tab is told, may take over; a remount keeps the tab's lock. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A LockManager of one exclusive lock shared by "tabs" (module instances). */
function fakeLocks() {
  let holder: { reject: (e: Error) => void } | null = null;
  const queue: Array<() => void> = [];
  return {
    request: (
      _name: string,
      options: { ifAvailable?: boolean; steal?: boolean },
      callback: (lock: unknown) => Promise<unknown>,
    ) =>
      new Promise((resolve, reject) => {
        // The lock counts as held from the moment it is granted, before the callback runs
        // (as in a browser, where the grant is asynchronous).
        const grant = () => {
          const mine = { reject };
          holder = mine;
          setTimeout(() => {
            void callback({}).then((value) => {
              if (holder === mine) holder = null;
              queue.shift()?.();
              resolve(value);
            });
          }, 0);
        };
        if (options.steal && holder) {
          holder.reject(new DOMException('stolen', 'AbortError'));
          holder = null;
        }
        if (!holder) grant();
        else if (options.ifAvailable) void callback(null).then(resolve);
        else queue.push(grant);
      }),
  };
}

/** Lock grants run on a fake clock: time passes when a test says so, no test sleeps. */
const settle = () => vi.advanceTimersByTimeAsync(5);

async function tab() {
  vi.resetModules();
  return import('./single-writer');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Two tabs sharing one lock manager: the first holds the lock, the second then asks for it. */
async function twoTabs() {
  vi.stubGlobal('navigator', { locks: fakeLocks() });
  const first = await tab();
  const second = await tab();
  const a = vi.fn();
  const b = vi.fn();
  first.holdWriterLock(a);
  await settle();
  const releaseSecond = second.holdWriterLock(b);
  await settle();
  return { second, a, b, releaseSecond };
}

describe('holdWriterLock', () => {
  it('makes the first tab the writer and tells a second tab the book is open elsewhere', async () => {
    const { a, b } = await twoTabs();
    expect(a).toHaveBeenLastCalledWith('writer');
    expect(b).toHaveBeenLastCalledWith('elsewhere');
  });

  it('keeps the lock when a component lets go and holds again at once (a remount)', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const { holdWriterLock } = await tab();
    const onChange = vi.fn();
    const release = holdWriterLock(onChange);
    release();
    holdWriterLock(onChange);
    await settle();
    expect(onChange).toHaveBeenCalledWith('writer');
    expect(onChange).not.toHaveBeenCalledWith('elsewhere');
  });

  it('lets a second tab take over, and tells the first', async () => {
    const { second, a, b, releaseSecond } = await twoTabs();
    releaseSecond();
    second.holdWriterLock(b, { steal: true });
    await settle();
    expect(b).toHaveBeenLastCalledWith('writer');
    expect(a).toHaveBeenLastCalledWith('elsewhere');
  });

  it('says unsupported without Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    const { holdWriterLock } = await tab();
    const onChange = vi.fn();
    holdWriterLock(onChange);
    expect(onChange).toHaveBeenCalledWith('unsupported');
  });
});

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

/** BroadcastChannel between "tabs" of one test: delivered to every other instance of the name. */
class FakeChannel {
  static all = new Set<FakeChannel>();
  private listeners = new Set<(e: { data: unknown }) => void>();
  constructor(readonly name: string) {
    FakeChannel.all.add(this);
  }
  addEventListener(_type: 'message', listener: (e: { data: unknown }) => void) {
    this.listeners.add(listener);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.all) {
      if (other === this || other.name !== this.name) continue;
      setTimeout(() => {
        for (const listener of other.listeners) listener({ data });
      }, 0);
    }
  }
}

/** sessionStorage of the one browser tab that reloads in these tests. */
function fakeSession() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** Lock grants run on a fake clock: time passes when a test says so, no test sleeps. */
const settle = () => vi.advanceTimersByTimeAsync(5);

async function tab() {
  vi.resetModules();
  return import('./single-writer');
}

const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  FakeChannel.all.clear();
  reload.mockReset();
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('sessionStorage', fakeSession());
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
  const releaseFirst = first.holdWriterLock(a);
  await settle();
  const releaseSecond = second.holdWriterLock(b);
  await settle();
  return { first, second, a, b, releaseFirst, releaseSecond };
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

  it('hands the book over: the writer stores its edits, turns read-only and never asks again', async () => {
    const { first, second, a, b, releaseSecond } = await twoTabs();
    const order: string[] = [];
    first.onHandover(async () => {
      order.push(`flushed while ${first.isWriter() ? 'writer' : 'read-only'}`);
    });
    a.mockImplementation((state) => order.push(state));
    second.takeOver();
    await settle();
    expect(order).toEqual(['flushed while writer', 'elsewhere']);
    expect(first.isWriter()).toBe(false);
    // The second tab got the lock and reloads to show the book as stored.
    expect(b).toHaveBeenLastCalledWith('writer');
    expect(reload).toHaveBeenCalledTimes(1);

    // The reload: the old page lets go, the lock is free until the new page asks for it.
    a.mockClear();
    releaseSecond();
    await settle();
    expect(a).not.toHaveBeenCalledWith('writer');
    const reloaded = await tab();
    const c = vi.fn();
    reloaded.holdWriterLock(c);
    await settle();
    expect(c).toHaveBeenLastCalledWith('writer');
    expect(first.isWriter()).toBe(false);
    expect(a).not.toHaveBeenCalledWith('writer');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes the lock when the writing tab does not answer', async () => {
    const { first, second, a, b } = await twoTabs();
    first.onHandover(() => new Promise(() => undefined)); // hangs
    second.takeOver();
    await settle();
    expect(b).toHaveBeenLastCalledWith('elsewhere');
    await vi.advanceTimersByTimeAsync(5000);
    expect(a).toHaveBeenLastCalledWith('elsewhere');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('makes a reader the writer at once when the writing tab goes away (a restored tab closed)', async () => {
    const { a, b, releaseFirst } = await twoTabs();
    expect(b).toHaveBeenLastCalledWith('elsewhere');
    releaseFirst();
    await settle();
    expect(b).toHaveBeenLastCalledWith('writer');
    expect(a).toHaveBeenLastCalledWith('writer');
    // It had not shown the book yet: it opens it as the writer, with no reload.
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a reader that showed the book when it becomes the writer', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const first = await tab();
    const releaseFirst = first.holdWriterLock(vi.fn());
    await settle();
    const second = await tab();
    const { appStore } = await import('../state/jotai');
    const { bookReadyAtom } = await import('../worker-client/change-feed');
    const b = vi.fn();
    second.holdWriterLock(b);
    await settle();
    appStore.set(bookReadyAtom, true);
    releaseFirst();
    await settle();
    expect(b).toHaveBeenLastCalledWith('writer');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("lets a read-only tab follow the writer's changes", async () => {
    const { first, second } = await twoTabs();
    const seenByReader = vi.fn();
    const seenByWriter = vi.fn();
    second.followChanges(seenByReader);
    first.followChanges(seenByWriter);
    const event = { kind: 'table-changed', table: 'tree_nodes', ids: ['p1'] } as const;
    first.shareChange(event);
    second.shareChange({ kind: 'table-changed', table: 'tree_nodes', ids: ['nope'] });
    await settle();
    expect(seenByReader).toHaveBeenCalledWith(event);
    expect(seenByReader).toHaveBeenCalledTimes(1);
    expect(seenByWriter).not.toHaveBeenCalled();
  });

  it('says unsupported without Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    const { holdWriterLock } = await tab();
    const onChange = vi.fn();
    holdWriterLock(onChange);
    expect(onChange).toHaveBeenCalledWith('unsupported');
  });
});

/**
 * One tab writes the book (docs/spec/design.md §1): each tab asks for an exclusive Web Lock. A second tab
 * that cannot get it is told the book is open elsewhere, and may take over (steal the lock),
 * which tells the first tab in turn. Within a tab the lock is shared by its holders and let go
 * only when the last one leaves (a component mounted twice in a row, as React's StrictMode
 * does in development, must not find its own tab "elsewhere").
 */
export const WRITER_LOCK = 'story-builder:book-writer';

export type WriterState = 'writer' | 'elsewhere' | 'unsupported';

type LockManagerLike = {
  request: (
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; mode?: 'exclusive' },
    callback: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>;
};

const locks = (): LockManagerLike | null =>
  (navigator as Navigator & { locks?: LockManagerLike }).locks ?? null;

interface Holding {
  listeners: Set<(state: WriterState) => void>;
  state: WriterState | null;
  release: () => void;
}

/** This tab's request for the lock, shared by every holder. */
let holding: Holding | null = null;

function requestLock(manager: LockManagerLike, steal: boolean): Holding {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const h: Holding = { listeners: new Set(), state: null, release };
  const report = (state: WriterState) => {
    h.state = state;
    for (const listener of [...h.listeners]) listener(state);
  };
  manager
    .request(WRITER_LOCK, steal ? { steal: true } : { ifAvailable: true }, async (lock) => {
      if (!lock) {
        report('elsewhere');
        return;
      }
      report('writer');
      await held;
    })
    .catch(() => {
      // Another tab took the book over (steal): this tab is no longer the writer.
      report('elsewhere');
    });
  return h;
}

/**
 * Holds the writer lock for as long as the returned function is not called. Calls `onChange`
 * with the tab's state, now if it is known and on every change; when another tab steals the
 * lock, reports 'elsewhere'. With `steal`, takes the lock from the tab that has it.
 */
export function holdWriterLock(
  onChange: (state: WriterState) => void,
  options: { steal?: boolean } = {},
): () => void {
  const manager = locks();
  if (!manager) {
    onChange('unsupported');
    return () => undefined;
  }
  if (options.steal && holding) {
    holding.release();
    holding = null;
  }
  holding ??= requestLock(manager, options.steal === true);
  const h = holding;
  h.listeners.add(onChange);
  if (h.state) onChange(h.state);
  return () => {
    h.listeners.delete(onChange);
    // Let go once no holder is left, unless one arrives at once (a remount).
    queueMicrotask(() => {
      if (h.listeners.size > 0 || holding !== h) return;
      h.release();
      holding = null;
    });
  };
}

/**
 * One tab writes the book (docs/spec/design.md §1), through an exclusive Web Lock. A tab that
 * cannot get it shows the book read-only and waits in the lock's queue: when the writing tab
 * goes away (closed, or a crashed browser's restored tab closed), it becomes the writer at once.
 *
 * "Use this tab instead" hands the book over: the reader asks on a BroadcastChannel, the writer
 * stores its pending edits, becomes read-only and lets go of the lock; the reader gets it (or
 * steals it when the writer does not answer) and reloads, so it shows the book as stored. A tab
 * that gave the book away never asks for the lock again until its author takes the book back.
 *
 * While a tab writes, it forwards its worker's change events on the channel; a read-only tab
 * applies them to its own change feed, so its screens and its open page follow the writer's saves.
 *
 * Within a tab the lock is shared by its holders and let go only when the last one leaves (a
 * component mounted twice in a row, as React's StrictMode does in development, must not find its
 * own tab "elsewhere").
 */
import type { ChangeEvent } from '../../workers/contract/events';
import { appStore, atom } from '../state/jotai';
import { bookReadyAtom } from '../worker-client/change-feed';

export const WRITER_LOCK = 'story-builder:book-writer';
/** Marks (in sessionStorage) a reload after a takeover: the reloaded tab takes the lock back. */
const TAKEOVER_KEY = 'story-builder:writer-takeover';
/** How long a takeover waits for the writing tab to hand over before taking the lock anyway. */
const HANDOVER_WAIT_MS = 4000;

export type WriterState = 'writer' | 'elsewhere' | 'unsupported';

/** This tab's state: null until the lock answered. */
export const writerStateAtom = atom<WriterState | null>(null);

/** True unless another tab writes the book (this tab is read-only then). */
export const isWriter = (): boolean => appStore.get(writerStateAtom) !== 'elsewhere';

type LockOptions = { ifAvailable?: boolean; steal?: boolean; mode?: 'exclusive' };
type LockManagerLike = {
  request: (
    name: string,
    options: LockOptions,
    callback: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>;
};

const locks = (): LockManagerLike | null =>
  (navigator as Navigator & { locks?: LockManagerLike }).locks ?? null;

type Message = { type: 'handover' } | { type: 'changed'; event: ChangeEvent };

let channel: BroadcastChannel | null | undefined;
function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WRITER_LOCK);
    channel?.addEventListener('message', (e: MessageEvent<Message>) => void onMessage(e.data));
  }
  return channel;
}

interface Holding {
  listeners: Set<(state: WriterState) => void>;
  state: WriterState | null;
  release: () => void;
  /** Set when the tab let go (the app closed): a grant that comes later is let go at once. */
  closed: boolean;
}

/** This tab's request for the lock, shared by every holder. */
let holding: Holding | null = null;
/** Set when the author chose "Use this tab instead". */
let takingOver = false;
/** Set once this tab gave the book to another one: it waits for its author to take it back. */
let gaveAway = false;
/** Told before this tab hands the book over: they store what is not stored yet. */
const beforeHandover = new Set<() => void | Promise<void>>();
/** Told of each change event another tab's worker made (read-only tabs follow them). */
const followers = new Set<(event: ChangeEvent) => void>();

function report(h: Holding, state: WriterState): void {
  h.state = state;
  appStore.set(writerStateAtom, state);
  for (const listener of [...h.listeners]) listener(state);
}

function sessionFlag(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Became the writer after reading: reload, taking the lock back at once after the reload. */
function reloadAsWriter(): void {
  sessionFlag()?.setItem(TAKEOVER_KEY, '1');
  window.location.reload();
}

/**
 * Asks for the lock. `first`: how to ask at the start ('available': only if free, else wait in
 * the queue as a reader; 'steal': take it from whoever has it).
 */
function requestLock(manager: LockManagerLike, first: 'available' | 'steal'): Holding {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const h: Holding = { listeners: new Set(), state: null, release, closed: false };
  const hold = async () => {
    if (h.closed) return;
    // A reader that showed the book may lag behind what the other tab stored: start again from
    // the book. One that had not opened it yet (the other tab went away as this one started)
    // opens it as the writer.
    const showedBook = h.state === 'elsewhere' && (appStore.get(bookReadyAtom) || takingOver);
    report(h, 'writer');
    if (showedBook) reloadAsWriter();
    await held;
  };
  const lost = () => {
    // Another tab took the book over (steal): this tab no longer writes, nor asks again.
    gaveAway = true;
    report(h, 'elsewhere');
  };
  const wait = () => {
    if (!h.closed && !gaveAway) manager.request(WRITER_LOCK, {}, hold).catch(lost);
  };
  manager
    .request(WRITER_LOCK, first === 'steal' ? { steal: true } : { ifAvailable: true }, (lock) => {
      if (lock) return hold();
      report(h, 'elsewhere');
      wait();
      return Promise.resolve();
    })
    .catch(lost);
  return h;
}

/**
 * Holds the writer lock for as long as the returned function is not called. Calls `onChange`
 * with the tab's state, now if it is known and on every change.
 */
export function holdWriterLock(onChange: (state: WriterState) => void): () => void {
  const manager = locks();
  if (!manager) {
    onChange('unsupported');
    return () => undefined;
  }
  tabs();
  if (!holding) {
    const takingBack = sessionFlag()?.getItem(TAKEOVER_KEY) === '1';
    sessionFlag()?.removeItem(TAKEOVER_KEY);
    holding = requestLock(manager, takingBack ? 'steal' : 'available');
  }
  const h = holding;
  h.listeners.add(onChange);
  if (h.state) onChange(h.state);
  return () => {
    h.listeners.delete(onChange);
    // Let go once no holder is left, unless one arrives at once (a remount).
    queueMicrotask(() => {
      if (h.listeners.size > 0 || holding !== h) return;
      h.closed = true;
      h.release();
      holding = null;
    });
  };
}

/**
 * "Use this tab instead": asks the writing tab to hand the book over, and takes the lock when
 * it has (or, if it does not answer, takes it anyway). The tab then reloads as the writer.
 */
export function takeOver(): void {
  const manager = locks();
  const h = holding;
  if (!manager || !h || h.state !== 'elsewhere') return;
  takingOver = true;
  tabs()?.postMessage({ type: 'handover' } satisfies Message);
  let done = false;
  const steal = setTimeout(() => {
    if (done || holding?.state === 'writer') return;
    done = true;
    manager.request(WRITER_LOCK, { steal: true }, async () => {
      reloadAsWriter();
      await new Promise(() => undefined);
    });
  }, HANDOVER_WAIT_MS);
  // A tab that gave the book away no longer waits in the queue: ask now.
  if (gaveAway) {
    manager.request(WRITER_LOCK, {}, async () => {
      if (done) return;
      done = true;
      clearTimeout(steal);
      reloadAsWriter();
      await new Promise(() => undefined);
    });
  }
}

async function onMessage(message: Message): Promise<void> {
  const h = holding;
  if (message.type === 'changed') {
    if (h?.state === 'elsewhere') for (const follow of followers) follow(message.event);
    return;
  }
  if (message.type !== 'handover' || !h || h.state !== 'writer') return;
  // The last edits go to the worker now, then the tab is read-only (no edit may start), and it
  // lets go once they are stored.
  const stored = [...beforeHandover].map((flush) => {
    try {
      return Promise.resolve(flush()).catch(() => undefined);
    } catch {
      return Promise.resolve(); // what was not stored stays in the draft journal, replayed next
    }
  });
  gaveAway = true;
  report(h, 'elsewhere');
  await Promise.all(stored);
  h.release();
}

/**
 * Runs `flush` when this tab hands the book to another: it sends pending edits to the worker at
 * once (while the tab still writes) and resolves once they are stored.
 */
export function onHandover(flush: () => void | Promise<void>): () => void {
  beforeHandover.add(flush);
  return () => {
    beforeHandover.delete(flush);
  };
}

/** While this tab writes, tells the other tabs of a change its worker made. */
export function shareChange(event: ChangeEvent): void {
  if (holding?.state === 'writer')
    tabs()?.postMessage({ type: 'changed', event } satisfies Message);
}

/** While this tab is read-only, calls `follow` with each change the writing tab's worker made. */
export function followChanges(follow: (event: ChangeEvent) => void): () => void {
  followers.add(follow);
  return () => {
    followers.delete(follow);
  };
}

/**
 * The state of a shared book's connection that screens read (no connection code here, so the
 * top bar's status costs the first download nothing): the socket's state, each document's
 * link, the status made of them, and the open page's awareness.
 */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { appStore, atom } from '../../state/jotai';

export type SyncStatus =
  | { state: 'connected' | 'syncing' | 'offline' }
  | { state: 'refused'; reason: string };

export type SocketState = 'connecting' | 'connected' | 'disconnected';

interface DocumentLink {
  synced: boolean;
  unsynced: number;
  refused: string | null;
}

export const socketStateAtom = atom<SocketState>('connecting');
const linksAtom = atom<ReadonlyMap<string, DocumentLink>>(new Map());

const CONNECTED: SyncStatus = { state: 'connected' };
const SYNCING: SyncStatus = { state: 'syncing' };
const OFFLINE: SyncStatus = { state: 'offline' };
let lastRefused: SyncStatus & { state: 'refused' } = { state: 'refused', reason: '' };

/**
 * The open shared book's connection, as the status shows it. The same status is the same object,
 * so a link's change that does not change it re-renders nothing.
 */
export const syncStatusAtom = atom<SyncStatus>((get) => {
  const links = [...get(linksAtom).values()];
  const refused = links.find((link) => link.refused !== null);
  if (refused) {
    const reason = refused.refused ?? '';
    if (lastRefused.reason !== reason) lastRefused = { state: 'refused', reason };
    return lastRefused;
  }
  if (get(socketStateAtom) !== 'connected') return OFFLINE;
  if (links.some((link) => !link.synced || link.unsynced > 0)) return SYNCING;
  return CONNECTED;
});

/** The open shared page's awareness (who is on it), for the bar above the page. */
export const pageAwarenessAtom = atom<HocuspocusProvider['awareness']>(null);

/**
 * How long a document's changes wait for the server's answer before the status says "syncing".
 * Every key typed in a shared page is a change the server answers within milliseconds; showing
 * each would make the status blink at every key (and re-lay out the top bar while the author
 * types). Changes still unanswered after this are shown; the answer clears them at once.
 */
export const SYNCING_SHOWN_AFTER_MS = 1000;
const unsyncedTimers = new Map<string, ReturnType<typeof setTimeout>>();
const unsyncedNow = new Map<string, number>();

/** Records what a document's provider reported (null: the provider is gone). */
export function setLink(name: string, change: Partial<DocumentLink> | null): void {
  const links = appStore.get(linksAtom);
  const old = links.get(name);
  if (change === null) {
    clearTimeout(unsyncedTimers.get(name));
    unsyncedTimers.delete(name);
    unsyncedNow.delete(name);
    if (!old) return;
    const next = new Map(links);
    next.delete(name);
    appStore.set(linksAtom, next);
    return;
  }
  const link = { synced: false, unsynced: 0, refused: null, ...old, ...change };
  if (old && sameLink(old, link)) return;
  appStore.set(linksAtom, new Map(links).set(name, link));
}

const sameLink = (a: DocumentLink, b: DocumentLink) =>
  a.synced === b.synced && a.unsynced === b.unsynced && a.refused === b.refused;

/** Records how many of a document's changes the server has not answered yet. */
export function setUnsynced(name: string, count: number): void {
  unsyncedNow.set(name, count);
  if (count === 0) {
    clearTimeout(unsyncedTimers.get(name));
    unsyncedTimers.delete(name);
    unsyncedNow.delete(name);
    if (appStore.get(linksAtom).has(name)) setLink(name, { unsynced: 0 });
    return;
  }
  if ((appStore.get(linksAtom).get(name)?.unsynced ?? 0) > 0) {
    setLink(name, { unsynced: count });
    return;
  }
  if (unsyncedTimers.has(name)) return;
  unsyncedTimers.set(
    name,
    setTimeout(() => {
      unsyncedTimers.delete(name);
      const pending = unsyncedNow.get(name) ?? 0;
      if (pending > 0 && appStore.get(linksAtom).has(name)) setLink(name, { unsynced: pending });
    }, SYNCING_SHOWN_AFTER_MS),
  );
}

/** Forgets every link (the connections were closed). */
export function clearLinks(): void {
  for (const timer of unsyncedTimers.values()) clearTimeout(timer);
  unsyncedTimers.clear();
  unsyncedNow.clear();
  appStore.set(linksAtom, new Map());
  appStore.set(socketStateAtom, 'connecting');
}

/**
 * The book's pages going to the server (`send`: a book just connected) or coming from it
 * (`fetch`: a book just joined), null when neither: progress and Stop.
 */
export const pagesFetchAtom = atom<{
  kind: 'send' | 'fetch';
  done: number;
  total: number;
  stop: () => void;
} | null>(null);

/** The id of a book just connected by Share and sync…, whose pages are then sent to the server. */
export const sendPagesDueAtom = atom<string | null>(null);

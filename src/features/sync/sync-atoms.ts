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

/** The open shared book's connection, as the status shows it. */
export const syncStatusAtom = atom<SyncStatus>((get) => {
  const links = [...get(linksAtom).values()];
  const refused = links.find((link) => link.refused !== null);
  if (refused) return { state: 'refused', reason: refused.refused ?? '' };
  if (get(socketStateAtom) !== 'connected') return { state: 'offline' };
  if (links.some((link) => !link.synced || link.unsynced > 0)) return { state: 'syncing' };
  return { state: 'connected' };
});

/** The open shared page's awareness (who is on it), for the bar above the page. */
export const pageAwarenessAtom = atom<HocuspocusProvider['awareness']>(null);

/** Records what a document's provider reported (null: the provider is gone). */
export function setLink(name: string, change: Partial<DocumentLink> | null): void {
  const next = new Map(appStore.get(linksAtom));
  if (change === null) next.delete(name);
  else next.set(name, { synced: false, unsynced: 0, refused: null, ...next.get(name), ...change });
  appStore.set(linksAtom, next);
}

/** Forgets every link (the connections were closed). */
export function clearLinks(): void {
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

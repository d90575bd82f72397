/**
 * The connections of a shared book: one WebSocket per server (`HocuspocusProviderWebsocket`)
 * shared by every document of the book, each document a `HocuspocusProvider` attached to it
 * with the invitation's secret as its token. What they report becomes one status
 * (`syncStatusAtom`): connected, syncing, offline or refused (with the server's reason).
 */
import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  WebSocketStatus,
} from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { appStore, atom } from '../../state/jotai';
import type { SyncSettings } from './sync-settings';

export type SyncStatus =
  | { state: 'connected' | 'syncing' | 'offline' }
  | { state: 'refused'; reason: string };

interface DocumentLink {
  synced: boolean;
  unsynced: number;
  refused: string | null;
}

const socketStateAtom = atom<WebSocketStatus>(WebSocketStatus.Connecting);
const linksAtom = atom<ReadonlyMap<string, DocumentLink>>(new Map());

/** The open shared book's connection, as the status shows it. */
export const syncStatusAtom = atom<SyncStatus>((get) => {
  const links = [...get(linksAtom).values()];
  const refused = links.find((link) => link.refused !== null);
  if (refused) return { state: 'refused', reason: refused.refused ?? '' };
  if (get(socketStateAtom) !== WebSocketStatus.Connected) return { state: 'offline' };
  if (links.some((link) => !link.synced || link.unsynced > 0)) return { state: 'syncing' };
  return { state: 'connected' };
});

/** The open shared page's awareness (who is on it), for the bar above the page. */
export const pageAwarenessAtom = atom<HocuspocusProvider['awareness']>(null);

const sockets = new Map<string, HocuspocusProviderWebsocket>();

function onBrowserOffline() {
  for (const socket of sockets.values()) socket.disconnect();
}
function onBrowserOnline() {
  for (const socket of sockets.values()) void socket.connect();
}

/** The one WebSocket of a server, opened on first use. */
export function socketFor(server: string): HocuspocusProviderWebsocket {
  let socket = sockets.get(server);
  if (socket) return socket;
  if (sockets.size === 0) {
    window.addEventListener('offline', onBrowserOffline);
    window.addEventListener('online', onBrowserOnline);
  }
  socket = new HocuspocusProviderWebsocket({
    url: server,
    // Back quickly after a dropped network or a restarted server (at most 4 s apart).
    delay: 400,
    minDelay: 200,
    factor: 1.5,
    maxDelay: 4000,
    autoConnect: navigator.onLine,
    onStatus: ({ status }) => appStore.set(socketStateAtom, status),
  });
  sockets.set(server, socket);
  return socket;
}

/** Closes every server's WebSocket (the book stopped being shared, or another book opened). */
export function closeSockets(): void {
  for (const socket of sockets.values()) socket.destroy();
  sockets.clear();
  appStore.set(linksAtom, new Map());
  appStore.set(socketStateAtom, WebSocketStatus.Connecting);
  window.removeEventListener('offline', onBrowserOffline);
  window.removeEventListener('online', onBrowserOnline);
}

function setLink(name: string, change: Partial<DocumentLink> | null): void {
  const next = new Map(appStore.get(linksAtom));
  if (change === null) next.delete(name);
  else next.set(name, { synced: false, unsynced: 0, refused: null, ...next.get(name), ...change });
  appStore.set(linksAtom, next);
}

/**
 * A provider for one document of the shared book, on the server's shared socket. It is not
 * attached: `attach()` starts its sync, `destroy()` ends it. Its events feed the status.
 */
export function documentProvider(
  settings: Pick<SyncSettings, 'server' | 'secret'>,
  name: string,
  document: Y.Doc,
): HocuspocusProvider {
  const provider = new HocuspocusProvider({
    websocketProvider: socketFor(settings.server),
    name,
    document,
    token: settings.secret,
    onSynced: ({ state }) => setLink(name, { synced: state, refused: null }),
    onUnsyncedChanges: ({ number }) => setLink(name, { unsynced: number }),
    onAuthenticationFailed: ({ reason }) => setLink(name, { refused: reason || 'refused' }),
    onAuthenticated: () => setLink(name, { refused: null }),
    onDisconnect: () => setLink(name, { synced: false }),
    onDestroy: () => setLink(name, null),
  });
  setLink(name, {});
  return provider;
}

/**
 * The connections of a shared book: one WebSocket per server (`HocuspocusProviderWebsocket`)
 * shared by every document of the book, each document a `HocuspocusProvider` attached to it
 * with the invitation's secret as its token. What they report goes to `sync-atoms.ts`, which
 * makes one status of it: connected, syncing, offline or refused (with the server's reason).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { appStore } from '../../state/jotai';
import { clearLinks, type SocketState, setLink, setUnsynced, socketStateAtom } from './sync-atoms';
import type { SyncSettings } from './sync-settings';

const sockets = new Map<string, HocuspocusProviderWebsocket>();

/**
 * The server's WebSocket, shared by the book's documents. It hands a document's messages to one
 * provider, found by the document's name, and a provider's `detach` forgets that name and tells
 * the server to close the document. A shared page's plugin ends its provider after the render
 * (so React's strict remount keeps it); when the plugin of the same page is mounted anew with its
 * state already loaded, the new provider attaches first. The old one's detach must then leave the
 * document to the new one: otherwise the open page would silently stop syncing. (A find and
 * replace remakes the editor too, but reloads the page's state first, so there the old one
 * usually ends before.)
 */
export class SharedSocket extends HocuspocusProviderWebsocket {
  override detach(provider: HocuspocusProvider): void {
    const holder = this.configuration.providerMap.get(provider.configuration.name);
    if (holder !== undefined && holder !== provider) return;
    super.detach(provider);
  }
}

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
  socket = new SharedSocket({
    url: server,
    // Back quickly after a dropped network or a restarted server (at most 4 s apart).
    delay: 400,
    minDelay: 200,
    factor: 1.5,
    maxDelay: 4000,
    autoConnect: navigator.onLine,
    onStatus: ({ status }) => appStore.set(socketStateAtom, status as SocketState),
  });
  sockets.set(server, socket);
  return socket;
}

/** Closes every server's WebSocket (the book stopped being shared, or another book opened). */
export function closeSockets(): void {
  for (const socket of sockets.values()) socket.destroy();
  sockets.clear();
  clearLinks();
  window.removeEventListener('offline', onBrowserOffline);
  window.removeEventListener('online', onBrowserOnline);
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
    onUnsyncedChanges: ({ number }) => setUnsynced(name, number),
    onAuthenticationFailed: ({ reason }) => setLink(name, { refused: reason || 'refused' }),
    onAuthenticated: () => setLink(name, { refused: null }),
    onDisconnect: () => setLink(name, { synced: false }),
    // A provider ended after a newer one of the same document took over leaves its status.
    onDestroy: () => {
      const holder = provider.configuration.websocketProvider.configuration.providerMap.get(name);
      if (holder === undefined || holder === provider) setLink(name, null);
    },
  });
  setLink(name, {});
  return provider;
}

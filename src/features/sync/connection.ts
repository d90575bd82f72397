/**
 * The connections of a shared book: one WebSocket per server (`HocuspocusProviderWebsocket`)
 * shared by every document of the book, each document a `HocuspocusProvider` attached to it
 * with the invitation's secret as its token. What they report goes to `sync-atoms.ts`, which
 * makes one status of it: connected, syncing, offline or refused (with the server's reason).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket, MessageType } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { appStore } from '../../state/jotai';
import { clearLinks, type SocketState, setLink, setUnsynced, socketStateAtom } from './sync-atoms';
import type { SyncSettings } from './sync-settings';

const sockets = new Map<string, HocuspocusProviderWebsocket>();

/** How long a document's next provider waits for the server to confirm the last one's close. */
export const CLOSE_WAIT_MS = 2000;
const WS_OPEN = 1;

/**
 * The server's WebSocket, shared by the book's documents. It hands a document's messages to one
 * provider, found by the document's name; a provider's `detach` forgets that name and tells the
 * server to close the document on this socket. Two orders matter when a page's editor is made
 * again (a find and replace, a restored version, a remount):
 * - The new provider attached first: the old one's detach leaves the document to it (no close).
 * - The old one closed first: the server handles each message only after its hooks, so a close
 *   and the new provider's authentication sent right after it can be handled in the wrong order.
 *   The authentication then lands on the closing connection, the close ends it, and the new
 *   provider's changes are queued on the server for good: the other devices never see them,
 *   while this one says Synced. So the new provider's authentication waits for the server's
 *   answer to the close (its own close message for the document), at most CLOSE_WAIT_MS.
 * While the socket is not open nothing is closed on the server (it forgets a dropped socket's
 * documents), and no close is queued: sent after a reconnect, it would close the new provider's.
 */
export class SharedSocket extends HocuspocusProviderWebsocket {
  private readonly closing = new Map<string, { timer: ReturnType<typeof setTimeout> }>();
  private readonly held = new Map<string, HocuspocusProvider>();

  override attach(provider: HocuspocusProvider): void {
    const name = provider.configuration.name;
    if (!this.closing.has(name)) {
      this.held.delete(name);
      super.attach(provider);
      return;
    }
    // In the map (its messages go out, and the server queues them until it authenticates), its
    // authentication held until the server has closed the previous provider's connection.
    this.configuration.providerMap.set(name, provider);
    this.held.set(name, provider);
  }

  override detach(provider: HocuspocusProvider): void {
    const name = provider.configuration.name;
    const map = this.configuration.providerMap;
    if (map.get(name) !== provider) return;
    // Never authenticated (held), or the socket is not open: nothing to close on the server.
    if (this.held.get(name) === provider || this.webSocket?.readyState !== WS_OPEN) {
      this.held.delete(name);
      map.delete(name);
      return;
    }
    super.detach(provider);
    this.awaitClosed(name);
  }

  override onMessage(event: MessageEvent): void {
    const closedName = closeMessageName(event.data);
    if (closedName !== null && this.closing.has(closedName)) this.release(closedName);
    super.onMessage(event);
  }

  override onClose(...args: Parameters<HocuspocusProviderWebsocket['onClose']>): void {
    // A dropped socket's documents are closed on the server: each held provider authenticates
    // when the socket opens again (its own listener).
    this.forgetClosing();
    super.onClose(...args);
  }

  override destroy(): void {
    this.forgetClosing();
    super.destroy();
  }

  private forgetClosing(): void {
    for (const { timer } of this.closing.values()) clearTimeout(timer);
    this.closing.clear();
    this.held.clear();
  }

  private awaitClosed(name: string): void {
    const prior = this.closing.get(name);
    if (prior) clearTimeout(prior.timer);
    this.closing.set(name, { timer: setTimeout(() => this.release(name), CLOSE_WAIT_MS) });
  }

  private release(name: string): void {
    const pending = this.closing.get(name);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.closing.delete(name);
    const provider = this.held.get(name);
    this.held.delete(name);
    if (provider && this.configuration.providerMap.get(name) === provider) super.attach(provider);
  }
}

/** The document a server's close message names (null for any other message). */
function closeMessageName(data: unknown): string | null {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return null;
  const bytes =
    data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  // lib0's encoding: the name's length and UTF-8 bytes, then the message type (numbers in 7 bits).
  let at = 0;
  const varUint = (): number | null => {
    let n = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const b = bytes[at++];
      if (b === undefined) return null;
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
    }
    return null;
  };
  const length = varUint();
  if (length === null || at + length > bytes.length) return null;
  const name = new TextDecoder().decode(bytes.subarray(at, at + length));
  at += length;
  return varUint() === MessageType.CLOSE ? name : null;
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

/**
 * A headless Yjs client of one document on the sync server (HocuspocusProvider over `ws`, as
 * Node has no WebSocket): S21's load clients and S22's remote author.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

/**
 * Connects to document `name` on `url` with `token`: { doc, socket, provider, synced, refused() },
 * `synced` resolving after the first sync with the server, `refused()` the reason the server
 * gave when it refused the token (null until then).
 */
export function connectHeadlessClient(url, name, token) {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  let refusedFor = null;
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token,
    document: doc,
    onAuthenticationFailed: ({ reason }) => {
      refusedFor = reason;
    },
  });
  const synced = new Promise((resolve) => provider.on('synced', resolve));
  provider.attach();
  return { doc, socket, provider, synced, refused: () => refusedFor };
}

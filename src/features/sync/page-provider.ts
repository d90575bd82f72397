/**
 * A page's `HocuspocusProvider` in the shape `@lexical/yjs` asks for (`Provider`). The shared
 * socket is not the provider's to open or close: `connect` attaches the document to it (first
 * applying the page's state from this browser, once the binding listens, so the editor shows it
 * and nothing is bootstrapped over it; then `onConnected`), `disconnect` detaches it.
 */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { Provider } from '@lexical/yjs';
import * as Y from 'yjs';

/** The origin of the page's state applied from this browser (not stored again). */
export const LOCAL_ORIGIN = 'local-state';

type Listener = (...args: never[]) => void;

export function lexicalProvider(
  provider: HocuspocusProvider,
  localState: Uint8Array | null,
  onConnected: () => void,
): Provider {
  const wrapped = new Map<Listener, (event: never) => void>();
  const eventOf = (type: string) =>
    type === 'sync' ? 'synced' : type === 'status' ? 'status' : null;
  return {
    // The provider's Awareness is y-protocols', which @lexical/yjs describes structurally.
    awareness: provider.awareness as unknown as Provider['awareness'],
    connect() {
      if (localState && localState.byteLength > 0) {
        Y.applyUpdate(provider.document, localState, LOCAL_ORIGIN);
      }
      provider.attach();
      onConnected();
    },
    disconnect() {
      provider.detach();
    },
    on(type: string, callback: Listener) {
      const event = eventOf(type);
      if (!event) return;
      const handler =
        event === 'synced'
          ? (e: { state: boolean }) => (callback as (s: boolean) => void)(e.state)
          : (e: { status: string }) => (callback as (s: { status: string }) => void)(e);
      wrapped.set(callback, handler as (event: never) => void);
      provider.on(event, handler);
    },
    off(type: string, callback: Listener) {
      const event = eventOf(type);
      const handler = wrapped.get(callback);
      if (!event || !handler) return;
      provider.off(event, handler);
      wrapped.delete(callback);
    },
  } as Provider;
}

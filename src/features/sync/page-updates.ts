/**
 * Keeps a shared page's Y updates in this browser: every update of the page's document (typed
 * here or come from the server) is gathered and handed to `store` as one merged update at most
 * every 300 ms, at once when the page closes or the tab is hidden, so offline edits survive a
 * reload and go to the server on reconnect.
 */
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from './page-provider';

const BATCH_MS = 300;

export function keepPageUpdates(
  doc: Y.Doc,
  store: (update: Uint8Array) => void,
): { flush: () => void; stop: () => void } {
  let waiting: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const update = waiting.length === 1 ? waiting[0] : Y.mergeUpdates(waiting);
    waiting = [];
    if (update) store(update);
  };
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === LOCAL_ORIGIN) return;
    waiting.push(update);
    timer ??= setTimeout(flush, BATCH_MS);
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  doc.on('update', onUpdate);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  return {
    flush,
    stop() {
      flush();
      doc.off('update', onUpdate);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    },
  };
}

/**
 * While the open book is shared: its book document on the server (`<bookId>/book`, the tree,
 * front matter, atlas records, notes… as one Y.Map per table), relayed with the worker's own
 * book doc. The worker's state goes in first and again after each change to the book's records
 * here (writers only; a reader's link may not write); what comes from the server is stored by
 * the worker, which writes it into the tables (screens re-read through the change feed). It also
 * keeps the connection (and so the status) up when no page is open, and tells at once when the
 * link is refused.
 */
import { useEffect } from 'react';
import * as Y from 'yjs';
import { bookDocName } from '../../../workers/contract/collab';
import { LOCAL_ONLY_TABLES } from '../../../workers/contract/tables';
import { isBookkeepingTable, onChangeEvent } from '../../worker-client/change-feed';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { closeSockets, documentProvider } from './connection';
import { type SyncSettings, writesText } from './sync-settings';

/** The origin of the worker's state applied here (it is not stored back). */
const FROM_WORKER = 'book-from-worker';
/** Quiet time after a change to the book's records before it is sent. */
const PUSH_DELAY_MS = 1500;

export function BookLink({
  server,
  bookId,
  secret,
  role,
}: Pick<SyncSettings, 'server' | 'bookId' | 'secret' | 'role'>) {
  useEffect(() => {
    let live = true;
    const doc = new Y.Doc();
    const provider = documentProvider({ server, secret }, bookDocName(bookId), doc);
    const writes = writesText(role);

    const pull = async () => {
      const result = await workerApi().bookYState();
      if (live && result.success) Y.applyUpdate(doc, result.data, FROM_WORKER);
      return result.success;
    };
    // What comes from the server goes to the worker, gathered for a moment.
    let waiting: Uint8Array[] = [];
    let storeTimer: ReturnType<typeof setTimeout> | undefined;
    const storeWaiting = () => {
      storeTimer = undefined;
      if (waiting.length === 0) return;
      const update = Y.mergeUpdates(waiting);
      waiting = [];
      void showIfFailed(workerApi().storeBookYUpdate(update));
    };
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_WORKER) return;
      waiting.push(update);
      storeTimer ??= setTimeout(storeWaiting, 300);
    };
    doc.on('update', onUpdate);

    // Changes to the records here go to the server after a quiet moment.
    let pushTimer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = writes
      ? onChangeEvent((event, ownEcho) => {
          if (event.kind !== 'table-changed' || ownEcho) return;
          if (isBookkeepingTable(event.table) || LOCAL_ONLY_TABLES.has(event.table)) return;
          clearTimeout(pushTimer);
          pushTimer = setTimeout(() => void pull(), PUSH_DELAY_MS);
        })
      : () => undefined;

    if (writes) void pull().then(() => live && provider.attach());
    else provider.attach();

    return () => {
      live = false;
      stopListening();
      clearTimeout(pushTimer);
      clearTimeout(storeTimer);
      storeWaiting();
      doc.off('update', onUpdate);
      provider.destroy();
      doc.destroy();
    };
  }, [server, bookId, secret, role]);
  return null;
}

/** Ends the book's connections (another book, another link, or none). */
export function endConnections(): void {
  closeSockets();
}

/**
 * While the open book is shared: its book document on the server (`<bookId>/book`), which keeps
 * the connection (and so the status) up when no page is open and tells at once when the link
 * is refused. TODO(store): relay it with the worker's book doc once its API is published.
 */
import { useEffect } from 'react';
import * as Y from 'yjs';
import { bookDocName } from '../../../workers/contract/collab';
import { closeSockets, documentProvider } from './connection';
import type { SyncSettings } from './sync-settings';

export function BookLink({
  server,
  bookId,
  secret,
}: Pick<SyncSettings, 'server' | 'bookId' | 'secret'>) {
  useEffect(() => {
    const doc = new Y.Doc();
    const provider = documentProvider({ server, secret }, bookDocName(bookId), doc);
    provider.attach();
    return () => {
      provider.destroy();
      doc.destroy();
    };
  }, [server, bookId, secret]);
  return null;
}

/** Ends the book's connections (another book, another link, or none). */
export function endConnections(): void {
  closeSockets();
}

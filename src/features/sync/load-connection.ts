/**
 * The connection to a sync server (documents on the book's shared socket), loaded on demand:
 * Yjs and Hocuspocus are downloaded only for a shared book.
 */
export const loadSyncConnection = () => import('./connection');

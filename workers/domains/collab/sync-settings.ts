/**
 * How the open book is connected to a sync server (this browser only, never in the book file).
 * Apart from the rest of the domain: every start reads them, and reading a row must not load
 * Yjs (lazy-collab.ts) for a book that is not shared.
 */
import type { SyncSettings } from '../../contract/collab';
import type { DbSession } from '../../db/session';

export function syncSettingsHandlers(session: DbSession) {
  const db = () => session.get();
  const bookId = async () =>
    String((await db().current_document.toCollection().first())?.uuid ?? '');
  return {
    /** How this book is connected to a sync server (this browser only), or null. */
    async getSyncSettings(): Promise<SyncSettings | null> {
      const row = await db().sync_settings.get(await bookId());
      if (!row) return null;
      const { documentId: _documentId, ...settings } = row;
      return settings;
    },

    /** Keeps (or with null forgets) how this book is connected to a sync server. */
    async setSyncSettings(settings: SyncSettings | null): Promise<void> {
      const id = await bookId();
      if (settings === null) await db().sync_settings.delete(id);
      else await db().sync_settings.put({ ...settings, documentId: id });
    },
  };
}

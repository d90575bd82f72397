/**
 * The five writing statuses (issue 30, contract/outline.ts): listed with the author's names and
 * renamed like the colour labels. A status without a row in `statuses` has its default name
 * (the screens translate it); renaming one to '' brings the default back. Giving a status to a
 * page or folder is a tree operation (`setNodeOutline` in domains/tree).
 */
import { AppError } from '../../contract/errors';
import {
  isStatusKey,
  STATUS_KEYS,
  STATUS_NAME_MAX,
  type StatusEntry,
  type StatusKey,
} from '../../contract/outline';
import { toPlainText } from '../../core/sanitize-html';
import type { DbSession } from '../../db/session';

/** A status name as kept: plain text on one line, trimmed, up to STATUS_NAME_MAX characters. */
export function cleanStatusName(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  return (/[<&]/.test(text) ? toPlainText(text) : text)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, STATUS_NAME_MAX);
}

export function createStatusHandlers(session: DbSession) {
  const statuses = () => session.get().statuses;

  async function documentId(): Promise<string> {
    const doc = await session.get().current_document.toCollection().first();
    return String(doc?.uuid ?? '');
  }

  return {
    /** The five statuses in their order, each with the author's name ('' for the default). */
    async listStatuses(): Promise<StatusEntry[]> {
      const names = new Map<StatusKey, string>();
      for (const row of await statuses().toArray()) {
        if (isStatusKey(row.key) && !names.has(row.key))
          names.set(row.key, cleanStatusName(row.name));
      }
      return STATUS_KEYS.map((key) => ({ key, name: names.get(key) ?? '' }));
    },

    /** Names a status (plain text, one line, up to 40 characters; '' goes back to the default). */
    async renameStatus(key: StatusKey, text: string): Promise<StatusEntry> {
      if (!isStatusKey(key)) throw new AppError('invalid_argument', { reason: 'unknown status' });
      const name = cleanStatusName(text);
      const db = session.get();
      const doc = await documentId();
      const ids = await db.transaction('rw', db.statuses, async () => {
        const rows = await statuses().where('key').equals(key).toArray();
        const [first, ...extra] = rows;
        if (extra.length > 0) await statuses().bulkDelete(extra.map((r) => r.id as number));
        if (first?.id !== undefined) {
          await statuses().update(first.id, { name });
          return [first.id];
        }
        return [await statuses().add({ documentId: doc, key, name })];
      });
      session.changed('statuses', ids);
      return { key, name };
    },
  };
}

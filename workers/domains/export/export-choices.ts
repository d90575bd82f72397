/**
 * The author's export choices, remembered per book in `ebook_settings` record 1 as
 * `book_settings.export`. Written only when they changed, so exporting with the same choices
 * leaves the book as it was.
 */
import { type ExportChoices, normaliseExportChoices } from '../../contract/export';
import type { DbSession } from '../../db/session';

export async function readExportChoices(session: DbSession): Promise<ExportChoices> {
  const record = await session.get().ebook_settings.get(1);
  return normaliseExportChoices(record?.book_settings?.export);
}

/** Stores the choices (cleaned); true when they changed. */
export async function rememberExportChoices(
  session: DbSession,
  choices: ExportChoices,
): Promise<boolean> {
  const db = session.get();
  // Taking in the items left out, or the comments, is asked for one export at a time: never
  // remembered.
  const clean = normaliseExportChoices({
    ...choices,
    includeLeftOut: false,
    includeComments: false,
  });
  const changed = await db.transaction('rw', ['ebook_settings', 'current_document'], async () => {
    const record = await db.ebook_settings.get(1);
    const stored = normaliseExportChoices(record?.book_settings?.export);
    // Unchanged (the defaults, when nothing was stored yet): nothing to remember.
    if (JSON.stringify(stored) === JSON.stringify(clean)) return false;
    const documentId =
      record?.documentId ?? (await db.current_document.toCollection().first())?.uuid ?? '';
    await db.ebook_settings.put({
      id: 1,
      documentId,
      book_settings: { ...(record?.book_settings ?? {}), export: clean },
    });
    return true;
  });
  if (changed) session.changed('ebook_settings', [1]);
  return changed;
}

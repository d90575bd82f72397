/**
 * The book's cover picture for the e-book (issue 25): chosen in the export dialog, compressed by
 * the images domain, kept in `ebook_settings` record 1 as `book_settings.cover` (a data URL, so
 * it travels in the book file). None: the EPUB gets a typographic cover (epub/cover-svg.ts).
 */
import { AppError } from '../../contract/errors';
import { isSafeImageSrc } from '../../contract/sanitize-rules';
import type { DbSession } from '../../db/session';

/** A cover the app can show: a picture inside the book (data:image). */
const usableCover = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('data:image/') && isSafeImageSrc(value)
    ? value
    : null;

export async function readBookCover(session: DbSession): Promise<string | null> {
  const record = await session.get().ebook_settings.get(1);
  return usableCover(record?.book_settings?.cover);
}

/** Stores the cover (null removes it); what is stored. A picture that is not one is refused. */
export async function storeBookCover(
  session: DbSession,
  src: string | null,
): Promise<string | null> {
  const cover = src === null ? null : usableCover(src);
  if (src !== null && cover === null)
    throw new AppError('invalid_argument', {
      reason: 'the cover is not a PNG, JPEG, GIF or WebP picture',
    });
  const db = session.get();
  await db.transaction('rw', ['ebook_settings', 'current_document'], async () => {
    const record = await db.ebook_settings.get(1);
    const { cover: _old, ...rest } = record?.book_settings ?? {};
    const documentId =
      record?.documentId ?? (await db.current_document.toCollection().first())?.uuid ?? '';
    await db.ebook_settings.put({
      id: 1,
      documentId,
      book_settings: cover === null ? rest : { ...rest, cover },
    });
  });
  session.changed('ebook_settings', [1]);
  return cover;
}

/** The e-book's cover picture: kept with the book, read into the book's meta, refused when it is not a picture. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { readBookMeta } from './assemble/book-meta';
import { sampleBook } from './testing/sample-book';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('book cover', () => {
  it('is kept with the book and becomes the meta’s cover; removing it leaves none', async () => {
    const { parts, session } = await sampleBook(freshDbName('cover'));
    expect(await parts.bookExport.getBookCover()).toBeNull();
    expect((await readBookMeta(session.get(), 'en')).cover).toBeNull();
    expect(await parts.bookExport.setBookCover(PNG)).toBe(PNG);
    expect(await parts.bookExport.getBookCover()).toBe(PNG);
    expect((await readBookMeta(session.get(), 'en')).cover).toBe(PNG);
    // The remembered export choices stay beside it.
    const stored = await session.get().ebook_settings.get(1);
    expect(stored?.book_settings.cover).toBe(PNG);
    await parts.bookExport.setBookCover(null);
    expect((await readBookMeta(session.get(), 'en')).cover).toBeNull();
    expect((await session.get().ebook_settings.get(1))?.book_settings).not.toHaveProperty('cover');
  });

  it('refuses what is not a picture the app can show, and keeps the cover it had', async () => {
    const { parts } = await sampleBook(freshDbName('cover-bad'));
    await parts.bookExport.setBookCover(PNG);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://example.org/c.png',
    ]) {
      await expect(parts.bookExport.setBookCover(bad)).rejects.toMatchObject({
        code: 'invalid_argument',
      });
    }
    expect(await parts.bookExport.getBookCover()).toBe(PNG);
  });
});

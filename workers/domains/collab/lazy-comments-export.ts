/**
 * The book's comments as the Word export asks for them (issue 31 item 5), loaded on first use:
 * which books have comments is read from the stored documents' names, so an export of a book
 * without comments (and every start of the worker) parses no Yjs
 * (workers/start-up-imports.test.ts); export-comments.ts reads them.
 */
import { commentsDocName } from '../../contract/collab';
import type { BookCommentCount, PageCommentsForExport } from '../../contract/comments';
import type { DbSession } from '../../db/session';

/** What the Word export asks of a book's comments (the export domain's port). */
export interface CommentsForExport {
  /** The book's comment threads (none: nothing of Yjs is loaded). */
  count(): Promise<BookCommentCount>;
  /**
   * A reader of the pages' threads, placed in their text, for one export (null: the book has no
   * comments). The documents' names are read once, so a page without comments costs nothing.
   */
  reader(): Promise<((pageId: string) => Promise<PageCommentsForExport | null>) | null>;
}

/** The book's comments for the Word export; Yjs loads only when the book has comments. */
export function lazyCommentsForExport(session: DbSession): CommentsForExport {
  const db = () => session.get();
  const bookId = async () =>
    String((await db().current_document.toCollection().first())?.uuid ?? '');
  /** The names of the book's comments documents (their keys only: nothing decoded). */
  const names = async (id: string) => {
    const prefix = commentsDocName(id, '');
    return (await db().collab_docs.where(':id').startsWith(prefix).primaryKeys()) as string[];
  };
  return {
    async count() {
      const found = await names(await bookId());
      if (found.length === 0) return { threads: 0, resolved: 0, pages: 0 };
      return (await import('./export-comments')).bookCommentCount(db(), found);
    },
    async reader() {
      const id = await bookId();
      const found = new Set(await names(id));
      if (found.size === 0) return null;
      const { pageCommentsForExport } = await import('./export-comments');
      return async (pageId) =>
        found.has(commentsDocName(id, pageId)) ? pageCommentsForExport(db(), id, pageId) : null;
    },
  };
}

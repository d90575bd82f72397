/**
 * Revisions (issue 29): each page's history, kept at the first change of a writing day and of a
 * writing session (`beforePageSave`, the save path's one hook), before bulk changes
 * (`keepVersionsBefore`) and on demand (keeping.ts); a page's versions listed, read, named,
 * deleted and compared (page-history.ts); the book's changes since a snapshot or a date, and
 * those changes as tracked changes in a Word file (book-changes.ts). Storage: store.ts.
 */
import type { DbSession } from '../../db/session';
import { createBookChanges } from './book-changes';
import { createKeeping } from './keeping';
import { createPageHistory } from './page-history';

export interface RevisionOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

export function createRevisionHandlers(session: DbSession, options: RevisionOptions = {}) {
  const now = options.now ?? (() => new Date());
  const keeping = createKeeping(session, now);
  return {
    ...keeping,
    handlers: {
      ...createPageHistory(session),
      ...keeping.handlers,
      ...createBookChanges(session, now),
    },
  };
}

export type RevisionHandlers = ReturnType<typeof createRevisionHandlers>['handlers'];

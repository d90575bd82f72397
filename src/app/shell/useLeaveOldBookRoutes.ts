/**
 * After another book replaces the open one (Open file, New book, a restored backup: the worker's
 * `database-reset`), a route that names a record of the old book (a page, a folder, an atlas
 * record) would show "Page Not Found". Such a route is left for the Chapters view of the new book.
 */
import { useEffect } from 'react';
import { useAppNavigate } from '../../navigation/app-router';
import { onChangeEvent } from '../../worker-client/change-feed';

/** The Chapters view, a place every book has. */
export const NEW_BOOK_LANDING = '/body-content/chapters';

const OLD_BOOK_ROUTES = [/^\/body-content\/(page|chapter)\/[^/]+/, /^\/world-atlas\/[^/]+\/[^/]+/];

/** Whether `pathname` names a record that belonged to the book open before. */
export const namesOldBookRecord = (pathname: string): boolean =>
  OLD_BOOK_ROUTES.some((route) => route.test(pathname));

export function useLeaveOldBookRoutes(): void {
  const navigate = useAppNavigate();
  useEffect(
    () =>
      onChangeEvent((event) => {
        if (event.kind !== 'database-reset') return;
        const { pathname, search } = window.location;
        const noteOpen = pathname === '/misc/notes' && new URLSearchParams(search).has('note');
        if (namesOldBookRecord(pathname)) void navigate(NEW_BOOK_LANDING, { replace: true });
        else if (noteOpen) void navigate('/misc/notes', { replace: true });
      }),
    [navigate],
  );
}

/**
 * The first visit is a new project (issue 14): the new-book overlay greets it, so the author
 * chooses to create a book in a folder, open one, or carry on in the browser. Once a choice is
 * made this browser remembers it and later visits open straight on the book.
 */
export const FIRST_VISIT_DONE_KEY = 'first-visit-done';

export function isFirstVisit(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): boolean {
  try {
    return storage?.getItem(FIRST_VISIT_DONE_KEY) === null;
  } catch {
    return false;
  }
}

export function markFirstVisitDone(storage: Pick<Storage, 'setItem'> | undefined = safeStorage()) {
  try {
    storage?.setItem(FIRST_VISIT_DONE_KEY, new Date().toISOString());
  } catch {
    // Storage refused (private mode, quota): the overlay may greet the author once more.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

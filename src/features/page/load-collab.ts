/**
 * Pages as Yjs state (issue 31: the Yjs⇄HTML conversions, merging a copy of the book, the pages'
 * first Y states), loaded on demand so Yjs stays out of the start-up download.
 */
export const loadPageCollab = () => import('./editor/collab');

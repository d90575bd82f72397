/**
 * The manuscript's door: the book's tree (the Chapters panel and the Chapters section show it) and
 * a page's way back to its chapter. The chapter screen is loaded on demand by the router.
 */
export { BookTreeView } from './BookTreeView';
export { ChapterCrumb } from './ChapterView';

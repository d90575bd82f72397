/**
 * Pages as Yjs state (issue 31): conversions with the page editor's HTML, a page's stored state
 * brought up to its HTML, merging a copy of the book, chunked runs. Loaded on demand (the page
 * door's `loadPageCollab`): Yjs stays out of the start-up bundle.
 */
export { type MergeCalls, type MergeOutcome, mergeCopyIntoBook, mergePage } from './merge-copy';
export {
  BACKGROUND_PAGE_LIMIT,
  bootstrapMissingPageStates,
  loadPageYState,
  type PageStateCalls,
} from './page-y-state';
export {
  applyHtmlToYState,
  mergeYStates,
  NO_PROVIDER,
  pageHtmlToYUpdate,
  yStateToPageHtml,
} from './page-yjs';
export { type ChunkOptions, type ChunkOutcome, runInChunks, yieldToBrowser } from './run-in-chunks';

/** Pages as Yjs state (issue 31): conversions with the page editor's HTML, and chunked runs. */
export { applyHtmlToYState, mergeYStates, pageHtmlToYUpdate, yStateToPageHtml } from './page-yjs';
export { type ChunkOptions, type ChunkOutcome, runInChunks, yieldToBrowser } from './run-in-chunks';

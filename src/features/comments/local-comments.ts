/**
 * This browser's copy of a page's comments, kept by the worker beside the page's Y state (so
 * comments made offline reach the server on reconnect and the book file carries them).
 * TODO(store): null until the worker's `commentsYState` / `storeCommentsYUpdate` exist
 * (/work/notes/31/requests.md); the comments then live on the server only.
 */
import type { LocalComments } from './comments-session';

export function localComments(): LocalComments | null {
  return null;
}

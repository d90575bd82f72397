/**
 * This browser's copy of a page's comments, kept by the worker beside the page's Y state
 * (`commentsYState` / `storeCommentsYUpdate`): comments made offline reach the server on
 * reconnect, and the book file carries them (its `collab` block's `comments`).
 */
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import type { LocalComments } from './comments-session';

export function localComments(): LocalComments {
  return {
    async load(pageId) {
      const result = await workerApi().commentsYState(pageId);
      if (!result.success) throw new Error(result.error.message ?? result.error.code);
      return result.data;
    },
    store(pageId, update) {
      void showIfFailed(workerApi().storeCommentsYUpdate(pageId, update));
    },
  };
}

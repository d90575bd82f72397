/**
 * A page's stored Y state brought up to its stored HTML (issue 31), for the collaborative
 * editor and the background keeper: the worker keeps the states but has no DOM, so a missing
 * state is bootstrapped here (deterministically) and a stale one changed minimally, then stored
 * back (only what is new). `bootstrapMissingPageStates` gives every page without a state one, in
 * idle time, so that a book file written later carries each page's history from the text it
 * had then: copies of that file then merge paragraph by paragraph, not as two whole texts.
 */
import * as Y from 'yjs';
import type { PageYStateAnswer } from '../../../../../workers/contract/collab';
import type { Result } from '../../../../../workers/contract/result';
import { applyHtmlToYState, pageHtmlToYUpdate } from './page-yjs';
import { type ChunkOptions, type ChunkOutcome, runInChunks } from './run-in-chunks';

/** The worker calls used here (the facade's, or a test's API). */
export interface PageStateCalls {
  pageYState(pageId: string): Promise<Result<PageYStateAnswer>>;
  storePageYUpdate(pageId: string, update: Uint8Array, html?: string): Promise<Result<void>>;
  pagesWithStaleYState(): Promise<Result<string[]>>;
}

async function value<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (!result.success) throw new Error(result.error.message);
  return result.data;
}

/** The page's Y state holding its stored HTML (made or brought up to date, and stored). */
export async function loadPageYState(calls: PageStateCalls, pageId: string): Promise<Uint8Array> {
  const answer = await value(calls.pageYState(pageId));
  if (answer.state && !answer.stale) return answer.state;
  if (!answer.state) {
    const state = pageHtmlToYUpdate(pageId, answer.html);
    await value(calls.storePageYUpdate(pageId, state, answer.html));
    return state;
  }
  const next = applyHtmlToYState(pageId, answer.state, answer.html);
  const update = Y.diffUpdate(next.state, Y.encodeStateVectorFromUpdate(answer.state));
  await value(calls.storePageYUpdate(pageId, update, answer.html));
  return next.state;
}

/** Pages longer than this are left to a merge or the shared editor (one page, one task). */
export const BACKGROUND_PAGE_LIMIT = 32_000;

/** Gives each page that has no Y state one made from its HTML, in chunks. */
export async function bootstrapMissingPageStates(
  calls: PageStateCalls,
  options: ChunkOptions = {},
): Promise<ChunkOutcome> {
  const ids = await value(calls.pagesWithStaleYState());
  return runInChunks(
    ids,
    async (pageId) => {
      const answer = await value(calls.pageYState(pageId));
      if (answer.state || answer.html.length > BACKGROUND_PAGE_LIMIT) return;
      await value(
        calls.storePageYUpdate(pageId, pageHtmlToYUpdate(pageId, answer.html), answer.html),
      );
    },
    options,
  );
}

/**
 * Merging another copy of the open book (issue 31 item 2), the main thread's half: the worker
 * merges the records and hands the pages whose text differs; here each page's two sides are
 * brought up to their HTML (`applyHtmlToYState`, or a deterministic bootstrap), merged with Yjs
 * and read back as HTML, one page at a time in chunks (progress, Cancel between pages). Both
 * authors' words are kept: a paragraph changed on both sides is there twice, never dropped.
 */
import type {
  MergeOutcome,
  MergePageInputs,
  MergeStarted,
  MergeSummary,
} from '../../../../../workers/contract/collab';
import type { Result } from '../../../../../workers/contract/result';
import { applyHtmlToYState, mergeYStates, pageHtmlToYUpdate, yStateToPageHtml } from './page-yjs';
import { type ChunkOptions, runInChunks } from './run-in-chunks';

/** The worker calls a merge needs (the facade's, or a test's API). */
export interface MergeCalls {
  mergeBookBegin(input: string | Blob): Promise<Result<MergeStarted>>;
  mergePageInputs(mergeId: string, pageId: string): Promise<Result<MergePageInputs>>;
  mergePageDone(
    mergeId: string,
    pageId: string,
    state: Uint8Array,
    html: string,
  ): Promise<Result<boolean>>;
  mergeBookEnd(mergeId: string): Promise<Result<MergeSummary>>;
}

export type { MergeOutcome };

/** One side of a page brought up to its HTML (null when the side has no such page). */
function sideState(pageId: string, state: Uint8Array | null, html: string | null) {
  if (html === null) return null;
  return state ? applyHtmlToYState(pageId, state, html).state : pageHtmlToYUpdate(pageId, html);
}

/** A page's merged state and HTML from both sides. */
export function mergePage(
  pageId: string,
  inputs: MergePageInputs,
): { state: Uint8Array; html: string } {
  const local = sideState(pageId, inputs.localState, inputs.localHtml);
  const file = sideState(pageId, inputs.fileState, inputs.fileHtml);
  // The same text on both sides: one side's state holds it (merging two unrelated histories of
  // the same words would show them twice).
  const state =
    inputs.localHtml !== null && inputs.localHtml === inputs.fileHtml
      ? ((local ?? file) as Uint8Array)
      : mergeYStates([local, file].filter((s): s is Uint8Array => s !== null));
  return { state, html: yStateToPageHtml(pageId, state) };
}

/** Times a page is merged again when it was written meanwhile. */
const MERGE_ATTEMPTS = 5;

class CallFailed extends Error {
  constructor(readonly error: Extract<Result<unknown>, { success: false }>['error']) {
    super(error.message);
  }
}

async function value<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (!result.success) throw new CallFailed(result.error);
  return result.data;
}

/** Merges a copy of the open book (a book file) into it; see the module note. */
export async function mergeCopyIntoBook(
  calls: MergeCalls,
  file: string | Blob,
  options: ChunkOptions = {},
): Promise<MergeOutcome> {
  let started: MergeStarted;
  try {
    started = await value(calls.mergeBookBegin(file));
  } catch (error) {
    if (error instanceof CallFailed) return { kind: 'failed', error: error.error };
    throw error;
  }
  let cancelled = false;
  try {
    const run = await runInChunks(
      started.pages,
      async (pageId) => {
        // A page written while it was merged (the author typed on) is merged again.
        for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
          const inputs = await value(calls.mergePageInputs(started.mergeId, pageId));
          const merged = mergePage(pageId, inputs);
          if (await value(calls.mergePageDone(started.mergeId, pageId, merged.state, merged.html)))
            return;
        }
        throw new Error(`Page ${pageId} kept changing while it was merged`);
      },
      options,
    );
    cancelled = run.cancelled;
  } catch (error) {
    await calls.mergeBookEnd(started.mergeId);
    if (error instanceof CallFailed) return { kind: 'failed', error: error.error };
    throw error;
  }
  const summary = await value(calls.mergeBookEnd(started.mergeId));
  return {
    kind: cancelled ? 'cancelled' : 'merged',
    summary,
    snapshot: started.snapshot,
    pages: started.pages,
  };
}

/**
 * A shared book's pages fetched from the server (issue 31, joining from another device): every
 * page still empty here and never opened gets its text from its page doc, not only when it is
 * opened, so counts, search and exports are right at once. A few documents are asked for at a
 * time; each page's state is turned into its HTML (one page, one short task) and the worker
 * keeps both (`storeFetchedPage`: the state, and the text through the save path). Progress after
 * each page; the signal stops between pages (the pages done stay done, the rest come later).
 */
import type { Result } from '../../../workers/contract/result';

/** The worker calls used here (the facade's, or a test's API). */
export interface FetchPageCalls {
  pagesToFetch(): Promise<Result<string[]>>;
  storeFetchedPage(pageId: string, state: Uint8Array, html: string): Promise<Result<boolean>>;
}

export interface FetchPagesOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Documents asked for at once (default 4). */
  ahead?: number;
}

export interface FetchPagesOutcome {
  done: number;
  total: number;
  /** Stopped by the signal. */
  cancelled: boolean;
  /** Stopped because a page could not be fetched or kept (the server gone, a refusal…). */
  failed: unknown;
}

async function value<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (!result.success) throw new Error(result.error.message);
  return result.data;
}

/** Lets the browser paint and handle input between two pages. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches every page the worker lists (`pagesToFetch`): `fetchState` answers a page's whole Y
 * state from the server, `toHtml` the page HTML it holds.
 */
export async function fetchSharedPages(
  calls: FetchPageCalls,
  fetchState: (pageId: string) => Promise<Uint8Array>,
  toHtml: (pageId: string, state: Uint8Array) => string,
  options: FetchPagesOptions = {},
): Promise<FetchPagesOutcome> {
  const ids = await value(calls.pagesToFetch());
  const total = ids.length;
  const ahead = Math.max(1, options.ahead ?? 4);
  const asked = new Map<number, Promise<Uint8Array>>();
  const ask = (index: number) => {
    const id = ids[index];
    if (id === undefined || asked.has(index)) return;
    const state = fetchState(id);
    state.catch(() => undefined); // awaited in turn below
    asked.set(index, state);
  };
  let done = 0;
  if (total > 0) options.onProgress?.(0, total);
  for (let index = 0; index < total; index++) {
    if (options.signal?.aborted) return { done, total, cancelled: true, failed: null };
    for (let next = index; next < index + ahead; next++) ask(next);
    const id = ids[index] as string;
    try {
      const state = await (asked.get(index) as Promise<Uint8Array>);
      asked.delete(index);
      if (options.signal?.aborted) return { done, total, cancelled: true, failed: null };
      const html = toHtml(id, state);
      await value(calls.storeFetchedPage(id, state, html));
    } catch (error) {
      return { done, total, cancelled: false, failed: error };
    }
    done++;
    options.onProgress?.(done, total);
    await breathe();
  }
  return { done, total, cancelled: false, failed: null };
}

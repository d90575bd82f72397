/**
 * How the Open file flow reaches the page editor's Yjs conversions (issue 31: merging a copy of
 * the book, giving pages their first Y state) without importing the page feature, which uses this
 * one: the app hands in a loader (`providePageCollab`, in AppServices), called only when needed,
 * so Yjs and the conversions stay out of the start-up download.
 */
import type { MergeOutcome } from '../../../workers/contract/collab';

/** Progress and Cancel of a run over many pages. */
export interface PageRunOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** What files needs of the page editor's Yjs side. */
export interface PageCollab {
  /** Merges a copy of the open book (a book file) into it. */
  mergeCopy(file: Blob, options: PageRunOptions): Promise<MergeOutcome>;
  /** Gives every page without a Y state one made from its HTML, in idle chunks. */
  bootstrapPageStates(options: PageRunOptions): Promise<{ done: number; cancelled: boolean }>;
  /** The page HTML a page's Y state holds (a page of a shared book fetched from the server). */
  pageHtmlOfState(pageId: string, state: Uint8Array): string;
  /** A page's Y state in this browser, brought up to its stored HTML (made when missing). */
  pageStateOf(pageId: string): Promise<Uint8Array>;
}

let loader: (() => Promise<PageCollab>) | null = null;

/** Called once by the app with the loader of the page editor's Yjs side. */
export function providePageCollab(load: () => Promise<PageCollab>): void {
  loader = load;
}

/** The page editor's Yjs side (loaded on first use). */
export async function pageCollab(): Promise<PageCollab> {
  if (!loader) throw new Error('The page editor’s Yjs side was not provided');
  return loader();
}

const DUE_KEY = 'story-builder:page-states-due';

/** Asks for the pages' first Y states at the next start at once (a book file was just opened). */
export function markPageStatesDue(): void {
  try {
    sessionStorage.setItem(DUE_KEY, '1');
  } catch {
    // No session storage: the states come after the usual delay.
  }
}

/** True once after `markPageStatesDue` (the mark is taken away). */
export function takePageStatesDue(): boolean {
  try {
    const due = sessionStorage.getItem(DUE_KEY) === '1';
    sessionStorage.removeItem(DUE_KEY);
    return due;
  } catch {
    return false;
  }
}

/**
 * A shared page's Y state in this browser. Kept in memory for the visit (merged with every
 * update), so a page opened again starts from what this browser last had.
 * TODO(store): load from and store through the worker's page Y state once its API is published
 * (/work/notes/31/store-api.md); until then a page opened for the first time in a visit starts
 * from its HTML, bootstrapped the deterministic way.
 */
import * as Y from 'yjs';

const states = new Map<string, Uint8Array>();

export async function loadPageYState(
  pageId: string,
  bootstrap: () => Uint8Array,
): Promise<Uint8Array> {
  const kept = states.get(pageId);
  if (kept) return kept;
  const state = bootstrap();
  states.set(pageId, state);
  return state;
}

export function storePageYUpdate(pageId: string, update: Uint8Array): void {
  const kept = states.get(pageId);
  states.set(pageId, kept ? Y.mergeUpdates([kept, update]) : update);
}

/** Forgets the visit's states (another book opened, or the book stopped being shared). */
export function forgetPageYStates(): void {
  states.clear();
}

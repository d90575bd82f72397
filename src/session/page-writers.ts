/**
 * One editor writes a page at a time. With the split view and the continuous view, one page can
 * be on screen twice (the first pane's page inside the second pane's continuous folder, or the
 * other way round); two live editors of it would each store their own text over the other's.
 * The first editor to hold a page (by its save key, `page:<id>`, `section:<table>`…) writes it;
 * any other shows where it is written instead, and takes it over when the first lets it go.
 */
import { useId, useLayoutEffect, useSyncExternalStore } from 'react';

const writers = new Map<string, string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Holds `key` for `holder` when no one else does; true when `holder` holds it now. */
export function claimPage(key: string, holder: string): boolean {
  const current = writers.get(key);
  if (current !== undefined) return current === holder;
  writers.set(key, holder);
  changed();
  return true;
}

/** Lets `key` go, if `holder` held it. */
export function releasePage(key: string, holder: string): void {
  if (writers.get(key) !== holder) return;
  writers.delete(key);
  changed();
}

/** Who holds `key` (undefined: no one). */
export function pageWriter(key: string): string | undefined {
  return writers.get(key);
}

export function subscribePageWriters(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For an editor of `key`: true while it may write (it holds the page, or no one does yet and it
 * is about to take it, before the screen is painted); false while another editor holds it.
 */
export function usePageWriter(key: string): boolean {
  const holder = useId();
  const writer = useSyncExternalStore(subscribePageWriters, () => writers.get(key));
  useLayoutEffect(() => {
    claimPage(key, holder);
    return () => releasePage(key, holder);
  }, [key, holder]);
  // The other editor let it go: this one takes it.
  useLayoutEffect(() => {
    if (writer === undefined) claimPage(key, holder);
  }, [writer, key, holder]);
  return writer === undefined || writer === holder;
}

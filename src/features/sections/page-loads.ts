/**
 * Page reads started ahead of the page view: the click that opens a page asks the worker for
 * it at once, and the page view takes that read instead of starting its own after the route
 * has rendered. A read is taken once, and only while fresh (it is never a cache of content).
 */
import type { TreeNode } from '../../../workers/contract/records';
import type { Result } from '../../../workers/contract/result';
import { workerApi } from '../../worker-client/client';

/** A read older than this is not used: the page view reads the page again. */
const FRESH_MS = 1000;

const started = new Map<string, { at: number; read: Promise<Result<TreeNode>> }>();

/** Starts reading page `id` for the page view about to open. */
export function startPageLoad(id: string): void {
  started.clear();
  started.set(id, { at: performance.now(), read: workerApi().fetchNode(id) });
}

/** The read started for `id` by {@link startPageLoad} when fresh, else a new read. */
export function takePageLoad(id: string): Promise<Result<TreeNode>> {
  const early = started.get(id);
  started.delete(id);
  if (early && performance.now() - early.at < FRESH_MS) return early.read;
  return workerApi().fetchNode(id);
}

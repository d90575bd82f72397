/**
 * Opening a page from the book tree: the page is read first and the route changes once it is
 * here (or after NAVIGATE_ANYWAY_MS, when the read is slow), so the page view renders once,
 * with its text, instead of a loading state and then the text, as a router's data loader
 * would. The read starts when the pointer rests on the row or goes down on it, before the
 * click. This is not a cache of content: a read is used once, only while fresh, and never
 * once the page has been saved since it started (content-saver.ts forgets it).
 */
import type { TreeNode } from '../../../workers/contract/records';
import type { Result } from '../../../workers/contract/result';
import { workerApi } from '../../worker-client/client';

/** A read older than this is not used: the page view reads the page again. */
const FRESH_MS = 1000;
/** The route changes after this long even when the read has not answered yet. */
export const NAVIGATE_ANYWAY_MS = 150;

interface Load {
  id: string;
  at: number;
  read: Promise<Result<TreeNode>>;
  result?: Result<TreeNode>;
}

let latest: Load | null = null;
let waiting: object | null = null;

const fresh = (load: Load | null, id: string): load is Load =>
  load !== null && load.id === id && performance.now() - load.at < FRESH_MS;

function readPage(id: string): Load {
  if (fresh(latest, id)) return latest;
  const load: Load = { id, at: performance.now(), read: workerApi().fetchNode(id) };
  void load.read.then((result) => {
    load.result = result;
  });
  latest = load;
  return load;
}

/**
 * Starts reading page `id` ahead of a click that may open it (the pointer is on its row): the
 * click then finds the page read, or on its way.
 */
export function startPageRead(id: string): void {
  readPage(id);
}

/**
 * Reads page `id` (or takes the read started for it), then calls `go`, which changes the route,
 * once: when the read has answered, or after NAVIGATE_ANYWAY_MS. A later call supersedes an
 * earlier one still waiting.
 */
export function openPageAfterRead(id: string, go: () => void): void {
  const load = readPage(id);
  const token = {};
  waiting = token;
  let gone = false;
  const goOnce = () => {
    if (gone || waiting !== token) return;
    gone = true;
    waiting = null;
    go();
  };
  if (load.result) {
    goOnce();
    return;
  }
  void load.read.then(goOnce);
  setTimeout(goOnce, NAVIGATE_ANYWAY_MS);
}

/** Page `id` is being saved: a read started before has older text and must not be used. */
export function forgetPageRead(id: string): void {
  if (latest?.id === id) latest = null;
}

/** The answer of a fresh read of page `id` that has already come back, without taking it. */
export function answeredPageLoad(id: string): Result<TreeNode> | undefined {
  return fresh(latest, id) ? latest.result : undefined;
}

/** The fresh read of page `id` (taken: it is not used again), else a new read. */
export function takePageLoad(id: string): Promise<Result<TreeNode>> {
  const load = latest;
  if (load?.id === id) latest = null;
  return fresh(load, id) ? load.read : workerApi().fetchNode(id);
}

/**
 * Opening a page from the book tree. The tree reads the pages it shows ahead of a click — in
 * idle time, one at a time, and at once when the pointer rests on a row or goes down on it —
 * so a click finds the page here and the page view renders it in the click's own task. The
 * route changes once the page is read (or after NAVIGATE_ANYWAY_MS, when a read is slow), so
 * the page view renders once, with its text, instead of a loading state and then the text.
 *
 * What is held is never newer than the database and never older than the last save:
 * - a read is dropped the moment a save of that page starts (content-saver.ts), and any read
 *   issued after that is answered after the save (the worker orders them);
 * - the worker's change events drop the pages they name, and everything on another book;
 * - a page is taken when its page view opens it and is not read ahead while it is open (it is
 *   being edited); once closed, its last edits are on their way to the worker before it is
 *   read again, so going back to it is as quick as going to it was;
 * - nothing is read until the book is open and the drafts a closed tab left are stored.
 * At most HELD_PAGES pages and HELD_CHARACTERS characters are held. Reading ahead makes room by
 * dropping the oldest pages out of view and stops when the pages in view fill it; a read for a
 * click makes room by dropping the oldest.
 */
import type { TreeNode } from '../../workers/contract/records';
import type { Result } from '../../workers/contract/result';
import { workerApi } from '../worker-client/client';

/** The route changes after this long even when the read has not answered yet. */
export const NAVIGATE_ANYWAY_MS = 150;
/** The most pages held ahead of a click. */
export const HELD_PAGES = 60;
/** The most characters of page HTML held ahead of a click (about 150,000 words). */
export const HELD_CHARACTERS = 1_000_000;

interface Load {
  id: string;
  read: Promise<Result<TreeNode>>;
  result?: Result<TreeNode>;
  /** Characters of content counted against HELD_CHARACTERS once answered. */
  size: number;
}

/** Held reads, oldest first. */
const held = new Map<string, Load>();
let heldCharacters = 0;
let ready = false;
let waiting: object | null = null;
/** The pages the trees show, to read in idle time. */
let inView: readonly string[] = [];
/** Pages of `inView` that could not be read: not tried again until the view changes. */
const unreadable = new Set<string>();
let aheadRunning = false;
/**
 * Pages open in an editor (the page view, the continuous view of a folder, a split pane), with
 * how many editors hold each: being edited, so neither held nor read ahead.
 */
const open = new Map<string, number>();

function drop(id: string): void {
  const load = held.get(id);
  if (!load) return;
  held.delete(id);
  heldCharacters -= load.size;
}

/** At or over the limit: nothing more is read ahead. */
const full = () => held.size >= HELD_PAGES || heldCharacters >= HELD_CHARACTERS;
const over = () => held.size > HELD_PAGES || heldCharacters > HELD_CHARACTERS;

/** Drops answered pages, oldest first and those `mayDrop` allows, until `enough()`. */
function dropOldest(enough: () => boolean, mayDrop: (id: string) => boolean = () => true) {
  for (const [id, load] of held) {
    if (enough()) return true;
    if (load.result && mayDrop(id)) drop(id);
  }
  return enough();
}

function readPage(id: string): Load {
  const had = held.get(id);
  if (had) return had;
  const load: Load = { id, read: workerApi().fetchNode(id), size: 0 };
  held.set(id, load);
  void load.read.then((result) => {
    load.result = result;
    if (held.get(id) !== load) return;
    if (!result.success) {
      // Not held: the page view reads it again and shows its error.
      drop(id);
      unreadable.add(id);
      return;
    }
    load.size = result.data.content?.length ?? 0;
    heldCharacters += load.size;
    dropOldest(() => !over());
  });
  return load;
}

/**
 * Whether pages may be read: true once the book is open and drafts are stored; false drops
 * everything held (another book, or the book is closing).
 */
export function setPageReadsReady(value: boolean): void {
  ready = value;
  if (value) readAhead();
  else {
    open.clear();
    forgetPageReads(null);
  }
}

/**
 * Starts reading page `id` ahead of a click that may open it (the pointer is on its row): the
 * click then finds the page read, or on its way.
 */
export function startPageRead(id: string): void {
  if (ready && !open.has(id)) readPage(id);
}

const idle = (run: () => void) => {
  const win = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  };
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
};

/**
 * Room for a page in view: the oldest held pages that are out of view go first. Pages in view
 * are never dropped to read another, so a view larger than the limit does not churn.
 */
function roomInView(): boolean {
  const shown = new Set(inView);
  return dropOldest(
    () => !full(),
    (id) => !shown.has(id),
  );
}

const nextAhead = (): string | undefined =>
  inView.find((id) => !open.has(id) && !held.has(id) && !unreadable.has(id));

/** Reads the pages in view that are not held, one per idle period, until they all are. */
function readAhead(): void {
  if (aheadRunning || !ready || nextAhead() === undefined) return;
  aheadRunning = true;
  const next = () => {
    const id = ready ? nextAhead() : undefined;
    if (id === undefined || !roomInView()) {
      aheadRunning = false;
      return;
    }
    const then = () => idle(next);
    readPage(id).read.then(then, then);
  };
  idle(next);
}

/**
 * Reads the pages a tree shows, in idle time and one at a time, so a click on any of them
 * opens it at once. A later call replaces the list (the tree scrolled or changed).
 */
export function readPagesAhead(ids: readonly string[]): void {
  inView = ids.slice(0, HELD_PAGES);
  unreadable.clear();
  readAhead();
}

/**
 * Reads page `id` (or takes the read held for it), then calls `go`, which changes the route,
 * once: at once when the page is here, when the read answers, or after NAVIGATE_ANYWAY_MS. A
 * later call supersedes an earlier one still waiting.
 */
export function openPageAfterRead(id: string, go: () => void): void {
  // A page open in another editor is read after that editor's last edits (it lets them go as
  // the route changes): a read held from before could be older.
  const load = ready && !open.has(id) ? readPage(id) : null;
  const token = {};
  waiting = token;
  let gone = false;
  const goOnce = () => {
    if (gone || waiting !== token) return;
    gone = true;
    waiting = null;
    go();
  };
  if (!load || load.result) {
    goOnce();
    return;
  }
  void load.read.then(goOnce);
  setTimeout(goOnce, NAVIGATE_ANYWAY_MS);
}

/**
 * Page `id` is being saved: what was read before has older text and must not be used. It is
 * read again later (after the save, which the worker answers first) if it is in view.
 */
export function forgetPageRead(id: string): void {
  drop(id);
  readAhead();
}

/** The worker changed these tree nodes (null: possibly all of them, or another book). */
export function forgetPageReads(ids: readonly string[] | null): void {
  if (ids === null) {
    held.clear();
    heldCharacters = 0;
    unreadable.clear();
  } else {
    for (const id of ids) drop(id);
  }
  readAhead();
}

/** The answer of a read of page `id` that has already come back, without taking it. */
export function answeredPageLoad(id: string): Result<TreeNode> | undefined {
  return ready ? held.get(id)?.result : undefined;
}

/**
 * The read held for page `id`, taken, else a new read: the page view opens page `id`, which
 * is then not held nor read ahead (it is being edited) until {@link closePage}.
 */
export function takePageLoad(id: string): Promise<Result<TreeNode>> {
  const load = held.get(id);
  markPageOpen(id);
  return load && ready ? load.read : workerApi().fetchNode(id);
}

/**
 * The page view no longer shows page `id`. Its last edits were handed to the worker when its
 * editor let it go, so a read from now on has them: it may be read ahead again.
 */
export function closePage(id: string): void {
  const holders = open.get(id);
  if (holders === undefined) return;
  if (holders > 1) open.set(id, holders - 1);
  else open.delete(id);
  readAhead();
}

/**
 * Page `id` is open in an editor that read it by its own way (the continuous view reads the
 * pages it shows): what was held is dropped, and it is not read ahead until {@link closePage}.
 */
export function markPageOpen(id: string): void {
  drop(id);
  open.set(id, (open.get(id) ?? 0) + 1);
}

/**
 * Selecting a find result in the page editor once its page is open: the editor's text is read
 * from its DOM with a line break between blocks (as the worker's index reads the HTML), the
 * match's text is looked for nearest the offset the worker gave, and the browser's selection is
 * put on it (Lexical takes its selection from there) and scrolled into the middle of the view.
 */
import { scrollWithin } from '../../components/scroll-within';

const BLOCKS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'DIV',
  'BR',
  'HR',
  'UL',
  'OL',
]);

interface Run {
  node: Text;
  start: number;
}

/** The editor's text and its text nodes with where each starts. */
function textOf(root: HTMLElement): { text: string; runs: Run[] } {
  let text = '';
  const runs: Run[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      runs.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    const block = BLOCKS.has(node.tagName);
    if (block && text.length > 0 && !text.endsWith('\n')) text += '\n';
    for (const child of node.childNodes) walk(child);
    if (block && text.length > 0 && !text.endsWith('\n')) text += '\n';
  };
  for (const child of root.childNodes) walk(child);
  return { text, runs };
}

/** The text node and offset of a text offset. */
function pointAt(runs: Run[], offset: number, end: boolean): [Text, number] | null {
  for (const run of runs) {
    const length = run.node.data.length;
    if (offset < run.start + length || (end && offset === run.start + length)) {
      if (offset >= run.start) return [run.node, offset - run.start];
    }
  }
  return null;
}

/** The offset of `needle` in `text` nearest `near` (-1 when absent). */
export function nearestOccurrence(text: string, needle: string, near: number): number {
  let best = -1;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (best < 0 || Math.abs(at - near) < Math.abs(best - near)) best = at;
    if (at > near) break;
  }
  return best;
}

/** A match as the results list has it: its text, where, and the words either side. */
export interface ShownMatch {
  start: number;
  text: string;
  before?: string;
  after?: string;
}

/** Whether the words either side of `at` are the match's context (its "…" aside). */
function contextHolds(text: string, at: number, match: ShownMatch): boolean {
  const before = (match.before ?? '').replace(/^…/, '');
  const after = (match.after ?? '').replace(/…$/, '');
  const end = at + match.text.length;
  return (
    text.slice(at - before.length, at) === before && text.slice(end, end + after.length) === after
  );
}

/**
 * Selects the match in the editor root; false when its text is not there. `strict`: only where
 * the words either side are the match's context too (a page being swapped into the editor may
 * still show the previous page, which can hold the same word).
 */
export function selectInEditor(root: HTMLElement, match: ShownMatch, strict = false): boolean {
  const { text, runs } = textOf(root);
  const at = nearestOccurrence(text, match.text, match.start);
  if (at < 0 || (strict && !contextHolds(text, at, match))) return false;
  const from = pointAt(runs, at, false);
  const to = pointAt(runs, at + match.text.length, true);
  if (!from || !to) return false;
  root.focus({ preventScroll: true });
  const range = document.createRange();
  range.setStart(from[0], from[1]);
  range.setEnd(to[0], to[1]);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  // The page's own scroller only: scrollIntoView would slide the shell too.
  const line = from[0].parentElement;
  if (line) scrollWithin(line, 'center');
  return true;
}

/**
 * The open editor whose label is `label` (or the only one), once it shows text; inside the
 * element `within` names when given.
 */
export function editorRoot(label: string | null, within: string | null = null): HTMLElement | null {
  const holder = within ? document.querySelector(within) : document;
  if (!holder) return null;
  const roots = [...holder.querySelectorAll<HTMLElement>('.sb-editor__content')];
  if (label) {
    const named = roots.find((r) => r.getAttribute('aria-label') === label);
    if (named) return named;
  }
  return roots.length === 1 ? (roots[0] ?? null) : null;
}

/** How long a match is looked for with its context only. */
const STRICT_MS = 1000;

/**
 * Waits (frame by frame, at most `timeoutMs`) for the editor to show the page and selects the
 * match in it. Resolves false if the page never showed it (it changed since the search).
 */
export function selectWhenShown(
  label: string | null,
  match: ShownMatch,
  isShown: () => boolean,
  within: string | null = null,
  timeoutMs = 4000,
): Promise<boolean> {
  const started = performance.now();
  const until = started + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      const root = isShown() ? editorRoot(label, within) : null;
      // The match with its context first; after a second, the match alone (the page's text
      // may read a little differently in the editor, a space or a line end).
      const strict = performance.now() - started < STRICT_MS;
      if (root && selectInEditor(root, match, strict)) {
        resolve(true);
        return;
      }
      if (performance.now() > until) resolve(false);
      else requestAnimationFrame(attempt);
    };
    attempt();
  });
}

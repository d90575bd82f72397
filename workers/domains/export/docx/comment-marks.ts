/**
 * Word comments in a page's body (issue 31 item 5): a page's threads come placed in the text of
 * the page's Yjs document (collab's export-comments.ts); here those offsets are found in the
 * page HTML the writer walks and marked there, as elements the runs writer turns into
 * `w:commentRangeStart` and `w:commentRangeEnd` with the comment's reference (ooxml-runs.ts).
 *
 * The page HTML is derived from the Yjs document, so both hold the same text, character for
 * character (text nodes in document order against the document's strings): offsets carry over
 * as they are. When they differ (the page saved since its Yjs state was last brought up to
 * it), what is the same at the start and at the end still carries over, and a thread in the
 * changed middle is looked for by its quote (the occurrence nearest where it was); one that
 * cannot be found is left out.
 */
import type { PageCommentsForExport, PlacedThread } from '../../../contract/comments';
import { walkTree } from '../../../core/page-html';
import type { HtmlElement, HtmlNode, HtmlText } from '../epub/html-tree';

export const COMMENT_START_TAG = 'sb-comment-start';
export const COMMENT_END_TAG = 'sb-comment-end';

/** A thread found in the HTML's text. */
export interface MarkedThread {
  thread: PlacedThread;
  start: number;
  end: number;
}

interface TextSpan {
  node: HtmlText;
  start: number;
  end: number;
}

/** The HTML's text nodes (empty ones aside) with their offsets, and the whole text. */
function textSpans(nodes: readonly HtmlNode[]): { text: string; spans: TextSpan[] } {
  const spans: TextSpan[] = [];
  let text = '';
  walkTree(nodes, {
    text: (node) => {
      if (!node.value) return;
      spans.push({ node, start: text.length, end: text.length + node.value.length });
      text += node.value;
    },
    element: () => 'children',
  });
  return { text, spans };
}

/** Carries an offset of `from` over to `to` where the two texts agree (null: in what changed). */
function offsetMapper(from: string, to: string): (offset: number) => number | null {
  if (from === to) return (offset) => offset;
  const most = Math.min(from.length, to.length);
  let prefix = 0;
  while (prefix < most && from.charCodeAt(prefix) === to.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < most - prefix &&
    from.charCodeAt(from.length - 1 - suffix) === to.charCodeAt(to.length - 1 - suffix)
  )
    suffix++;
  return (offset) => {
    if (offset <= prefix) return offset;
    if (offset >= from.length - suffix) return offset - from.length + to.length;
    return null;
  };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The quote's place in `text` nearest `near` (white space ignored); null when not there. */
function findQuote(
  text: string,
  quote: string,
  near: number,
): { start: number; end: number } | null {
  const wanted = squeeze(quote);
  if (!wanted) return null;
  const at: number[] = [];
  let squeezed = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) continue;
    squeezed += ch;
    at.push(i);
  }
  let best: { start: number; end: number } | null = null;
  for (let i = squeezed.indexOf(wanted); i >= 0; i = squeezed.indexOf(wanted, i + 1)) {
    const start = at[i] as number;
    const end = (at[i + wanted.length - 1] as number) + 1;
    if (!best || Math.abs(start - near) < Math.abs(best.start - near)) best = { start, end };
  }
  return best;
}

/** Where each thread lies in the HTML's text (threads not found there left out). */
export function locateThreads(htmlText: string, comments: PageCommentsForExport): MarkedThread[] {
  const carry = offsetMapper(comments.text, htmlText);
  const same = comments.text === htmlText;
  const out: MarkedThread[] = [];
  for (const thread of comments.threads) {
    const start = carry(thread.start);
    const end = carry(thread.end);
    if (start !== null && end !== null && end > start) {
      out.push({ thread, start, end });
      continue;
    }
    if (same) continue;
    const ratio = comments.text.length > 0 ? htmlText.length / comments.text.length : 1;
    const found = findQuote(htmlText, thread.quote, start ?? Math.round(thread.start * ratio));
    if (found) out.push({ thread, start: found.start, end: found.end });
  }
  return out;
}

interface Mark {
  offset: number;
  kind: 'start' | 'end';
  ids: number[];
}

function markElement(mark: Mark, parent: HtmlElement): HtmlElement {
  return {
    nodeName: mark.kind === 'start' ? COMMENT_START_TAG : COMMENT_END_TAG,
    tagName: mark.kind === 'start' ? COMMENT_START_TAG : COMMENT_END_TAG,
    attrs: [{ name: 'data-ids', value: mark.ids.join(' ') }],
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    childNodes: [],
    parentNode: parent,
  } as HtmlElement;
}

/** The text node a mark goes in: a start goes before the text at its offset, an end after. */
function spanFor(spans: readonly TextSpan[], mark: Mark): TextSpan | undefined {
  if (mark.kind === 'start') {
    return (
      spans.find((s) => s.start <= mark.offset && mark.offset < s.end) ??
      spans.findLast((s) => s.end === mark.offset)
    );
  }
  return (
    spans.find((s) => s.start < mark.offset && mark.offset <= s.end) ??
    spans.find((s) => s.start === mark.offset)
  );
}

/**
 * Marks threads in the parsed page HTML (changed in place): before the first character of each
 * thread's text, and after its last. `ids(thread)` gives the Word comment ids of a thread (its
 * opening comment and its replies share the range). Returns the threads marked.
 */
export function markComments(
  nodes: HtmlNode[],
  comments: PageCommentsForExport,
  ids: (thread: PlacedThread) => number[],
): MarkedThread[] {
  const { text, spans } = textSpans(nodes);
  if (spans.length === 0) return [];
  const located = locateThreads(text, comments);
  const marks: Mark[] = [];
  for (const found of located) {
    const wordIds = ids(found.thread);
    marks.push({ offset: found.start, kind: 'start', ids: wordIds });
    marks.push({ offset: found.end, kind: 'end', ids: wordIds });
  }
  // By offset; at one offset the ranges that end close before others open.
  marks.sort((a, b) => a.offset - b.offset || (a.kind === b.kind ? 0 : a.kind === 'end' ? -1 : 1));
  const byNode = new Map<TextSpan, Mark[]>();
  for (const mark of marks) {
    const span = spanFor(spans, mark);
    if (!span) continue;
    const list = byNode.get(span) ?? [];
    list.push(mark);
    byNode.set(span, list);
  }
  for (const [span, list] of byNode) {
    const parent = span.node.parentNode as HtmlElement;
    const pieces: HtmlNode[] = [];
    let from = 0;
    for (const mark of list) {
      const cut = mark.offset - span.start;
      if (cut > from) pieces.push(textNode(span.node.value.slice(from, cut), parent));
      pieces.push(markElement(mark, parent));
      from = Math.max(from, cut);
    }
    if (from < span.node.value.length) pieces.push(textNode(span.node.value.slice(from), parent));
    const siblings = parent ? parent.childNodes : nodes;
    const at = siblings.indexOf(span.node);
    if (at >= 0) siblings.splice(at, 1, ...pieces);
  }
  return located;
}

function textNode(value: string, parent: HtmlElement): HtmlText {
  return { nodeName: '#text', value, parentNode: parent } as HtmlText;
}

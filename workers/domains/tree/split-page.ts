/**
 * Splitting a very long page into pages (issue 23, item 6): a page of hundreds of thousands of
 * words is slow to write in, so on opening one the author is offered to split it. The page's
 * HTML is cut only between its top-level blocks (never inside a paragraph), at its headings
 * where it has them and otherwise every SPLIT_PAGE_WORDS words; the pieces' HTML is the
 * page's own text, byte for byte.
 */
import { parseFragment } from 'parse5';
import { SPLIT_PAGE_WORDS } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { TreeNode } from '../../contract/records';
import { computeContentMetrics } from '../../core/content-metrics';
import { toPlainText } from '../../core/sanitize-html';
import { childrenOf, createNode } from '../../core/tree-ops';

/** Headings that start a new piece (a chapter or section title inside the page). */
const SPLIT_HEADINGS = new Set(['h1', 'h2', 'h3']);

/** The longest name a piece takes from its heading. */
const NAME_LIMIT = 120;

export interface PagePiece {
  html: string;
  words: number;
  /** The text of the heading the piece starts with, if it starts with one. */
  heading: string | null;
}

interface Block {
  start: number;
  end: number;
  words: number;
  heading: string | null;
}

/** The page's top-level blocks with their place in the HTML and their word counts. */
function blocksOf(html: string): Block[] {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const blocks: Block[] = [];
  for (const node of fragment.childNodes) {
    const at = node.sourceCodeLocation;
    if (!at) continue;
    const text = html.slice(at.startOffset, at.endOffset);
    const tag = 'tagName' in node ? node.tagName : '';
    const words = computeContentMetrics(text).words;
    const heading = SPLIT_HEADINGS.has(tag) ? toPlainText(text).trim() || null : null;
    blocks.push({ start: at.startOffset, end: at.endOffset, words, heading });
  }
  return blocks;
}

/**
 * Cuts a page's HTML into pieces: before every heading (h1–h3) that follows some words, and
 * wherever a piece reached `size` words (twice that when the page has headings, so a long
 * chapter is cut too but chapters are not cut at random). Whitespace between blocks stays with
 * the piece before; nothing of the page is left out.
 */
export function splitPageHtml(html: string, size = SPLIT_PAGE_WORDS): PagePiece[] {
  const blocks = blocksOf(html);
  const hasHeadings = blocks.some((b, i) => i > 0 && b.heading !== null);
  const limit = hasHeadings ? size * 2 : size;
  const cuts: number[] = [0];
  let words = 0;
  for (const block of blocks) {
    const startsHere = block.heading !== null && words > 0;
    if (startsHere || words >= limit) {
      cuts.push(block.start);
      words = 0;
    }
    words += block.words;
  }
  const pieces: PagePiece[] = [];
  cuts.forEach((start, i) => {
    const end = cuts[i + 1] ?? html.length;
    const piece = html.slice(start, end);
    const first = blocks.find((b) => b.start >= start && b.start < end);
    pieces.push({
      html: piece,
      words: computeContentMetrics(piece).words,
      heading: first?.heading ?? null,
    });
  });
  return pieces;
}

/** The name of piece `index` (0-based) of page `name`: its heading, else "name (n)". */
export function pieceName(name: string, piece: PagePiece, index: number): string {
  if (index === 0) return name;
  if (piece.heading) {
    const heading = piece.heading.replace(/\s+/g, ' ');
    return heading.length > NAME_LIMIT ? `${heading.slice(0, NAME_LIMIT - 1)}…` : heading;
  }
  return `${name} (${index + 1})`;
}

/**
 * The tree after splitting `pageId` into `pieces`: the page keeps its id (and so its notes,
 * goals and links) with the first piece; the others become new pages right after it, in order.
 * Returns the new pages (content set) and the existing nodes whose position changed.
 */
export function insertPieces(
  nodes: TreeNode[],
  pageId: string,
  pieces: PagePiece[],
  newId: () => string,
): { page: TreeNode; added: TreeNode[]; moved: TreeNode[] } {
  const page = nodes.find((n) => n.id === pageId);
  if (page?.type !== 'page')
    throw new AppError('record_not_found', { id: pageId, table: 'tree_nodes' });
  let current = nodes;
  const added: TreeNode[] = [];
  const moved = new Map<string, TreeNode>();
  pieces.slice(1).forEach((piece, i) => {
    const at = childrenOf(current, page.parentId).findIndex((n) => n.id === pageId) + 2 + i;
    const [node, ...renumbered] = createNode(current, {
      id: newId(),
      documentId: page.documentId,
      parentId: page.parentId,
      type: 'page',
      name: pieceName(page.name, piece, i + 1),
      position: at,
    });
    if (!node) return;
    const withText = { ...node, content: piece.html };
    added.push(withText);
    const changed = new Map(renumbered.map((n) => [n.id, n]));
    for (const n of renumbered) if (!added.some((a) => a.id === n.id)) moved.set(n.id, n);
    current = [...current.map((n) => changed.get(n.id) ?? n), withText];
    for (const [index, a] of added.entries()) {
      const renumberedAdded = changed.get(a.id);
      if (renumberedAdded) added[index] = { ...renumberedAdded, content: a.content };
    }
  });
  return { page: { ...page, content: pieces[0]?.html ?? '' }, added, moved: [...moved.values()] };
}

/**
 * "Split at Heading 1 / Heading 2": a file's HTML cut before each top-level heading of that
 * level (Heading 2 cuts at Heading 1 too), between whole blocks, so every piece is the file's
 * own HTML. Text before the first heading is a piece of its own (named after the file).
 */
import { parseFragment } from 'parse5';
import type { ImportStructure } from '../../contract/manuscript-import';
import { toPlainText } from '../../core/sanitize-html';

export type { ImportStructure };

export interface HtmlPiece {
  html: string;
  /** The heading's text when the piece starts with one. */
  heading: string | null;
}

const CUT_AT: Readonly<Record<Exclude<ImportStructure, 'file'>, ReadonlySet<string>>> = {
  h1: new Set(['h1']),
  h2: new Set(['h1', 'h2']),
};

const NAME_LIMIT = 120;

export function splitAtHeadings(
  html: string,
  structure: Exclude<ImportStructure, 'file'>,
): HtmlPiece[] {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const cuts: Array<{ start: number; heading: string | null }> = [{ start: 0, heading: null }];
  for (const node of fragment.childNodes) {
    const at = node.sourceCodeLocation;
    if (!at || !('tagName' in node) || !CUT_AT[structure].has(node.tagName)) continue;
    const text = toPlainText(html.slice(at.startOffset, at.endOffset)).replace(/\s+/g, ' ').trim();
    const heading = text.length > NAME_LIMIT ? `${text.slice(0, NAME_LIMIT - 1)}…` : text;
    if (at.startOffset === 0) {
      cuts[0] = { start: 0, heading: heading || null };
    } else cuts.push({ start: at.startOffset, heading: heading || null });
  }
  return cuts
    .map((cut, i) => ({
      html: html.slice(cut.start, cuts[i + 1]?.start ?? html.length),
      heading: cut.heading,
    }))
    .filter(
      (piece) =>
        piece.heading !== null || toPlainText(piece.html).trim() !== '' || /<img/i.test(piece.html),
    );
}

/**
 * A page's HTML as plain text for searching, with the way back: each run of text between two
 * tags is a piece that knows where it sits in the plain text and in the HTML, so a replace can
 * edit the HTML's text in place and leave every tag (bold, italic, links, …) where it was.
 * Block boundaries (paragraphs, headings, list items, line breaks) are a line break in the plain
 * text and belong to no piece, so no match crosses from one block into the next.
 */

import { isBlockTag, PageScan } from '../../core/page-html';

/** Tags whose start or end ends a line of text: the blocks, a line break and a picture. */
const endsLine = (name: string): boolean => isBlockTag(name) || name === 'br' || name === 'img';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

/** One run of text between tags. */
export interface TextPiece {
  /** Where the decoded text starts in the plain text. */
  textStart: number;
  /** The decoded text. */
  text: string;
  /** Where the raw text starts and ends in the HTML. */
  rawStart: number;
  rawEnd: number;
  /** Raw offset (from rawStart) of each decoded offset, 0…text.length; null when equal. */
  rawOffsets: number[] | null;
}

export interface HtmlText {
  /** The plain text: every piece's text, block boundaries as `\n`. */
  text: string;
  pieces: TextPiece[];
}

function decodeEntity(entity: string, dec?: string, hex?: string, name?: string): string {
  const code = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : Number.NaN;
  if (!Number.isNaN(code)) {
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return (name && NAMED[name]) ?? entity;
}

/** Decoded text and, when an entity was decoded, the raw offset of each decoded offset. */
function decode(raw: string): { text: string; offsets: number[] | null } {
  if (!raw.includes('&')) return { text: raw, offsets: null };
  let text = '';
  const offsets: number[] = [];
  let last = 0;
  const copy = (until: number) => {
    for (let i = last; i < until; i++) offsets.push(i);
    text += raw.slice(last, until);
  };
  for (const m of raw.matchAll(ENTITY)) {
    const at = m.index ?? 0;
    copy(at);
    const value = decodeEntity(m[0], m[1], m[2], m[3]);
    for (let i = 0; i < value.length; i++) offsets.push(at);
    text += value;
    last = at + m[0].length;
  }
  copy(raw.length);
  offsets.push(raw.length);
  return { text, offsets };
}

/**
 * The plain text of page HTML with its pieces, read with the page-HTML toolkit's scan (comments
 * and the content of script or style elements are no text).
 */
export function htmlText(html: string): HtmlText {
  const pieces: TextPiece[] = [];
  let text = '';
  const breakLine = () => {
    if (text.length > 0 && !text.endsWith('\n')) text += '\n';
  };
  const addText = (from: number, to: number) => {
    if (to <= from) return;
    const { text: decoded, offsets } = decode(html.slice(from, to));
    pieces.push({
      textStart: text.length,
      text: decoded,
      rawStart: from,
      rawEnd: to,
      rawOffsets: offsets,
    });
    text += decoded;
  };
  const scan = new PageScan(html);
  while (scan.next()) {
    addText(scan.textFrom, scan.textTo);
    if (endsLine(scan.name)) breakLine();
  }
  addText(scan.textFrom, scan.textTo);
  return { text, pieces };
}

/** The plain text only (what the index keeps). */
export const plainTextOfHtml = (html: string): string => htmlText(html).text;

/** Raw offset in the HTML of a decoded offset inside a piece. */
export function rawOffsetOf(piece: TextPiece, offset: number): number {
  return (
    piece.rawStart +
    (piece.rawOffsets ? (piece.rawOffsets[offset] ?? piece.rawEnd - piece.rawStart) : offset)
  );
}

/** Text as it is written into HTML. */
export const escapeHtmlText = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

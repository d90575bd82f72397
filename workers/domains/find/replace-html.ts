/**
 * Replacing matches inside page HTML without touching its marks: a match's characters are
 * edited in the text runs that hold them, so the tags around and inside it stay. A match that
 * runs over a mark's edge ("Mar<b>row</b>") gives each run its share of the replacement, in
 * proportion to the share of the match it held ("Har<b>row</b>"), and every run that held
 * part of the match keeps at least one character when the replacement has enough. Text outside
 * the matches keeps its exact bytes (entities and all).
 */
import { escapeHtmlText, type HtmlText, htmlText, rawOffsetOf, type TextPiece } from './html-text';

/** A match to replace: plain-text offsets (as htmlText gives them) and its new text. */
export interface TextEdit {
  start: number;
  end: number;
  replacement: string;
}

interface PieceEdit {
  from: number;
  to: number;
  text: string;
}

/** The pieces a plain-text span covers, with the covered part of each; null if it crosses a block. */
function piecesOf(
  doc: HtmlText,
  start: number,
  end: number,
): Array<{ index: number; from: number; to: number }> | null {
  const out: Array<{ index: number; from: number; to: number }> = [];
  // Pieces are in plain-text order: binary search for the first piece ending after `start`.
  let lo = 0;
  let hi = doc.pieces.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const p = doc.pieces[mid] as TextPiece;
    if (p.textStart + p.text.length <= start) lo = mid + 1;
    else hi = mid;
  }
  let covered = start;
  for (let i = lo; i < doc.pieces.length && covered < end; i++) {
    const p = doc.pieces[i] as TextPiece;
    if (p.textStart > covered) return null; // a block boundary (or a gap) inside the span
    const from = covered - p.textStart;
    const to = Math.min(end, p.textStart + p.text.length) - p.textStart;
    if (to > from) out.push({ index: i, from, to });
    covered = p.textStart + to;
  }
  return covered >= end ? out : null;
}

/** Splits a replacement over the runs a match covered, in proportion to each run's part. */
export function shareReplacement(replacement: string, parts: number[]): string[] {
  const chars = Array.from(replacement);
  const total = parts.reduce((a, b) => a + b, 0);
  if (parts.length <= 1 || total === 0) return [replacement, ...parts.slice(1).map(() => '')];
  const cuts: number[] = [];
  let sum = 0;
  for (let i = 0; i < parts.length - 1; i++) {
    sum += parts[i] ?? 0;
    cuts.push(Math.round((chars.length * sum) / total));
  }
  // Each run keeps at least one character when there are enough to go round.
  if (chars.length >= parts.length) {
    for (let i = 0; i < cuts.length; i++) {
      const floor = (i > 0 ? (cuts[i - 1] ?? 0) : 0) + 1;
      const ceiling = chars.length - (cuts.length - i);
      cuts[i] = Math.min(Math.max(cuts[i] ?? 0, floor), ceiling);
    }
  }
  const out: string[] = [];
  let from = 0;
  for (const cut of [...cuts, chars.length]) {
    out.push(chars.slice(from, cut).join(''));
    from = cut;
  }
  return out;
}

/**
 * The HTML with the edits made (edits in plain-text order, not overlapping; an edit that would
 * cross a block boundary is left out). Returns the new HTML and how many edits were made.
 */
export function replaceInHtml(
  html: string,
  edits: readonly TextEdit[],
): { html: string; made: number } {
  const doc = htmlText(html);
  const byPiece = new Map<number, PieceEdit[]>();
  let made = 0;
  for (const edit of edits) {
    const covered = piecesOf(doc, edit.start, edit.end);
    if (!covered || covered.length === 0) continue;
    const shares = shareReplacement(
      edit.replacement,
      covered.map((c) => c.to - c.from),
    );
    covered.forEach((c, i) => {
      const list = byPiece.get(c.index) ?? [];
      list.push({ from: c.from, to: c.to, text: shares[i] ?? '' });
      byPiece.set(c.index, list);
    });
    made += 1;
  }
  if (made === 0) return { html, made };
  let out = '';
  let at = 0;
  for (const [index, list] of [...byPiece].sort((a, b) => a[0] - b[0])) {
    const piece = doc.pieces[index] as TextPiece;
    for (const e of list) {
      const rawFrom = rawOffsetOf(piece, e.from);
      out += html.slice(at, rawFrom) + escapeHtmlText(e.text);
      at = rawOffsetOf(piece, e.to);
    }
  }
  out += html.slice(at);
  return { html: out, made };
}

/** Replaces in plain text (a note's title, an atlas record's field). */
export function replaceInText(
  text: string,
  edits: readonly TextEdit[],
): { text: string; made: number } {
  let out = '';
  let at = 0;
  let made = 0;
  for (const e of edits) {
    if (e.start < at) continue;
    out += text.slice(at, e.start) + e.replacement;
    at = e.end;
    made += 1;
  }
  return { text: out + text.slice(at), made };
}

/**
 * "Ignore accents": a text without its diacritics (canonical decomposition, combining marks
 * dropped: é → e, Arabic harakat and the tatweel gone), with the way back to the original
 * offsets so a match found in the folded text selects and replaces the original characters.
 * A character with no mark to drop stays as it is (a Hangul syllable is not cut into jamo).
 */

const MARKS = /[\p{M}\u0640]/gu;
const HAS_FOLDABLE = /[^\u0000-\u007f]/;

export interface FoldedText {
  text: string;
  /** Original offset of each folded offset, 0…text.length (the last is the original's length). */
  toOriginal: number[] | null;
}

/** One character without its marks ('' when it is only a mark). */
function foldChar(ch: string): string {
  const decomposed = ch.normalize('NFD');
  const bare = decomposed.replace(MARKS, '');
  return bare === decomposed ? ch : bare.normalize('NFC');
}

/** A pattern or a replacement's text without its diacritics (no offsets needed). */
export const stripAccents = (text: string): string =>
  HAS_FOLDABLE.test(text) ? text.normalize('NFD').replace(MARKS, '').normalize('NFC') : text;

/** The text without diacritics and the map of its offsets back to the original. */
export function foldAccents(text: string): FoldedText {
  if (!HAS_FOLDABLE.test(text)) return { text, toOriginal: null };
  let folded = '';
  const toOriginal: number[] = [];
  let i = 0;
  for (const ch of text) {
    const out = foldChar(ch);
    for (let k = 0; k < out.length; k++) toOriginal.push(i);
    folded += out;
    i += ch.length;
  }
  toOriginal.push(text.length);
  return { text: folded, toOriginal };
}

/** The original offset of a folded start offset. */
export const originalStart = (f: FoldedText, at: number): number =>
  f.toOriginal ? (f.toOriginal[at] ?? 0) : at;

/**
 * The original offset of a folded end offset: where the next folded character starts, so the
 * marks dropped after the match's last letter belong to the match ("cafe" selects "café").
 */
export const originalEnd = (f: FoldedText, at: number, originalLength: number): number =>
  f.toOriginal ? (f.toOriginal[at] ?? originalLength) : at;

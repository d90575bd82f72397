/**
 * Text cut for compare, in every script: words (and the spaces and marks between them) by
 * `Intl.Segmenter`, which knows where Chinese, Japanese and Thai words end without spaces;
 * sentences by its sentence breaks; a paragraph whole.
 */
import type { CompareUnit } from '../../contract/revisions';

let wordSegmenter: Intl.Segmenter | null = null;
let sentenceSegmenter: Intl.Segmenter | null = null;

const words = (): Intl.Segmenter => {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  return wordSegmenter;
};

const sentences = (): Intl.Segmenter => {
  sentenceSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'sentence' });
  return sentenceSegmenter;
};

/** The text's pieces at `unit`; joined they give the text back. */
export function segmentText(text: string, unit: CompareUnit): string[] {
  if (text === '') return [];
  if (unit === 'paragraph') return [text];
  const out: string[] = [];
  for (const piece of (unit === 'word' ? words() : sentences()).segment(text)) {
    out.push(piece.segment);
  }
  return out;
}

/** The words in a text (by the same segmenter, so a Chinese sentence counts its words). */
export function countWords(text: string): number {
  let count = 0;
  for (const piece of words().segment(text)) if (piece.isWordLike) count += 1;
  return count;
}

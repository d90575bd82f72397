/**
 * Content metrics (docs/spec/design.md §2.3): words, characters and paragraphs of sanitised HTML
 * or plain text. One pass over the tags (the page-HTML toolkit's scan), no DOM; each block of the
 * toolkit's block-tag list is a paragraph. Words split on whitespace; tokens holding scripts
 * written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) are counted with
 * Intl.Segmenter. Characters are code points of the visible text, line breaks excluded.
 */
import { decodeHTML } from 'entities';
import { READING_WORDS_PER_MINUTE } from '../contract/constants';
import type { ContentMetrics } from '../contract/records';
import { isBlockTag, PageScan } from './page-html';

/** Scripts whose words are not separated by spaces. */
const NO_SPACE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const THAI = /\p{Script=Thai}/u;
const NON_SPACE_RUN = /\S+/g;
/** A paragraph that is only a scene-break mark (the PDF's html-blocks.ts reads it as one). */
const SCENE_BREAK_MARK = /^\s*(?:[*#~]\s*)+$|^\s*[\u2042\u2766\u2767]\s*$/;
/** A blank line: two line feeds with nothing but spaces or tabs between them. */
const BLANK_LINE = /\n[^\S\n]*\n/;

/** Metrics with every count at zero. */
export function emptyMetrics(): ContentMetrics {
  return { words: 0, characters: 0, charactersNoSpaces: 0, paragraphs: 0, readingTime: 0 };
}

/** Minutes to read `words` at 200 words per minute, rounded up (0 for no words). */
export function readingMinutes(words: number): number {
  return words > 0 ? Math.ceil(words / READING_WORDS_PER_MINUTE) : 0;
}

/**
 * Adds metrics up (missing entries count as zero); the reading time is recomputed from the
 * total words, so it is not inflated by rounding each entry up.
 */
export function sumMetrics(list: Iterable<ContentMetrics | null | undefined>): ContentMetrics {
  const total = emptyMetrics();
  for (const m of list) {
    if (!m) continue;
    total.words += m.words || 0;
    total.characters += m.characters || 0;
    total.charactersNoSpaces += m.charactersNoSpaces || 0;
    total.paragraphs += m.paragraphs || 0;
  }
  total.readingTime = readingMinutes(total.words);
  return total;
}

/**
 * Metrics of plain text: paragraphs are separated by blank lines; line breaks are not counted
 * as characters.
 */
export function computeTextMetrics(text: string): ContentMetrics {
  const acc = emptyMetrics();
  if (text) {
    const lf = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
    for (const block of lf.split(BLANK_LINE)) {
      addBlock(acc, block);
    }
  }
  acc.readingTime = readingMinutes(acc.words);
  return acc;
}

/**
 * Metrics of sanitised HTML: tags never count, entities are decoded, each non-empty block
 * (p, h1-h6, li, blockquote, pre...) is one paragraph and `<br>` is an uncounted line break.
 * Text without any tag is treated as plain text (paragraphs on blank lines).
 */
export function computeContentMetrics(html: string): ContentMetrics {
  if (!html) return emptyMetrics();
  const acc = emptyMetrics();
  let block = '';
  const scan = new PageScan(html);
  while (scan.next()) {
    if (scan.textTo > scan.textFrom) block += decodeText(html.slice(scan.textFrom, scan.textTo));
    const name = scan.name;
    if (name === 'br') block += '\n';
    else if (isBlockTag(name)) {
      addBlock(acc, block);
      block = '';
    }
  }
  if (!scan.sawToken) return computeTextMetrics(decodeText(html));
  if (scan.textTo > scan.textFrom) block += decodeText(html.slice(scan.textFrom, scan.textTo));
  addBlock(acc, block);
  acc.readingTime = readingMinutes(acc.words);
  return acc;
}

const decodeText = (raw: string): string => (raw.includes('&') ? decodeHTML(raw) : raw);

/** Adds one block of visible text; a block with no visible character is ignored entirely. */
function addBlock(acc: ContentMetrics, text: string): void {
  let characters = 0;
  let visible = 0;
  let words = 0;
  let inWord = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // The low half of a surrogate pair belongs to the code point already counted.
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const prev = text.charCodeAt(i - 1);
      if (prev >= 0xd800 && prev <= 0xdbff) continue;
    }
    if (isSpace(c)) {
      if (!isLineBreak(c)) characters++;
      inWord = false;
    } else {
      characters++;
      visible++;
      if (!inWord) words++;
      inWord = true;
    }
  }
  // A block of nothing but a scene-break mark (`* * *`, `#`, `❧`: typed before the editor had
  // scene breaks) is a scene break, as the exports read it: no words, no paragraph.
  if (visible === 0 || (visible <= 5 && SCENE_BREAK_MARK.test(text))) return;
  acc.characters += characters;
  acc.charactersNoSpaces += visible;
  acc.words += NO_SPACE_SCRIPT.test(text) ? countMixedWords(text) : words;
  acc.paragraphs++;
}

/** The same set as the regex `\s`. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const isLineBreak = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/** Whitespace tokens; the ones holding a no-space script are split by the word segmenter. */
function countMixedWords(text: string): number {
  let words = 0;
  NON_SPACE_RUN.lastIndex = 0;
  for (let m = NON_SPACE_RUN.exec(text); m !== null; m = NON_SPACE_RUN.exec(text)) {
    words += NO_SPACE_SCRIPT.test(m[0]) ? segmentWords(m[0]) : 1;
  }
  return words;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** Word-like segments of one token (at least 1); 1 where Intl.Segmenter is missing. */
function segmentWords(token: string): number {
  if (typeof Intl.Segmenter !== 'function') return 1;
  const locale = KANA.test(token) ? 'ja' : HAN.test(token) ? 'zh' : THAI.test(token) ? 'th' : 'und';
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  let words = 0;
  for (const s of segmenter.segment(token)) if (s.isWordLike) words++;
  return Math.max(1, words);
}

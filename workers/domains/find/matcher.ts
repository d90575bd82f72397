/**
 * Matching text as the find panel asks (issue 28): match case, whole word, regular expression
 * (JavaScript syntax, `u` flag) and ignore accents. One engine: the query becomes a RegExp (a
 * plain search is escaped). Whole word is right in every script: a match may not start or end
 * inside a word, where a word is Unicode letters, marks and digits (JavaScript's `\b` knows only
 * ASCII), and where the text has no spaces between words (Chinese, Japanese, Thai, Lao, Khmer,
 * Burmese) the word boundaries are Intl.Segmenter's.
 */
import type { FindOptions } from '../../contract/find';
import { foldAccents, originalEnd, originalStart, stripAccents } from './fold-accents';

const WORD_CHAR = /[\p{L}\p{M}\p{N}\p{Pc}]/u;
const NO_SPACES =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** One match in a text, in the text's own offsets, with its groups for `$1`. */
export interface TextMatch {
  start: number;
  end: number;
  /** Group texts as written in the original text (undefined: the group took no part). */
  groups: Array<string | undefined>;
  named: Record<string, string | undefined> | undefined;
}

export type CompiledFind = { ok: true; matcher: Matcher } | { ok: false; detail: string };

/** Finds the matches of one query in any text. */
export interface Matcher {
  matches(text: string, limit?: number): TextMatch[];
  /** How many matches the text holds. */
  count(text: string): number;
  /** Whether the text holds a match at all (cheaper than listing them). */
  test(text: string): boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'word' })
        : null;
  }
  return segmenter;
}

/** Word boundaries (Intl.Segmenter) of text[from, to), as offsets in `text`. */
function segmentBoundaries(text: string, from: number, to: number): Set<number> {
  const bounds = new Set<number>([from, to]);
  const seg = wordSegmenter();
  if (!seg) return bounds;
  for (const s of seg.segment(text.slice(from, to))) {
    bounds.add(from + s.index);
    bounds.add(from + s.index + s.segment.length);
  }
  return bounds;
}

const charBefore = (text: string, at: number) => {
  const low = text.charCodeAt(at - 1);
  return at >= 2 && low >= 0xdc00 && low <= 0xdfff
    ? text.slice(at - 2, at)
    : text.slice(at - 1, at);
};
const charAt = (text: string, at: number) => String.fromCodePoint(text.codePointAt(at) ?? 0);

/** Lines longer than this are segmented in a window around the offset, not whole. */
const LINE_SEGMENTED_WHOLE = 2000;
const WINDOW = 200;

/**
 * Whether offset `at` of `text` is a word boundary (for a match starting or ending there).
 * `cache` keeps each line's segmentation for the next match in it.
 */
export function isWordBoundary(
  text: string,
  at: number,
  cache?: Map<number, Set<number>>,
): boolean {
  if (at <= 0 || at >= text.length) return true;
  const before = charBefore(text, at);
  const after = charAt(text, at);
  if (!WORD_CHAR.test(before) || !WORD_CHAR.test(after)) return true;
  // A letter on both sides: inside a word, unless the script writes no spaces between words.
  if (!NO_SPACES.test(before) && !NO_SPACES.test(after)) return false;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const next = text.indexOf('\n', at);
  const lineEnd = next < 0 ? text.length : next;
  if (lineEnd - lineStart > LINE_SEGMENTED_WHOLE) {
    return segmentBoundaries(
      text,
      Math.max(lineStart, at - WINDOW),
      Math.min(lineEnd, at + WINDOW),
    ).has(at);
  }
  let bounds = cache?.get(lineStart);
  if (!bounds) {
    bounds = segmentBoundaries(text, lineStart, lineEnd);
    cache?.set(lineStart, bounds);
  }
  return bounds.has(at);
}

/** The RegExp of a query, or the reason it does not compile. */
export function compileFind(query: string, options: FindOptions): CompiledFind {
  const source = options.regex
    ? query
    : escapeRegExp(options.ignoreAccents ? stripAccents(query) : query);
  let flags = 'gu';
  if (!options.matchCase) flags += 'i';
  if (options.regex) flags += 'd';
  let regex: RegExp;
  try {
    regex = new RegExp(
      options.regex && options.ignoreAccents ? stripAccents(source) : source,
      flags,
    );
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  if (query.length === 0) return { ok: false, detail: '' };
  return { ok: true, matcher: createMatcher(regex, options) };
}

function createMatcher(regex: RegExp, options: FindOptions): Matcher {
  const list = (original: string, limit = Number.POSITIVE_INFINITY): TextMatch[] => {
    const folded = options.ignoreAccents ? foldAccents(original) : null;
    const text = folded ? folded.text : original;
    const out: TextMatch[] = [];
    const cache = new Map<number, Set<number>>();
    const re = new RegExp(regex.source, regex.flags);
    let m: RegExpExecArray | null;
    // biome-ignore lint/suspicious/noAssignInExpressions: the usual exec loop.
    while (out.length < limit && (m = re.exec(text)) !== null) {
      const start = m.index;
      const end = start + m[0].length;
      if (end === start) {
        // An empty match (a regex such as `x*`): nothing to show or replace; step past it.
        re.lastIndex = start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
        continue;
      }
      if (
        options.wholeWord &&
        !(isWordBoundary(text, start, cache) && isWordBoundary(text, end, cache))
      ) {
        re.lastIndex = start + 1;
        continue;
      }
      const toStart = (at: number) => (folded ? originalStart(folded, at) : at);
      const toEnd = (at: number) => (folded ? originalEnd(folded, at, original.length) : at);
      const indices = (m as RegExpExecArray & { indices?: Array<[number, number] | undefined> })
        .indices;
      const groupText = (g: number): string | undefined => {
        const value = m?.[g];
        if (value === undefined) return undefined;
        if (!folded) return value;
        const span = indices?.[g];
        return span ? original.slice(toStart(span[0]), toEnd(span[1])) : value;
      };
      const groups: Array<string | undefined> = [];
      for (let g = 1; g < m.length; g++) groups.push(groupText(g));
      let named: Record<string, string | undefined> | undefined;
      if (m.groups) {
        named = {};
        const namedIndices = (
          indices as unknown as { groups?: Record<string, [number, number] | undefined> }
        )?.groups;
        for (const [name, value] of Object.entries(m.groups)) {
          const span = namedIndices?.[name];
          named[name] = folded && span ? original.slice(toStart(span[0]), toEnd(span[1])) : value;
        }
      }
      out.push({ start: toStart(start), end: toEnd(end), groups, named });
    }
    return out;
  };
  /** How many matches, without building them (the count past the listed matches). */
  const count = (original: string): number => {
    const text = options.ignoreAccents ? foldAccents(original).text : original;
    const cache = new Map<number, Set<number>>();
    const re = new RegExp(regex.source, regex.flags.replace('d', ''));
    let n = 0;
    let m: RegExpExecArray | null;
    // biome-ignore lint/suspicious/noAssignInExpressions: the usual exec loop.
    while ((m = re.exec(text)) !== null) {
      const start = m.index;
      const end = start + m[0].length;
      if (end === start) {
        re.lastIndex = start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
        continue;
      }
      if (
        options.wholeWord &&
        !(isWordBoundary(text, start, cache) && isWordBoundary(text, end, cache))
      ) {
        re.lastIndex = start + 1;
        continue;
      }
      n += 1;
    }
    return n;
  };
  return {
    matches: list,
    count,
    test: (text) => list(text, 1).length > 0,
  };
}

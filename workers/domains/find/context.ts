/**
 * The few words either side of a match that the results list shows: up to about six words or
 * 60 characters, never past the line (the paragraph) the match is in.
 */

const MAX_CHARS = 60;
const MAX_WORDS = 6;

/** The text before and after a match, cut at a word where it is cut. */
export function contextAround(
  text: string,
  start: number,
  end: number,
): { before: string; after: string } {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  let before = text.slice(Math.max(lineStart, start - MAX_CHARS), start);
  let after = text.slice(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + MAX_CHARS));
  const cutBefore = start - MAX_CHARS > lineStart;
  const cutAfter = end + MAX_CHARS < (lineEnd < 0 ? text.length : lineEnd);
  const wordsBefore = before.split(/(?<=\s)/u);
  if (wordsBefore.length > MAX_WORDS || cutBefore) {
    const kept = wordsBefore.slice(-MAX_WORDS);
    // A word cut by the character limit is dropped (unless it is all there is).
    if (cutBefore && kept.length > 1 && wordsBefore.length <= MAX_WORDS) kept.shift();
    before = `…${kept.join('')}`;
  }
  const wordsAfter = after.split(/(?=\s)/u);
  if (wordsAfter.length > MAX_WORDS || cutAfter) {
    const kept = wordsAfter.slice(0, MAX_WORDS);
    if (cutAfter && kept.length > 1 && wordsAfter.length <= MAX_WORDS) kept.pop();
    after = `${kept.join('')}…`;
  }
  return { before, after };
}

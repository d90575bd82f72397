/**
 * Escaping text so Markdown reads it back as the same text: ASCII punctuation that could start
 * syntax gets a backslash (CommonMark §2.4), nothing else is touched — text in any script stays
 * byte-for-byte.
 */

/** Characters escaped wherever they are in text. */
const ALWAYS = /[\\`*_[\]<|~]/g;
/** `==` would open a highlight; `&name;` an entity. */
const EQUALS_RUN = /={2,}/g;
const ENTITY = /&(?=#?[\da-z]+;)/gi;

/** Any character {@link escapeText} may escape (most prose has none: one test, no copy). */
const SPECIAL = /[\\`*_[\]<|~=&]/;

/** Escapes Markdown characters inside a line of text (not those only special at a line's start). */
export function escapeText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text
    .replace(ALWAYS, '\\$&')
    .replace(EQUALS_RUN, (run) => run.replace(/=/g, '\\='))
    .replace(ENTITY, '\\&');
}

/** Block syntax a line of text could start by accident: headings, quotes, list items, rules. */
const LINE_START: ReadonlyArray<[RegExp, (m: string) => string]> = [
  [/^( {0,3})(#{1,6})(?=\s|$)/, (m) => m.replace(/#/, '\\#')],
  [/^( {0,3})>/, (m) => m.replace(/>/, '\\>')],
  [/^( {0,3})([-+])(?=\s|$)/, (m) => m.replace(/[-+]/, '\\$&')],
  [/^( {0,3})(\d{1,9})([.)])(?=\s|$)/, (m) => m.replace(/[.)]$/, '\\$&')],
  // A line of = or - (spaces between allowed) underlines a heading or draws a rule.
  [/^( {0,3})([=-])(?=[ =-]*$)/, (m) => m.replace(/[=-]$/, '\\$&')],
];

/** A line that may start a block: its first character after up to 3 spaces. */
const MAY_START = /(^|\n) {0,3}[#>+=\d-]/;

/** Escapes what would start a block at the beginning of each line of `text`. */
export function escapeLineStarts(text: string): string {
  if (!MAY_START.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      for (const [pattern, fix] of LINE_START) {
        const match = pattern.exec(line);
        if (match) return fix(match[0]) + line.slice(match[0].length);
      }
      return line;
    })
    .join('\n');
}

/** A code span around `code`: a backtick run longer than any inside it. */
export function codeSpan(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^`|`$/.test(code) || /^ .* $/.test(code) ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** A fence for a code block: three backticks, or more than the longest run in the code. */
export function codeFence(code: string): string {
  const longest = Math.max(
    0,
    ...[...code.matchAll(/^ {0,3}(`{3,})/gm)].map((m) => m[1]?.length ?? 0),
  );
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A link destination: `<…>` when it has spaces or parentheses would not balance. */
export function linkDestination(url: string): string {
  const clean = url.replace(/[\n\r]/g, '');
  if (/[\s<>]/.test(clean) || !balanced(clean)) {
    return `<${clean.replace(/[<>]/g, (c) => encodeURIComponent(c))}>`;
  }
  return clean;
}

function balanced(url: string): boolean {
  let depth = 0;
  for (const ch of url) {
    if (ch === '(') depth += 1;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Page HTML read in one pass, without a tree: each start or end tag with the raw text between
 * tags. The word counter reads every page of the book this way and find reads it to keep each
 * piece of text's place in the HTML, where building a tree would cost more than the question.
 * Comments, doctypes, processing instructions and the content of script, style, template,
 * textarea and title elements are no text of the page: they are passed by.
 */

/**
 * One token of the HTML: a raw-text element with its content (passed by), a comment, a tag
 * (group 2 is its name; quoted attribute values may hold '>'), or a doctype / processing
 * instruction. Everything between two matches is text.
 */
const TOKEN =
  /<(script|style|template|textarea|title)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|<[!?][^>]*>/gi;

/** Raw text of the HTML between two tokens, `html.slice(from, to)` (entities not decoded). */
export type OnText = (from: number, to: number) => void;
/** A start or end tag: its name in lower case, and where it sits in the HTML. */
export type OnTag = (name: string, closing: boolean, from: number, to: number) => void;

/**
 * Reads `html` in document order. Returns false, having told nothing, when it holds no token at
 * all: then it is plain text, not HTML (the counter reads blank lines as paragraphs there).
 */
export function scanPageHtml(html: string, onText: OnText, onTag: OnTag): boolean {
  let last = 0;
  let sawToken = false;
  for (;;) {
    TOKEN.lastIndex = last; // set each time: a callback may scan another page
    const m = TOKEN.exec(html);
    if (m === null) break;
    sawToken = true;
    if (m.index > last) onText(last, m.index);
    last = TOKEN.lastIndex;
    const name = m[2];
    if (name !== undefined) onTag(name.toLowerCase(), m[0].charCodeAt(1) === 47, m.index, last);
  }
  if (!sawToken) return false;
  if (last < html.length) onText(last, html.length);
  return true;
}

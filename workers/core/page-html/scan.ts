/**
 * Page HTML read in one pass, without a tree: each start or end tag with the raw text before
 * it. The word counter reads every page of the book this way and find reads it to keep each
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

/**
 * A cursor over the tokens of `html` (a cursor, not callbacks: the counter's loop keeps its
 * running text in a local, which keeps it as fast as its own regular expression was):
 *
 *     const scan = new PageScan(html);
 *     while (scan.next()) use(scan.textFrom, scan.textTo, scan.name, scan.closing);
 *     use(scan.textFrom, scan.textTo); // the text after the last token
 */
export class PageScan {
  /** The raw text before the current token, `html.slice(textFrom, textTo)` (not decoded). */
  textFrom = 0;
  textTo = 0;
  /** The current tag's name in lower case; '' for a comment, a doctype or a raw-text element. */
  name = '';
  closing = false;
  /** Where the current token sits in the HTML. */
  from = 0;
  to = 0;
  /** Whether any token was met: without one, the HTML is plain text. */
  sawToken = false;

  constructor(readonly html: string) {}

  /**
   * Moves to the next token. At the end it returns false and the text fields hold the text
   * after the last token (all of it when there was no token: then it is plain text, not HTML).
   */
  next(): boolean {
    this.textFrom = this.to;
    TOKEN.lastIndex = this.to; // set each time: another scan may run between two calls
    const m = TOKEN.exec(this.html);
    if (m === null) {
      this.textTo = this.html.length;
      this.name = '';
      return false;
    }
    this.sawToken = true;
    this.textTo = m.index;
    this.from = m.index;
    this.to = TOKEN.lastIndex;
    const name = m[2];
    this.name = name === undefined ? '' : name.toLowerCase();
    this.closing = this.html.charCodeAt(m.index + 1) === 47; // "/"
    return true;
  }
}

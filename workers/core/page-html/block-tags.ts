/**
 * The worker's one list of block tags: elements that make a block of their own, so their text
 * never runs into the text around them. The exports group page HTML into blocks with it, the
 * counter counts a paragraph a block, find breaks lines at it and the sanitiser's fast path
 * knows which allowed tags are blocks from it. Page HTML holds only the page allow-list's tags
 * (contract/sanitize-allow-list.ts: p, h1–h3, blockquote, pre, ul, ol, li, hr among the blocks);
 * the others are here for HTML from elsewhere (imports, older books).
 */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'div',
  'hr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'figure',
  'figcaption',
  'details',
  'summary',
  'address',
]);

/** True for a (lower-case) tag name of the list. */
export const isBlockTag = (tag: string): boolean => BLOCK_TAGS.has(tag);

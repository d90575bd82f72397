/**
 * Clipboard HTML from Word, Google Docs and web pages, rewritten into the page vocabulary and
 * then sanitised with the shared page allow-list. Before sanitising (which drops every style):
 * Word list paragraphs become real lists and lose their typed bullets, Google Docs' wrapping
 * `<b id="docs-internal-guid…">` is unwrapped, bold/italic/underline/strike (and, from Word and
 * Docs, highlight) written as inline styles become tags (`u` as Word and LibreOffice write it stays), `text-align` becomes an `align-*` class,
 * and tags outside the allow-list are mapped to their nearest kept tag. A rule (`<hr>`) becomes
 * a scene break, except the hidden one Google Docs writes for a page break.
 */
import { isSafeHref } from '../../../../../workers/contract/sanitize-rules';
import { sanitizePageHtmlDom } from '../../../../security/sanitize-dom';
import { inertHtml } from '../../../../security/trusted-types';
import { defuseHtml, PASTED_STYLE } from './defuse-html';

type Source = 'word' | 'gdocs' | 'web';

/** Tags renamed before sanitising (the allow-list has no h4–h6, strike, del, ins, tt, kbd, samp). */
const RENAMED_TAGS: Readonly<Record<string, string>> = {
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  strike: 's',
  del: 's',
  ins: 'u',
  tt: 'code',
  kbd: 'code',
  samp: 'code',
  // The sanitiser drops a thead with its content; a tbody is unwrapped and its text kept.
  thead: 'tbody',
};

/** Containers that become paragraphs when they hold no block of their own. */
const PARAGRAPH_LIKE = new Set([
  'div',
  'td',
  'th',
  'dd',
  'dt',
  'caption',
  'figcaption',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'aside',
  'main',
  'nav',
  'summary',
]);

const BLOCK_SELECTOR =
  'p,div,h1,h2,h3,h4,h5,h6,ul,ol,li,blockquote,pre,table,section,article,header,footer,dl,figure';

/** Blocks that take an alignment class. */
const ALIGNABLE = new Set(['p', 'h1', 'h2', 'h3', 'li', 'blockquote']);

const ALIGN_VALUES: Readonly<Record<string, string>> = {
  left: 'left',
  start: 'left',
  center: 'center',
  right: 'right',
  end: 'right',
  justify: 'justify',
};

const NO_HIGHLIGHT = new Set([
  '',
  'transparent',
  'white',
  'inherit',
  'initial',
  'none',
  '#fff',
  '#ffffff',
  'rgb(255, 255, 255)',
  'rgba(0, 0, 0, 0)',
]);

/**
 * Clipboard `text/html` as sanitised page HTML, ready for the editor's HTML import.
 * `win` is the window whose DOMParser and DOMPurify are used (a jsdom window in tests).
 */
export function cleanPastedHtml(html: string, win: Window & typeof globalThis = window): string {
  // Parsed only once defused: even an inert document reports inline handlers and styles.
  const doc = new win.DOMParser().parseFromString(inertHtml(defuseHtml(html)), 'text/html');
  const body = doc.body;
  const source = detectSource(html, body);
  unwrapDocsWrapper(body);
  if (source === 'word') convertWordLists(body);
  for (const element of Array.from(body.querySelectorAll('*')).reverse()) {
    normaliseElement(element, source);
  }
  return sanitizePageHtmlDom(body.innerHTML, win);
}

function detectSource(html: string, body: HTMLElement): Source {
  if (body.querySelector('[id^="docs-internal-guid"]') !== null) return 'gdocs';
  if (/urn:schemas-microsoft-com:office|class="?Mso|mso-/i.test(html)) return 'word';
  return 'web';
}

/** Google Docs wraps the whole fragment in a non-bold `<b>`; Safari adds a trailing `<br>`. */
function unwrapDocsWrapper(body: HTMLElement): void {
  for (const wrapper of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) {
    unwrap(wrapper);
  }
  for (const br of Array.from(body.querySelectorAll('br.Apple-interchange-newline'))) {
    br.remove();
  }
}

/**
 * Word writes list items as `<p style="mso-list:l0 level1 lfo1">` with the bullet or number
 * typed in a `mso-list:Ignore` span. Consecutive such paragraphs become one `<ul>`/`<ol>`.
 */
function convertWordLists(body: HTMLElement): void {
  const doc = body.ownerDocument;
  for (const paragraph of Array.from(body.querySelectorAll(`p[${PASTED_STYLE}*="mso-list"]`))) {
    const marker = Array.from(paragraph.querySelectorAll(`[${PASTED_STYLE}]`)).find((element) =>
      /mso-list:\s*ignore/i.test(element.getAttribute(PASTED_STYLE) ?? ''),
    );
    const ordered = /^\(?[0-9a-z]{1,4}[.)]$/i.test(marker?.textContent?.trim() ?? '');
    marker?.remove();
    const listTag = ordered ? 'ol' : 'ul';
    const previous = paragraph.previousElementSibling;
    let list: Element;
    if (previous?.localName === listTag && previous.hasAttribute('data-word-list')) {
      list = previous;
    } else {
      list = doc.createElement(listTag);
      list.setAttribute('data-word-list', '');
      paragraph.before(list);
    }
    const item = rename(paragraph, 'li');
    list.append(item);
  }
}

function normaliseElement(element: Element, source: Source): void {
  let current = element;
  const tag = current.localName;
  if (tag === 'hr' && isPageBreakRule(pastedStyle(current))) {
    // Google Docs copies a page break as a hidden rule: no scene break for it.
    current.remove();
    return;
  }
  if (tag === 'a' && !isSafeHref(current.getAttribute('href') ?? '')) {
    unwrap(current);
    return;
  }
  const renamed = RENAMED_TAGS[tag];
  if (renamed !== undefined) {
    current = rename(current, renamed);
  } else if (PARAGRAPH_LIKE.has(tag) && current.querySelector(BLOCK_SELECTOR) === null) {
    current = rename(current, 'p');
  }
  const style = pastedStyle(current);
  const alignClass = alignmentOf(current, style);
  current.removeAttribute('class');
  if (alignClass !== null) current.setAttribute('class', alignClass);
  if (style !== undefined) applyInlineStyles(current, style, source);
  current.removeAttribute(PASTED_STYLE);
  // Styling spans and fonts have given what they carry; their text stays.
  if ((current.localName === 'span' || current.localName === 'font') && current.isConnected) {
    unwrap(current);
  }
}

/** A rule that is no visible line: hidden, or a page break (any other `<hr>` is a scene break). */
function isPageBreakRule(style: CSSStyleDeclaration | undefined): boolean {
  if (style === undefined) return false;
  return (
    style.display === 'none' ||
    /page|always/.test(style.getPropertyValue('page-break-before')) ||
    /page|always/.test(style.getPropertyValue('break-before'))
  );
}

/**
 * The pasted element's style as a declaration, read through a scratch element's CSSOM (which
 * the policy allows: only style attributes and elements are inline style); undefined if none.
 */
function pastedStyle(element: Element): CSSStyleDeclaration | undefined {
  const text = element.getAttribute(PASTED_STYLE);
  if (!text) return undefined;
  const scratch = element.ownerDocument.createElement('span');
  scratch.style.cssText = text;
  return scratch.style;
}

function alignmentOf(element: Element, style: CSSStyleDeclaration | undefined): string | null {
  if (!ALIGNABLE.has(element.localName)) return null;
  const value = (style?.textAlign || element.getAttribute('align') || '').toLowerCase();
  const align = ALIGN_VALUES[value];
  return align === undefined ? null : `align-${align}`;
}

/**
 * Formatting held in inline styles becomes tags inside the element (the styles themselves are
 * dropped by the sanitiser). A `<b>`/`<strong>` styled as normal weight is unwrapped.
 */
function applyInlineStyles(element: Element, style: CSSStyleDeclaration, source: Source): void {
  const tag = element.localName;
  const weight = style.fontWeight.toLowerCase();
  if ((tag === 'b' || tag === 'strong') && (weight === 'normal' || weight === '400')) {
    unwrap(element);
    return;
  }
  if (element.querySelector(BLOCK_SELECTOR) !== null || isListOrTable(tag)) return;
  const wrappers: string[] = [];
  if (weight === 'bold' || weight === 'bolder' || /^[6-9]00$/.test(weight)) wrappers.push('b');
  if (style.fontStyle === 'italic' || style.fontStyle === 'oblique') wrappers.push('i');
  const decoration = `${style.textDecoration} ${style.getPropertyValue('text-decoration-line')}`;
  if (decoration.includes('line-through')) wrappers.push('s');
  // A link's own underline (Google Docs writes it on a span inside the link) is no formatting.
  if (decoration.includes('underline') && element.closest('a') === null) wrappers.push('u');
  if (isHighlighted(element, style, source)) wrappers.push('mark');
  for (const wrapperTag of wrappers) wrapChildren(element, wrapperTag);
}

function isHighlighted(element: Element, style: CSSStyleDeclaration, source: Source): boolean {
  if (source === 'web') return false;
  if (source === 'word' && /mso-highlight:/i.test(element.getAttribute(PASTED_STYLE) ?? '')) {
    return true;
  }
  const background = (style.backgroundColor || style.background || '').trim().toLowerCase();
  return source === 'gdocs' && !NO_HIGHLIGHT.has(background);
}

function isListOrTable(tag: string): boolean {
  return ['ul', 'ol', 'table', 'tbody', 'tr', 'dl'].includes(tag);
}

function wrapChildren(element: Element, tag: string): void {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(element.childNodes));
  element.append(wrapper);
}

/** Replaces `element` by a `tag` element holding its children and its style and align. */
function rename(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  for (const name of [PASTED_STYLE, 'align']) {
    const value = element.getAttribute(name);
    if (value !== null) replacement.setAttribute(name, value);
  }
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

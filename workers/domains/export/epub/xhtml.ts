/**
 * Sanitised page HTML to well-formed XHTML (EPUB content documents): every element closed, void
 * elements self-closed, text and attribute values escaped, characters XML cannot hold removed,
 * everything else byte-for-byte. Pictures are pointed at their files in the package (or left out
 * when they could not be read); links keep only web and mail addresses; lists hold only items.
 * A scene break (`<hr>`) is the book's chosen separator, centred.
 */
import { ALIGN_CLASSES, EDITOR_CLASSES, isSafeHref } from '../../../contract/sanitize-rules';
import { attr, classes, isElement, isText, textOf, topLevelBlocks } from '../../../core/page-html';
import { LetterCounter } from '../assemble/text-language';
import { directionOf, type HtmlElement, type HtmlNode } from './html-tree';
import { escapeAttr, escapeText } from './xml-text';

export interface XhtmlOptions {
  /** The book's direction; a block whose text runs the other way gets its own `dir`. */
  bookDir: 'ltr' | 'rtl';
  /**
   * The book's language (BCP 47); a block written in another script gets its own `lang` and
   * `xml:lang`, so reading systems pick its fonts, hyphenation and voice (issue 25).
   */
  bookLang: string;
  /** The heading level of the part: the page's own `hN` becomes `h(base + N)`, at most h6. */
  headingBase: number;
  /** The package path of a picture by its src, or null to leave it out. */
  imageHref: (src: string) => string | null;
  /** The book's scene-break separator ('' for a blank line); `* * *` when not given. */
  sceneBreak?: string;
}

const KEPT_CLASSES: ReadonlySet<string> = new Set([...ALIGN_CLASSES, ...EDITOR_CLASSES]);
const PHRASING: ReadonlySet<string> = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'mark',
  'code',
  'span',
  'a',
  'sub',
  'sup',
]);
const DIRECTIONAL: ReadonlySet<string> = new Set([
  'p',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Converts page HTML (parsed) to XHTML markup for the body of a content document. */
export function toXhtml(nodes: readonly HtmlNode[], options: XhtmlOptions): string {
  const out: string[] = [];
  for (const item of topLevelBlocks(nodes)) {
    if ('block' in item) element(item.block, options, out, false);
    else {
      out.push(`<p${dirAttr(item.inline, options)}>`);
      children(item.inline, options, out, false);
      out.push('</p>');
    }
    out.push('\n');
  }
  return out.join('');
}

/** The escaped text of a heading or title for XHTML. */
export function xhtmlText(text: string): string {
  return escapeText(text);
}

function children(
  nodes: readonly HtmlNode[],
  options: XhtmlOptions,
  out: string[],
  inList: boolean,
): void {
  for (const node of nodes) {
    if (isText(node)) out.push(escapeText(node.value));
    else if (isElement(node)) element(node, options, out, inList);
  }
}

function element(node: HtmlElement, options: XhtmlOptions, out: string[], inList: boolean): void {
  const tag = node.tagName;
  switch (tag) {
    case 'br':
      out.push('<br/>');
      return;
    case 'hr': {
      // A scene break: the separator centred on a line of its own (a no-break space holds a
      // blank line open); the paragraph after it starts flush (book.css).
      const mark = options.sceneBreak ?? '* * *';
      out.push(`<p class="scene-break">${mark === '' ? '&#160;' : escapeText(mark)}</p>`);
      return;
    }
    case 'img': {
      const src = attr(node, 'src')?.trim() ?? '';
      const href = src ? options.imageHref(src) : null;
      if (href)
        out.push(`<img src="${escapeAttr(href)}" alt="${escapeAttr(attr(node, 'alt') ?? '')}"/>`);
      return;
    }
    case 'a': {
      const href = safeHref(attr(node, 'href'));
      out.push(href ? `<a href="${escapeAttr(href)}">` : '<a>');
      children(node.childNodes, options, out, false);
      out.push('</a>');
      return;
    }
    case 'ul':
    case 'ol':
      list(node, options, out);
      return;
    case 'li':
      if (!inList) {
        // An item outside a list reads as a paragraph.
        open('p', node, options, out);
        children(node.childNodes, options, out, false);
        out.push('</p>');
        return;
      }
      open('li', node, options, out);
      children(node.childNodes, options, out, false);
      out.push('</li>');
      return;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const level = Math.min(6, options.headingBase + Number(tag.slice(1)));
      open(`h${level}`, node, options, out);
      children(node.childNodes, options, out, false);
      out.push(`</h${level}>`);
      return;
    }
    case 'p':
    case 'blockquote':
    case 'pre':
      open(tag, node, options, out);
      children(node.childNodes, options, out, false);
      out.push(`</${tag}>`);
      return;
    default:
      if (PHRASING.has(tag)) {
        open(tag, node, options, out);
        children(node.childNodes, options, out, false);
        out.push(`</${tag}>`);
      } else {
        // Anything else the allow-list might let through is unwrapped: its content stays.
        children(node.childNodes, options, out, false);
      }
  }
}

/** A list holds only items: white space between them is dropped, anything else gets an item. */
function list(node: HtmlElement, options: XhtmlOptions, out: string[]): void {
  open(node.tagName, node, options, out);
  let loose: HtmlNode[] = [];
  const flush = () => {
    if (loose.some((n) => !isText(n) || n.value.trim() !== '')) {
      out.push('<li>');
      children(loose, options, out, false);
      out.push('</li>');
    }
    loose = [];
  };
  for (const child of node.childNodes) {
    if (isElement(child) && child.tagName === 'li') {
      flush();
      element(child, options, out, true);
    } else loose.push(child);
  }
  flush();
  out.push(`</${node.tagName}>`);
}

function open(tag: string, node: HtmlElement, options: XhtmlOptions, out: string[]): void {
  const kept = classes(node).filter((c) => KEPT_CLASSES.has(c));
  const cls = kept.length > 0 ? ` class="${escapeAttr(kept.join(' '))}"` : '';
  const dir = DIRECTIONAL.has(node.tagName)
    ? dirAttr(node.childNodes, options) + langAttr(node.childNodes, options)
    : '';
  out.push(`<${tag}${cls}${dir}>`);
}

const primaryOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/** `lang` and `xml:lang` when the text's letters are of another language's script than the book's. */
export function languageAttr(text: string, bookLang: string): string {
  const letters = new LetterCounter();
  letters.add(text, 4000);
  const { language } = letters.languageFor(bookLang);
  if (primaryOf(language) === primaryOf(bookLang)) return '';
  const tag = escapeAttr(language);
  return ` lang="${tag}" xml:lang="${tag}"`;
}

const langAttr = (nodes: readonly HtmlNode[], options: XhtmlOptions): string =>
  languageAttr(textOf(nodes), options.bookLang);

function dirAttr(nodes: readonly HtmlNode[], options: XhtmlOptions): string {
  const dir = directionOf(nodes);
  return dir && dir !== options.bookDir ? ` dir="${dir}"` : '';
}

/** A link's address when it is a web or mail address, in its normal URL form; else null. */
export function safeHref(href: string | null): string | null {
  if (!href || !isSafeHref(href)) return null;
  try {
    return new URL(href.trim()).href;
  } catch {
    return null;
  }
}

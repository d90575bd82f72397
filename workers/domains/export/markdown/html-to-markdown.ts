/**
 * Sanitised page HTML to Markdown in the worker, without a DOM: a small reader (page-tree.ts, parse5 for anything unusual) gives the tree and a
 * small walk writes the syntax the page editor reads (docs/spec/product-and-screens.md §9,
 * src/features/editor/markdown/page-transformers.ts): `#`–`###`, `>`, `**`, `*`, `~~`, `==`,
 * `-` and `1.` lists, links, images, inline code and fenced code. Markdown cannot say
 * alignment: an aligned paragraph, heading, quote or list item ends with an inline comment
 * `<!-- align: center -->` (a code block has it on the line before), which renderers hide and
 * a reader of the file still sees. Underline (no Markdown) is written as `<u>…</u>`. A scene
 * break (`<hr>`) is the book's chosen separator on a line of its own.
 */
import type { ExportChoices } from '../../../contract/export';
import { SCENE_SEPARATOR_TEXT, sceneBreakText } from '../../../contract/scene-break';
import {
  attr as attrOf,
  isBlock,
  isElement,
  type PageElement,
  type PageNode,
  pageTree,
} from '../../../core/page-html';
import {
  codeFence,
  codeSpan,
  escapeLineStarts,
  escapeText,
  linkDestination,
} from './escape-markdown';

type Node = PageNode;
type Element = PageElement;

export interface MarkdownOptions {
  /**
   * Where a picture points in the Markdown (its package path), by its src as stored; null when
   * the Markdown cannot hold it (its alt text is written instead).
   */
  imageLink?: (src: string) => string | null;
  /**
   * The level of the heading the text sits under: the page's own `hN` is written at
   * `headingBase + N` (at most `######`), so a heading inside a chapter stays below the
   * chapter's title (issue 25). 0 when the text has no heading above it.
   */
  headingBase?: number;
  /** The book's direction: the alignment of its start side is the default, and not written. */
  dir?: 'ltr' | 'rtl';
  /** A scene break (`<hr>`) as a line of Markdown ({@link markdownSceneBreak}); `* * *` by default. */
  sceneBreak?: string;
}

/**
 * The book's chosen scene-break separator as a Markdown line: the mark as text (`#` escaped, or
 * it would be an empty heading), and `* * *` — Markdown's thematic break — for three asterisks
 * and for a blank line, which Markdown cannot keep (blank lines only separate paragraphs).
 */
export function markdownSceneBreak(choices: Pick<ExportChoices, 'sceneSeparator'>): string {
  const text = sceneBreakText(choices);
  if (text === '' || text === SCENE_SEPARATOR_TEXT.asterisks) return '* * *';
  return escapeLineStarts(escapeText(text));
}

const ALIGNMENTS: Readonly<Record<string, string>> = {
  'align-left': 'left',
  'align-center': 'center',
  'align-right': 'right',
  'align-justify': 'justify',
};

/** An attribute's value, '' when it has none. */
const attr = (el: Element, name: string) => attrOf(el, name) ?? '';

/**
 * The alignment comment for an element with an alignment class ('' when none, or when it is
 * the book's default: left in a left-to-right book, right in a right-to-left one).
 */
function alignmentOf(el: Element, dir: 'ltr' | 'rtl' = 'ltr'): string {
  const start = dir === 'rtl' ? 'right' : 'left';
  for (const token of attr(el, 'class').split(/\s+/)) {
    const align = ALIGNMENTS[token];
    if (align) return align === start ? '' : `<!-- align: ${align} -->`;
  }
  return '';
}

/** Wraps `content` in a marker pair, keeping its outer white space outside (else no emphasis). */
function wrap(marker: string, content: string, close = marker): string {
  const start = content.length - content.trimStart().length;
  const core = content.trim();
  if (!core) return content;
  const end = start + core.length;
  return `${content.slice(0, start)}${marker}${core}${close}${content.slice(end)}`;
}

const HTML_SPACE = /[ \t\n\r\f]+/g;
/** Text HTML would show otherwise than written: runs of spaces, tabs and line ends. */
const COLLAPSIBLE = /[\t\n\r\f]| {2}/;

class MarkdownWriter {
  constructor(private readonly options: MarkdownOptions) {}

  /** Inline content as one (possibly multi-line) string. */
  inline(nodes: readonly Node[]): string {
    let out = '';
    for (const node of nodes) out += this.inlineNode(node);
    return out;
  }

  private inlineNode(node: Node): string {
    if (node.nodeName === '#text' && 'value' in node) {
      const value = COLLAPSIBLE.test(node.value) ? node.value.replace(HTML_SPACE, ' ') : node.value;
      return escapeText(value);
    }
    if (!isElement(node)) return '';
    const inner = () => this.inline(node.childNodes);
    switch (node.tagName) {
      case 'br':
        return '\\\n';
      case 'strong':
      case 'b':
        return wrap('**', inner());
      case 'em':
      case 'i':
        return wrap('*', inner());
      case 's':
        return wrap('~~', inner());
      case 'u':
        // Markdown has no underline: inline HTML, which CommonMark keeps and the import reads.
        return wrap('<u>', inner(), '</u>');
      case 'mark':
        return wrap('==', inner());
      case 'code':
        return codeSpan(textOf(node));
      case 'a': {
        const href = attr(node, 'href');
        const text = inner();
        return href ? `[${text}](${linkDestination(href)})` : text;
      }
      case 'img': {
        const src = attr(node, 'src');
        if (!src) return '';
        const link = this.options.imageLink ? this.options.imageLink(src) : src;
        // No link the reader could follow: the picture's description stays, as text.
        if (link === null) return escapeText(attr(node, 'alt'));
        return `![${escapeText(attr(node, 'alt'))}](${linkDestination(link)})`;
      }
      case 'span': {
        const classes = attr(node, 'class');
        if (/\bsb-text-underline(-strikethrough)?\b/.test(classes)) {
          const underlined = wrap('<u>', inner(), '</u>');
          return classes.includes('strikethrough') ? wrap('~~', underlined) : underlined;
        }
        if (/\bsb-text-strikethrough\b/.test(classes)) return wrap('~~', inner());
        return inner();
      }
      default:
        return inner();
    }
  }

  /** A line block of inline content: line starts escaped, trailing break dropped. */
  private text(nodes: readonly Node[]): string {
    const raw = this.inline(nodes).replace(/(\\\n)+$/, '');
    return escapeLineStarts(raw.trim() === '' ? '' : raw);
  }

  /** Block content as Markdown blocks. */
  blocks(nodes: readonly Node[]): string[] {
    const out: string[] = [];
    let run: Node[] = [];
    const flush = () => {
      const text = this.text(run).trim();
      if (text) out.push(text);
      run = [];
    };
    for (const node of nodes) {
      if (!isBlock(node)) {
        run.push(node);
        continue;
      }
      flush();
      const block = this.block(node as Element);
      if (block) out.push(block);
    }
    flush();
    return out;
  }

  private block(el: Element): string {
    const align = alignmentOf(el, this.options.dir);
    const withAlign = (text: string) => (text && align ? `${text} ${align}` : text);
    switch (el.tagName) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const text = this.headingText(el.childNodes);
        const level = Math.min(6, (this.options.headingBase ?? 0) + Number(el.tagName[1]));
        return text ? withAlign(`${'#'.repeat(level)} ${text}`) : '';
      }
      case 'p':
        return withAlign(this.text(el.childNodes).trim());
      case 'blockquote': {
        const inner = el.childNodes.some(isBlock)
          ? this.blocks(el.childNodes).join('\n\n')
          : this.text(el.childNodes).trim();
        if (!inner) return '';
        return withAlign(
          inner
            .split('\n')
            .map((line) => (line ? `> ${line}` : '>'))
            .join('\n'),
        );
      }
      case 'pre': {
        const code = preText(el.childNodes).replace(/\n$/, '');
        const fence = codeFence(code);
        return `${align ? `${align}\n` : ''}${fence}\n${code}\n${fence}`;
      }
      case 'ul':
      case 'ol':
        return this.list(el, '');
      case 'hr':
        return this.options.sceneBreak ?? '* * *';
      default:
        return this.blocks(el.childNodes).join('\n\n');
    }
  }

  /** Heading text on one line: breaks become spaces, every `#` escaped (no closing run). */
  headingText(nodes: readonly Node[]): string {
    return this.text(nodes)
      .replace(/\\\n/g, ' ')
      .replace(/(?<!\\)#/g, '\\#')
      .trim();
  }

  private list(el: Element, indent: string): string {
    const ordered = el.tagName === 'ol';
    const lines: string[] = [];
    let number = 0;
    // Where a list nested in an item of its own goes: under the item before it.
    let lastPad = `${indent}${ordered ? '   ' : '  '}`;
    for (const item of el.childNodes) {
      if (!isElement(item)) continue;
      if (item.tagName === 'ul' || item.tagName === 'ol') {
        lines.push(this.list(item, lastPad));
        continue;
      }
      if (item.tagName !== 'li') continue;
      const nested = item.childNodes.filter(
        (c) => isElement(c) && (c.tagName === 'ul' || c.tagName === 'ol'),
      ) as Element[];
      const content = item.childNodes.filter((c) => !nested.includes(c as Element));
      const text = content.some(isBlock)
        ? this.blocks(content).join('\n\n')
        : this.text(content).trim();
      // Lexical nests a list in an item of its own: no marker for that item.
      if (!text && nested.length > 0) {
        for (const list of nested) lines.push(this.list(list, lastPad));
        continue;
      }
      number += 1;
      const marker = ordered ? `${number}. ` : '- ';
      const pad = `${indent}${' '.repeat(marker.length)}`;
      lastPad = pad;
      const align = alignmentOf(item, this.options.dir);
      const body = (align ? `${text} ${align}` : text).split('\n').join(`\n${pad}`);
      lines.push(`${indent}${marker}${body}`);
      for (const list of nested) lines.push(this.list(list, pad));
    }
    return lines.join('\n');
  }
}

/** The text of an element as the code sees it: entities decoded, nothing escaped. */
function textOf(el: Element): string {
  let out = '';
  for (const node of el.childNodes) {
    if (node.nodeName === '#text' && 'value' in node) out += node.value;
    else if (isElement(node)) out += node.tagName === 'br' ? '\n' : textOf(node);
  }
  return out;
}

/** A code block's lines: `<br>` and newlines both end a line. */
function preText(nodes: readonly Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) out += node.value;
    else if (isElement(node)) out += node.tagName === 'br' ? '\n' : preText(node.childNodes);
  }
  return out;
}

/** Page HTML as Markdown blocks separated by blank lines ('' for an empty page). */
export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): string {
  if (!html) return '';
  return new MarkdownWriter(options).blocks(pageTree(html)).join('\n\n');
}

/** Plain text (a title) as Markdown inline text: characters escaped, one line. */
export function markdownInline(text: string): string {
  return escapeLineStarts(escapeText(text.replace(/\s+/g, ' ').trim()));
}

/** Text for a heading: like {@link markdownInline}, with every `#` escaped. */
export function markdownHeadingText(text: string): string {
  return escapeText(text.replace(/\s+/g, ' ').trim()).replace(/#/g, '\\#');
}

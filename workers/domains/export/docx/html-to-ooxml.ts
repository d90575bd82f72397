/**
 * Sanitised page HTML to WordprocessingML paragraphs: headings, emphasis (bold, italic,
 * underline, strike, highlight, inline code), bulleted and numbered lists at any depth, quotes,
 * code blocks, links, pictures and line breaks. Each paragraph takes its direction from its first
 * letter (or the book's when it has none): right-to-left ones get `w:bidi`, and runs of Arabic,
 * Persian or Hebrew text `w:rtl`. Text is written as it is, only escaped for XML.
 */
import {
  attr,
  classes,
  directionOf,
  type HtmlElement,
  type HtmlNode,
  isBlock,
  isElement,
  isText,
  parseHtml,
  topLevelBlocks,
} from '../epub/html-tree';
import { safeHref } from '../epub/xhtml';
import { escapeAttr, escapeText, hasRtl, textDirection } from '../epub/xml-text';

/** A picture placed in the document: its relationship and size in EMUs. */
export interface PlacedImage {
  rId: string;
  name: string;
  cx: number;
  cy: number;
}

/** What the conversion needs from the document being written. */
export interface DocxContext {
  bookDir: 'ltr' | 'rtl';
  /** A picture by src, already read; null leaves it out. */
  image(src: string): PlacedImage | null;
  /** The relationship id of an external link. */
  hyperlink(href: string): string;
  /** A new numbering instance for a list. */
  newList(ordered: boolean): number;
  /** A new drawing id (unique in the document). */
  drawingId(): number;
  /** True once: the next paragraph starts a new page. */
  takePageBreak(): boolean;
}

type Align = 'left' | 'center' | 'right' | 'justify' | null;

export interface ParagraphOptions {
  style?: string;
  numPr?: { numId: number; ilvl: number };
  align?: Align;
  bookmark?: { id: number; name: string };
  /** Direction when the text has no letter (defaults to the book's). */
  dir?: 'ltr' | 'rtl';
}

interface RunFormat {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  highlight?: boolean;
  code?: boolean;
  link?: boolean;
  sup?: boolean;
  sub?: boolean;
}

/** One paragraph from its runs' XML and the direction of its text. */
export function paragraph(
  ctx: DocxContext,
  runsXml: string,
  direction: 'ltr' | 'rtl' | null,
  options: ParagraphOptions = {},
): string {
  const rtl = (direction ?? options.dir ?? ctx.bookDir) === 'rtl';
  let pPr = '';
  if (options.style) pPr += `<w:pStyle w:val="${options.style}"/>`;
  if (ctx.takePageBreak()) pPr += '<w:pageBreakBefore/>';
  if (options.numPr) {
    pPr += `<w:numPr><w:ilvl w:val="${options.numPr.ilvl}"/><w:numId w:val="${options.numPr.numId}"/></w:numPr>`;
  }
  if (rtl) pPr += '<w:bidi/>';
  if (options.align) {
    // In a right-to-left paragraph Word reads left and right as start and end.
    const flip: Record<string, string> = rtl ? { left: 'right', right: 'left' } : {};
    const value = options.align === 'justify' ? 'both' : (flip[options.align] ?? options.align);
    pPr += `<w:jc w:val="${value}"/>`;
  }
  const start = options.bookmark
    ? `<w:bookmarkStart w:id="${options.bookmark.id}" w:name="${options.bookmark.name}"/>`
    : '';
  const end = options.bookmark ? `<w:bookmarkEnd w:id="${options.bookmark.id}"/>` : '';
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${start}${runsXml}${end}</w:p>`;
}

/** Runs of plain text (split by direction). */
export function plainRuns(text: string): string {
  return textRuns(text, {}, false);
}

/** A paragraph of plain text (titles, headings from part names). */
export function textParagraph(
  ctx: DocxContext,
  text: string,
  options: ParagraphOptions = {},
): string {
  return paragraph(ctx, textRuns(text, {}, false), textDirection(text), options);
}

interface BlockState {
  /** Heading level of the part: the page's own hN becomes Heading(base + N). */
  headingBase: number;
  /** Paragraph style for plain paragraphs (Quote inside a quote, Copyright on that page). */
  style?: string;
}

/** Converts page HTML (parsed) to paragraphs. */
export function htmlToParagraphs(
  nodes: readonly HtmlNode[],
  ctx: DocxContext,
  state: BlockState,
): string {
  const out: string[] = [];
  for (const item of topLevelBlocks(nodes)) {
    if ('block' in item) block(item.block, ctx, state, out);
    else
      out.push(
        paragraph(ctx, runs(item.inline, {}, ctx, false), directionOf(item.inline), styled(state)),
      );
  }
  return out.join('');
}

function styled(state: BlockState, options: ParagraphOptions = {}): ParagraphOptions {
  return state.style ? { style: state.style, ...options } : options;
}

function alignOf(element: HtmlElement): Align {
  for (const c of classes(element)) {
    if (c === 'align-left') return 'left';
    if (c === 'align-center') return 'center';
    if (c === 'align-right') return 'right';
    if (c === 'align-justify') return 'justify';
  }
  return null;
}

function block(element: HtmlElement, ctx: DocxContext, state: BlockState, out: string[]): void {
  const tag = element.tagName;
  const kids = element.childNodes;
  switch (tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const level = Math.min(6, state.headingBase + Number(tag.slice(1)));
      out.push(
        paragraph(ctx, runs(kids, {}, ctx, false), directionOf(kids), {
          style: `Heading${level}`,
          align: alignOf(element),
        }),
      );
      return;
    }
    case 'ul':
    case 'ol':
      list(element, 0, null, ctx, state, out);
      return;
    case 'blockquote':
      if (kids.some(isBlock)) {
        out.push(htmlToParagraphs(kids, ctx, { ...state, style: 'Quote' }));
      } else {
        out.push(
          paragraph(ctx, runs(kids, {}, ctx, false), directionOf(kids), {
            style: 'Quote',
            align: alignOf(element),
          }),
        );
      }
      return;
    case 'pre':
      out.push(paragraph(ctx, runs(kids, {}, ctx, true), 'ltr', { style: 'CodeBlock' }));
      return;
    case 'hr':
      out.push(paragraph(ctx, '', null, styled(state, { align: 'center' })));
      return;
    case 'p':
    case 'li':
      out.push(
        paragraph(
          ctx,
          runs(kids, {}, ctx, false),
          directionOf(kids),
          styled(state, { align: alignOf(element) }),
        ),
      );
      return;
    default:
      // div, section, table… (not in the allow-list): their content, as blocks.
      out.push(htmlToParagraphs(kids, ctx, state));
  }
}

/** A `<br>`, joining the paragraphs of one list item. */
const LINE_BREAK = parseHtml('<br>')[0] as HtmlNode;

/** A list: one paragraph per item at its depth; nested lists of the same kind share the numbering. */
function list(
  element: HtmlElement,
  depth: number,
  parent: { numId: number; ordered: boolean } | null,
  ctx: DocxContext,
  state: BlockState,
  out: string[],
): void {
  const ordered = element.tagName === 'ol';
  const numId = parent && parent.ordered === ordered ? parent.numId : ctx.newList(ordered);
  const ilvl = Math.min(8, depth);
  let loose: HtmlNode[] = [];
  const item = (nodes: readonly HtmlNode[], align: Align) => {
    const inline: HtmlNode[] = [];
    const after: HtmlElement[] = [];
    for (const node of nodes) {
      if (isElement(node) && (node.tagName === 'ul' || node.tagName === 'ol')) after.push(node);
      else if (isElement(node) && node.tagName === 'p') {
        if (inline.length > 0) inline.push(LINE_BREAK);
        inline.push(...node.childNodes);
      } else if (isBlock(node) && isElement(node)) after.push(node);
      else inline.push(node);
    }
    const hasContent = inline.some((n) => !isText(n) || n.value.trim() !== '');
    if (hasContent) {
      out.push(
        paragraph(ctx, runs(inline, {}, ctx, false), directionOf(inline), {
          style: 'ListParagraph',
          numPr: { numId, ilvl },
          align,
        }),
      );
    }
    for (const child of after) {
      if (child.tagName === 'ul' || child.tagName === 'ol')
        list(child, depth + 1, { numId, ordered }, ctx, state, out);
      else block(child, ctx, state, out);
    }
  };
  for (const child of element.childNodes) {
    if (isElement(child) && child.tagName === 'li') {
      if (loose.length > 0) item(loose, null);
      loose = [];
      item(child.childNodes, alignOf(child));
    } else if (isElement(child) && (child.tagName === 'ul' || child.tagName === 'ol')) {
      list(child, depth + 1, { numId, ordered }, ctx, state, out);
    } else loose.push(child);
  }
  if (loose.length > 0) item(loose, null);
}

/** The runs of inline content. */
function runs(
  nodes: readonly HtmlNode[],
  format: RunFormat,
  ctx: DocxContext,
  pre: boolean,
): string {
  let out = '';
  for (const node of nodes) {
    if (isText(node)) {
      out += textRuns(node.value, format, pre);
      continue;
    }
    if (!isElement(node)) continue;
    const kids = node.childNodes;
    switch (node.tagName) {
      case 'br':
        out += `<w:r>${runProperties(format, false)}<w:br/></w:r>`;
        break;
      case 'img': {
        const src = attr(node, 'src')?.trim() ?? '';
        const image = src ? ctx.image(src) : null;
        if (image) out += drawing(image, attr(node, 'alt') ?? '', ctx.drawingId());
        break;
      }
      case 'a': {
        const href = safeHref(attr(node, 'href'));
        if (href && !format.link) {
          out += `<w:hyperlink r:id="${ctx.hyperlink(href)}" w:history="1">${runs(kids, { ...format, link: true }, ctx, pre)}</w:hyperlink>`;
        } else out += runs(kids, format, ctx, pre);
        break;
      }
      case 'b':
      case 'strong':
        out += runs(kids, { ...format, bold: true }, ctx, pre);
        break;
      case 'i':
      case 'em':
        out += runs(kids, { ...format, italic: true }, ctx, pre);
        break;
      case 'u':
        out += runs(kids, { ...format, underline: true }, ctx, pre);
        break;
      case 's':
      case 'del':
      case 'strike':
        out += runs(kids, { ...format, strike: true }, ctx, pre);
        break;
      case 'mark':
        out += runs(kids, { ...format, highlight: true }, ctx, pre);
        break;
      case 'code':
        out += runs(kids, { ...format, code: !pre }, ctx, pre);
        break;
      case 'sup':
        out += runs(kids, { ...format, sup: true }, ctx, pre);
        break;
      case 'sub':
        out += runs(kids, { ...format, sub: true }, ctx, pre);
        break;
      default: {
        // span (and anything unwrapped): the editor's formatting classes.
        const next = { ...format };
        for (const c of classes(node)) {
          if (c === 'sb-text-underline') next.underline = true;
          else if (c === 'sb-text-strikethrough') next.strike = true;
          else if (c === 'sb-text-underline-strikethrough') {
            next.underline = true;
            next.strike = true;
          } else if (c === 'sb-code') next.code = !pre;
          else if (c === 'sb-highlight') next.highlight = true;
        }
        out += runs(kids, next, ctx, pre);
      }
    }
  }
  return out;
}

/** Text as runs: split where its direction changes, line breaks kept in code blocks. */
function textRuns(text: string, format: RunFormat, pre: boolean): string {
  const value = pre ? text : text.replace(/[\t\n\r\f]+/g, ' ');
  if (value === '') return '';
  let out = '';
  for (const segment of directionSegments(value)) {
    const rPr = runProperties(format, segment.rtl);
    if (pre) {
      const lines = segment.text.split(/\r\n|\r|\n/);
      const body = lines
        .map((line) =>
          line
            .split('\t')
            .map((piece) => (piece ? `<w:t xml:space="preserve">${escapeText(piece)}</w:t>` : ''))
            .join('<w:tab/>'),
        )
        .join('<w:br/>');
      out += `<w:r>${rPr}${body}</w:r>`;
    } else {
      out += `<w:r>${rPr}<w:t xml:space="preserve">${escapeText(segment.text)}</w:t></w:r>`;
    }
  }
  return out;
}

const STRONG = /\p{L}/u;

/** Splits text where it changes between right-to-left and other letters; marks and spaces stay with the letters before them. */
export function directionSegments(text: string): Array<{ text: string; rtl: boolean }> {
  if (!hasRtl(text)) return [{ text, rtl: false }];
  const out: Array<{ text: string; rtl: boolean }> = [];
  let current = '';
  let rtl: boolean | null = null;
  for (const ch of text) {
    if (STRONG.test(ch)) {
      const isRtl = hasRtl(ch);
      if (rtl !== null && isRtl !== rtl && current) {
        out.push({ text: current, rtl });
        current = '';
      }
      rtl = isRtl;
    }
    current += ch;
  }
  if (current) out.push({ text: current, rtl: rtl ?? false });
  return out;
}

function runProperties(format: RunFormat, rtl: boolean): string {
  let p = '';
  if (format.link) p += '<w:rStyle w:val="Hyperlink"/>';
  else if (format.code) p += '<w:rStyle w:val="InlineCode"/>';
  if (format.link && format.code) {
    p += '<w:rFonts w:ascii="Courier New" w:hAnsi="Courier New" w:cs="Courier New"/>';
  }
  if (format.bold) p += '<w:b/><w:bCs/>';
  if (format.italic) p += '<w:i/><w:iCs/>';
  if (format.strike) p += '<w:strike/>';
  if (format.highlight) p += '<w:highlight w:val="yellow"/>';
  if (format.underline) p += '<w:u w:val="single"/>';
  if (format.sup) p += '<w:vertAlign w:val="superscript"/>';
  else if (format.sub) p += '<w:vertAlign w:val="subscript"/>';
  if (rtl) p += '<w:rtl/>';
  return p ? `<w:rPr>${p}</w:rPr>` : '';
}

/** An inline picture. */
function drawing(image: PlacedImage, alt: string, id: number): string {
  const name = escapeAttr(image.name);
  return `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${image.cx}" cy="${image.cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:docPr id="${id}" name="Picture ${id}" descr="${escapeAttr(alt)}"/><wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${id}" name="${name}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${image.rId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${image.cx}" cy="${image.cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
}

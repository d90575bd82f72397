/**
 * Inline page HTML to WordprocessingML runs: emphasis (bold, italic, underline, strike,
 * highlight, inline code, super- and subscript), links, pictures and line breaks; runs of
 * Arabic, Persian or Hebrew text get `w:rtl`. Text is written as it is, only escaped for XML.
 */
import { attr, classes, isElement, isText } from '../../../core/page-html';
import type { HtmlNode } from '../epub/html-tree';
import { safeHref } from '../epub/xhtml';
import { escapeAttr, escapeText, hasRtl } from '../epub/xml-text';
import { COMMENT_END_TAG, COMMENT_START_TAG } from './comment-marks';

/** The Word comment ids a comment mark stands for (comment-marks.ts). */
const commentIds = (node: Parameters<typeof attr>[0]) =>
  (attr(node, 'data-ids') ?? '').split(' ').filter((id) => /^\d+$/.test(id));

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
  /** The book's scene-break separator ('' for a blank line); `* * *` when not given. */
  sceneBreak?: string;
}

export interface RunFormat {
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

/** The runs of inline content. */
export function runs(
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
      case COMMENT_START_TAG:
        for (const id of commentIds(node)) out += `<w:commentRangeStart w:id="${id}"/>`;
        break;
      case COMMENT_END_TAG:
        for (const id of commentIds(node)) {
          out += `<w:commentRangeEnd w:id="${id}"/><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="${id}"/></w:r>`;
        }
        break;
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
export function textRuns(text: string, format: RunFormat, pre: boolean): string {
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

export function runProperties(format: RunFormat, rtl: boolean): string {
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

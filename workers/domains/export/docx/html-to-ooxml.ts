/**
 * Sanitised page HTML to WordprocessingML paragraphs: headings, bulleted and numbered lists at
 * any depth, quotes, code blocks and aligned paragraphs (their inline content: ooxml-runs.ts).
 * Each paragraph takes its direction from its first letter (or the book's when it has none):
 * right-to-left ones get `w:bidi`. A scene break (`<hr>`) is a centred paragraph holding the
 * book's separator.
 */
import { classes, isBlock, isElement, isText, topLevelBlocks } from '../../../core/page-html';
import { directionOf, type HtmlElement, type HtmlNode, parseHtml } from '../epub/html-tree';
import { textDirection } from '../epub/xml-text';
import { type DocxContext, runs, textRuns } from './ooxml-runs';

type Align = 'left' | 'center' | 'right' | 'justify' | null;

export interface ParagraphOptions {
  style?: string;
  numPr?: { numId: number; ilvl: number };
  align?: Align;
  bookmark?: { id: number; name: string };
  /** Direction when the text has no letter (defaults to the book's). */
  dir?: 'ltr' | 'rtl';
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
    case 'hr': {
      // A scene break: the book's separator, centred on a line of its own (empty: a blank line).
      const mark = ctx.sceneBreak ?? '* * *';
      out.push(
        paragraph(
          ctx,
          mark ? textRuns(mark, {}, false) : '',
          null,
          styled(state, { align: 'center' }),
        ),
      );
      return;
    }
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

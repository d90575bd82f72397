/**
 * A part's page HTML as the typesetter's data (docs/pdf.md): blocks of styled runs, never
 * markup. The book template walks these with Typst's own functions, so no character of the
 * author's text (`#`, `[`, `*`, `$`, `=`, …) can become a typesetting command.
 */
import {
  attr,
  classes,
  isBlock,
  isElement,
  type PageElement,
  type PageNode,
  pageTree,
} from '../../../../core/page-html';

/** A run of text in one style: b bold, i italic, u underline, x struck, k code, m marked. */
export interface Run {
  s: string;
  b?: 1;
  i?: 1;
  u?: 1;
  x?: 1;
  k?: 1;
  m?: 1;
}

export type Align = 'left' | 'center' | 'right' | 'justify';

/**
 * p paragraph, h heading (l: 1–3), q quotation (its blocks), ul/ol list (items: blocks each),
 * brk scene break, img picture (src: the shadow path; w, h: its size in points), pre code.
 */
export type Block =
  | { t: 'p'; r: Run[]; a?: Align; d?: 'ltr' | 'rtl' }
  | { t: 'h'; l: number; r: Run[] }
  | { t: 'q'; b: Block[] }
  | { t: 'ul' | 'ol'; items: Block[][] }
  | { t: 'brk' }
  | { t: 'img'; src: string; w: number; h: number }
  | { t: 'pre'; s: string };

type Style = Omit<Run, 's'>;

const INLINE_STYLE: Record<string, keyof Style> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  s: 'x',
  strike: 'x',
  del: 'x',
  code: 'k',
  mark: 'm',
};
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 3, h5: 3, h6: 3 };

/** Where a picture found in the text goes: its shadow path and printed size, or null (left out). */
export type PlaceImage = (src: string) => { src: string; w: number; h: number } | null;

function alignOf(el: PageElement): Align | undefined {
  // The editor's alignment classes (the page allow-list keeps `class`, not `style`).
  for (const c of classes(el)) {
    const m = /^align-(left|center|right|justify)$/.exec(c);
    if (m) return m[1] as Align;
  }
  const style = attr(el, 'style') ?? '';
  const match = /text-align:\s*(left|center|right|justify|start|end)/i.exec(style);
  const value = (match?.[1] ?? attr(el, 'align') ?? '').toLowerCase();
  if (value === 'center' || value === 'right' || value === 'left' || value === 'justify')
    return value;
  return undefined;
}

/** Collapses white space as a browser shows it (runs of spaces and newlines → one space), across
 * changes of style too, and trims the paragraph's edges. */
function collapse(runs: Run[]): Run[] {
  const out: Run[] = [];
  // True when the text so far ends in a collapsible space (or nothing has been shown yet).
  let spaced = true;
  for (const run of runs) {
    let s = run.k ? run.s : run.s.replace(/[ \t\n\r\f]+/g, ' ');
    if (!run.k && spaced) s = s.replace(/^ /, '');
    if (!s) continue;
    spaced = !run.k && s.endsWith(' ');
    const last = out[out.length - 1];
    const same =
      last &&
      last.b === run.b &&
      last.i === run.i &&
      last.u === run.u &&
      last.x === run.x &&
      last.k === run.k &&
      last.m === run.m;
    if (same) last.s += s;
    else out.push({ ...run, s });
  }
  const end = out[out.length - 1];
  if (end && !end.k) end.s = end.s.replace(/ +$/, '');
  return out.filter((r) => r.s !== '');
}

const plain = (runs: Run[]) => runs.map((r) => r.s).join('');

/** The page's HTML as blocks. Pictures go through `place` (null: left out). */
export function htmlBlocks(html: string, place: PlaceImage): Block[] {
  const blocks: Block[] = [];
  walkBlocks(pageTree(html), blocks, place);
  return blocks;
}

function walkBlocks(nodes: PageNode[], out: Block[], place: PlaceImage, outer?: PageElement) {
  let inline: PageNode[] = [];
  const flush = () => {
    if (inline.length === 0) return;
    paragraph(inline, out, place, outer);
    inline = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      inline.push(node);
      continue;
    }
    flush();
    const tag = node.tagName;
    const level = HEADINGS[tag];
    if (level) {
      const r = collapse(runsOf(node.childNodes, {}));
      if (r.length) out.push({ t: 'h', l: level, r });
    } else if (tag === 'hr') out.push({ t: 'brk' });
    else if (tag === 'blockquote') {
      const inner: Block[] = [];
      walkBlocks(node.childNodes, inner, place, node);
      if (inner.length) out.push({ t: 'q', b: inner });
    } else if (tag === 'ul' || tag === 'ol') {
      const items: Block[][] = [];
      for (const child of node.childNodes) {
        if (!isElement(child)) continue;
        const item: Block[] = [];
        walkBlocks(child.tagName === 'li' ? child.childNodes : [child], item, place, child);
        if (!item.length) continue;
        // The editor keeps a nested list in an item of its own: it belongs to the item before.
        const last = items[items.length - 1];
        const onlyLists = item.every((b) => b.t === 'ul' || b.t === 'ol');
        if (last && onlyLists && classes(child).includes('sb-nested-list-item')) last.push(...item);
        else items.push(item);
      }
      if (items.length) out.push({ t: tag, items });
    } else if (tag === 'pre') {
      const s = plain(runsOf(node.childNodes, {})).replace(/^\n/, '').replace(/\s+$/, '');
      if (s) out.push({ t: 'pre', s });
    } else walkBlocks(node.childNodes, out, place, node);
  }
  flush();
}

/** Inline nodes as a paragraph; pictures among them become blocks of their own. */
function paragraph(nodes: PageNode[], out: Block[], place: PlaceImage, outer?: PageElement) {
  const pending: PageNode[] = [];
  const emit = () => {
    const r = collapse(runsOf(pending, {}));
    pending.length = 0;
    if (r.length === 0) return;
    const text = plain(r).trim();
    if (/^[*#~\s]+$/.test(text) && text.replace(/\s/g, '').length <= 5) {
      out.push({ t: 'brk' });
      return;
    }
    const block: Block = { t: 'p', r };
    const a = outer ? alignOf(outer) : undefined;
    if (a) block.a = a;
    const d = (outer && attr(outer, 'dir')) ?? undefined;
    if (d === 'rtl' || d === 'ltr') block.d = d;
    out.push(block);
  };
  const visit = (list: PageNode[]) => {
    for (const node of list) {
      if (isElement(node) && node.tagName === 'img') {
        emit();
        const placed = place(attr(node, 'src') ?? '');
        if (placed) out.push({ t: 'img', ...placed });
      } else if (isElement(node) && hasImage(node)) {
        // A picture inside a link or a span: the picture stands alone, the text around it stays.
        visit(node.childNodes);
      } else pending.push(node);
    }
  };
  visit(nodes);
  emit();
}

const hasImage = (el: PageElement): boolean =>
  el.childNodes.some((c) => isElement(c) && (c.tagName === 'img' || hasImage(c)));

function runsOf(nodes: PageNode[], style: Style): Run[] {
  const runs: Run[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      runs.push({ ...style, s: (node as { value: string }).value });
      continue;
    }
    if (!isElement(node)) continue;
    if (node.tagName === 'br') {
      runs.push({ ...style, s: '\u2028' });
      continue;
    }
    const key = INLINE_STYLE[node.tagName];
    const next: Style = key ? { ...style, [key]: 1 } : { ...style };
    // The editor's formatting classes on a span.
    for (const c of classes(node)) {
      if (c === 'sb-text-underline') next.u = 1;
      else if (c === 'sb-text-strikethrough') next.x = 1;
      else if (c === 'sb-text-underline-strikethrough') {
        next.u = 1;
        next.x = 1;
      } else if (c === 'sb-code') next.k = 1;
      else if (c === 'sb-highlight') next.m = 1;
    }
    runs.push(...runsOf(node.childNodes, next));
  }
  return runs;
}

/**
 * The worker's page-HTML toolkit, used by every export (EPUB, Word, Markdown, PDF): page HTML
 * as a small tree, and the few questions every walk of it asks (element or text, an attribute,
 * its classes, block or inline, its pictures, its text). The tree is read fast: the page allow-list's output (tags of the list,
 * double-quoted attributes, every element closed in order) is read with one regular
 * expression. Anything else — another tag, a comment, an unquoted attribute, a stray `<`, tags
 * out of order, or a code block (whose leading newline HTML drops) — goes to parse5, which
 * reads any HTML as a browser does. The Markdown of a 1M-word book spends its time here.
 */
import { decodeHTML } from 'entities';
import { parseFragment } from 'parse5';

export interface PageText {
  nodeName: '#text';
  value: string;
}

export interface PageElement {
  nodeName: string;
  tagName: string;
  attrs: Array<{ name: string; value: string }>;
  childNodes: PageNode[];
}

export type PageNode = PageText | PageElement | { nodeName: string };

const FAST_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'b',
  'i',
  'em',
  'strong',
  'a',
  'ul',
  'ol',
  'li',
  'span',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'code',
  's',
  'mark',
  'img',
]);
const VOID: ReadonlySet<string> = new Set(['br', 'img']);
/** Blocks a parser would not put where they are opened (it would close what is open first). */
const BLOCKS: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'h1', 'h2', 'h3', 'blockquote']);
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['p', 'h1', 'h2', 'h3']);

const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*(?:="[^"<>]*")?)*)\s*>|([^<]+)|</g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;

const text = (raw: string): PageText => ({
  nodeName: '#text',
  value: raw.includes('&') ? decodeHTML(raw) : raw,
});

function attributes(raw: string): PageElement['attrs'] {
  const out: PageElement['attrs'] = [];
  if (!raw) return out;
  for (const m of raw.matchAll(ATTRIBUTE)) {
    out.push({ name: m[1] as string, value: m[2] === undefined ? '' : decodeHTML(m[2]) });
  }
  return out;
}

/** The fast reading, or null when the HTML is not plain allow-list output. */
export function fastPageTree(html: string): PageNode[] | null {
  if (html.includes('<pre')) return null;
  const root: PageElement = { nodeName: '#root', tagName: '#root', attrs: [], childNodes: [] };
  const stack: PageElement[] = [root];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m !== null; m = TOKEN.exec(html)) {
    const parent = stack[stack.length - 1] as PageElement;
    if (m[4] !== undefined) {
      parent.childNodes.push(text(m[4]));
      continue;
    }
    const tag = m[2];
    if (tag === undefined || !FAST_TAGS.has(tag)) return null;
    if (m[1]) {
      if (parent.tagName !== tag || stack.length === 1) return null;
      stack.pop();
      continue;
    }
    // Where an HTML parser would move things around, it reads the page.
    if (BLOCKS.has(tag) && stack.some((e) => TEXT_BLOCKS.has(e.tagName) || e.tagName === 'a'))
      return null;
    if (tag === 'li' && parent.tagName !== 'ul' && parent.tagName !== 'ol') return null;
    if (tag === 'a' && stack.some((e) => e.tagName === 'a')) return null;
    const element: PageElement = {
      nodeName: tag,
      tagName: tag,
      attrs: attributes(m[3] ?? ''),
      childNodes: [],
    };
    parent.childNodes.push(element);
    if (!VOID.has(tag)) stack.push(element);
  }
  return stack.length === 1 ? root.childNodes : null;
}

/** The page's nodes (its fragment's children). */
export function pageTree(html: string): PageNode[] {
  return fastPageTree(html) ?? (parseFragment(html).childNodes as PageNode[]);
}

/** A node of the tree that is an element (parse5's nodes are too). */
export function isElement<N extends PageNode>(node: N): node is Extract<N, { tagName: string }> {
  return 'tagName' in node;
}

export function isText<N extends PageNode>(node: N): node is Extract<N, { nodeName: '#text' }> {
  return node.nodeName === '#text';
}

/** An attribute's value, or null. */
export function attr(element: PageElement, name: string): string | null {
  for (const a of element.attrs) if (a.name === name) return a.value;
  return null;
}

/** The class tokens of an element. */
export function classes(element: PageElement): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Elements that make their own block (paragraph-like). Page HTML holds only the page
 * allow-list's (contract/sanitize-allow-list.ts); the others are here for HTML from elsewhere.
 */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'div',
  'hr',
  'table',
  'section',
  'figure',
]);

export function isBlock<N extends PageNode>(node: N): node is Extract<N, { tagName: string }> {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

/** Every `img` src in the nodes, in order. */
export function imageSources(nodes: readonly PageNode[]): string[] {
  const found: string[] = [];
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as PageNode;
    if (!isElement(node)) continue;
    if (node.tagName === 'img') {
      const src = attr(node, 'src')?.trim();
      if (src) found.push(src);
    }
    for (let i = node.childNodes.length - 1; i >= 0; i--)
      stack.push(node.childNodes[i] as PageNode);
  }
  return found;
}

/** The text of the nodes, depth first (a `br` is a line feed). */
export function textOf(nodes: readonly PageNode[]): string {
  let out = '';
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as PageNode;
    if (isText(node)) out += node.value;
    else if (isElement(node)) {
      if (node.tagName === 'br') out += '\n';
      for (let i = node.childNodes.length - 1; i >= 0; i--)
        stack.push(node.childNodes[i] as PageNode);
    }
  }
  return out;
}

/**
 * Groups top-level nodes into blocks: block elements stay as they are; runs of inline nodes
 * (text, b, a, img…) that hold something besides white space become one paragraph's children.
 */
export function topLevelBlocks<N extends PageNode>(
  nodes: readonly N[],
): Array<{ block: Extract<N, { tagName: string }> } | { inline: N[] }> {
  const out: Array<{ block: Extract<N, { tagName: string }> } | { inline: N[] }> = [];
  let run: N[] = [];
  const flush = () => {
    if (run.some((n) => !isText(n) || (n as PageText).value.trim() !== ''))
      out.push({ inline: run });
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCK_TAGS.has(node.tagName)) {
      flush();
      out.push({ block: node });
    } else if (isText(node) || isElement(node)) {
      run.push(node);
    }
  }
  flush();
  return out;
}

/**
 * Page HTML as a small tree, and the few questions every walk of it asks (element or text, an
 * attribute, its classes, block or inline, its pictures, its text), and the walk itself. The
 * tree is read fast: the page allow-list's output (tags of the list, double-quoted attributes,
 * every element closed in order) is read with one regular expression. Anything else — another
 * tag, a comment, an unquoted attribute, a stray `<`, tags out of order, or a code block (whose
 * leading newline HTML drops) — goes to parse5, which reads any HTML as a browser does, many
 * times slower. The Markdown of a 1M-word book spends its time here (when a scene break, `<hr>`,
 * was not a fast tag, every scene after the first in its chapter went to parse5).
 */
import { decodeHTML } from 'entities';
import { parseFragment } from 'parse5';
import { BLOCK_TAGS, isBlockTag } from './block-tags';

export interface PageText {
  nodeName: '#text';
  value: string;
}

export interface PageElement {
  nodeName: string;
  tagName: string;
  /** parse5 gives an attribute of another namespace (`xlink:href`) its prefix. */
  attrs: Array<{ name: string; value: string; prefix?: string }>;
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
  'u',
  'mark',
  'img',
  // A scene break: the assembly puts one before every scene after the first in its chapter.
  'hr',
]);
const VOID: ReadonlySet<string> = new Set(['br', 'img', 'hr']);
/**
 * Blocks a parser would not put where they are opened (it would close what is open first): the
 * blocks among the fast tags, a list item aside (it goes in a list).
 */
const BLOCKS: ReadonlySet<string> = new Set(
  [...FAST_TAGS].filter((tag) => isBlockTag(tag) && tag !== 'li'),
);
/** The blocks that hold text, not other blocks: a paragraph and a heading. */
const holdsText = (tag: string): boolean => tag === 'p' || /^h[1-6]$/.test(tag);

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
    if (BLOCKS.has(tag) && stack.some((e) => holdsText(e.tagName) || e.tagName === 'a'))
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

/** An attribute's value, or null (as the DOM's getAttribute: `href` is not `xlink:href`). */
export function attr(element: PageElement, name: string): string | null {
  for (const a of element.attrs) if (a.name === name && !a.prefix) return a.value;
  return null;
}

/** The class tokens of an element. */
export function classes(element: PageElement): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** An element of the one block-tag list (block-tags.ts). */
export function isBlock<N extends PageNode>(node: N): node is Extract<N, { tagName: string }> {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

/**
 * What a walk does with an element: goes into it (and leaves it after), into its children only,
 * or by; or it stops there (it found what it looked for).
 */
export type Visit = 'enter' | 'children' | 'skip' | 'stop';

type ElementOf<N extends PageNode> = Extract<N, { tagName: string }>;

/** What a walk tells as it goes: text, elements met, elements left (those it entered). */
export interface TreeVisitor<N extends PageNode> {
  /** 'stop' ends the walk. */
  text?(node: Extract<N, { nodeName: '#text' }>): undefined | 'stop';
  element(node: ElementOf<N>): Visit;
  leave?(node: ElementOf<N>): void;
}

/** The end of an entered element, as it waits on the walk's stack. */
class Leave<E> {
  constructor(readonly element: E) {}
}

/**
 * The page-HTML walk: the nodes depth first, in document order, without recursion (a page's
 * nesting is the author's). Works on this module's tree and on parse5's (the sanitiser's
 * document); comments and doctypes are passed by.
 */
export function walkTree<N extends PageNode>(nodes: readonly N[], visitor: TreeVisitor<N>): void {
  const stack: Array<N | Leave<ElementOf<N>>> = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i] as N);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (item instanceof Leave) {
      visitor.leave?.(item.element);
    } else if (isText(item)) {
      if (visitor.text?.(item) === 'stop') return;
    } else if (isElement(item)) {
      const visit = visitor.element(item);
      if (visit === 'stop') return;
      if (visit === 'skip') continue;
      if (visit === 'enter') stack.push(new Leave(item));
      const children = item.childNodes as N[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as N);
    }
  }
}

/** Every `img` src in the nodes, in order. */
export function imageSources(nodes: readonly PageNode[]): string[] {
  const found: string[] = [];
  walkTree(nodes, {
    element: (node) => {
      if (node.tagName === 'img') {
        const src = attr(node, 'src')?.trim();
        if (src) found.push(src);
      }
      return 'children';
    },
  });
  return found;
}

/** The text of the nodes, depth first (a `br` is a line feed). */
export function textOf(nodes: readonly PageNode[]): string {
  let out = '';
  walkTree(nodes, {
    text: (node) => {
      out += node.value;
    },
    element: (node) => {
      if (node.tagName === 'br') out += '\n';
      return 'children';
    },
  });
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

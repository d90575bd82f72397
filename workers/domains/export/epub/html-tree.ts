/**
 * The parts' page HTML as a tree (parse5, no DOM), shared by the EPUB and DOCX writers: parsed
 * as a fragment, with the few helpers both walks need.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parseFragment } from 'parse5';
import { textDirection } from './xml-text';

export type HtmlNode = DefaultTreeAdapterTypes.ChildNode;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlText = DefaultTreeAdapterTypes.TextNode;

/** The top-level nodes of a fragment of page HTML. */
export function parseHtml(html: string): HtmlNode[] {
  if (html.trim() === '') return [];
  return parseFragment(html).childNodes;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function isText(node: HtmlNode): node is HtmlText {
  return node.nodeName === '#text';
}

/** An attribute's value, or null. */
export function attr(element: HtmlElement, name: string): string | null {
  for (const a of element.attrs) if (a.name === name) return a.value;
  return null;
}

/** The class tokens of an element. */
export function classes(element: HtmlElement): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** Elements that make their own block (paragraph-like) in the page allow-list. */
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

export function isBlock(node: HtmlNode): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

/** Every `img` src in the nodes, in order. */
export function imageSources(nodes: readonly HtmlNode[]): string[] {
  const found: string[] = [];
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (!isElement(node)) continue;
    if (node.tagName === 'img') {
      const src = attr(node, 'src')?.trim();
      if (src) found.push(src);
    }
    for (let i = node.childNodes.length - 1; i >= 0; i--)
      stack.push(node.childNodes[i] as HtmlNode);
  }
  return found;
}

/** The text of the nodes, depth first. */
export function textOf(nodes: readonly HtmlNode[]): string {
  let out = '';
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (isText(node)) out += node.value;
    else if (isElement(node)) {
      if (node.tagName === 'br') out += '\n';
      for (let i = node.childNodes.length - 1; i >= 0; i--)
        stack.push(node.childNodes[i] as HtmlNode);
    }
  }
  return out;
}

/** The direction of the first letter in the nodes' text; null when there is none. */
export function directionOf(nodes: readonly HtmlNode[]): 'ltr' | 'rtl' | null {
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (isText(node)) {
      const dir = textDirection(node.value);
      if (dir) return dir;
    } else if (isElement(node)) {
      for (let i = node.childNodes.length - 1; i >= 0; i--)
        stack.push(node.childNodes[i] as HtmlNode);
    }
  }
  return null;
}

/**
 * Groups top-level nodes into blocks: block elements stay as they are; runs of inline nodes
 * (text, b, a, img…) that hold something besides white space become one paragraph's children.
 */
export function topLevelBlocks(
  nodes: readonly HtmlNode[],
): Array<{ block: HtmlElement } | { inline: HtmlNode[] }> {
  const out: Array<{ block: HtmlElement } | { inline: HtmlNode[] }> = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    if (run.some((n) => !isText(n) || n.value.trim() !== '')) out.push({ inline: run });
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

/**
 * The parts' page HTML as parse5's full tree (no DOM), for the EPUB and DOCX writers, and the
 * text's direction. The questions every walk asks (element, attribute, block…) are the page-HTML
 * toolkit's (core/page-html/), and so is the walk.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parseFragment } from 'parse5';
import { walkTree } from '../../../core/page-html';
import { textDirection } from './xml-text';

export type HtmlNode = DefaultTreeAdapterTypes.ChildNode;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlText = DefaultTreeAdapterTypes.TextNode;

/** The top-level nodes of a fragment of page HTML. */
export function parseHtml(html: string): HtmlNode[] {
  if (html.trim() === '') return [];
  return parseFragment(html).childNodes;
}

/** The direction of the first letter in the nodes' text; null when there is none. */
export function directionOf(nodes: readonly HtmlNode[]): 'ltr' | 'rtl' | null {
  let found: 'ltr' | 'rtl' | null = null;
  walkTree(nodes, {
    text: (node) => {
      found = textDirection(node.value);
      return found ? 'stop' : undefined;
    },
    element: () => 'children',
  });
  return found;
}

/**
 * Clipboard HTML made harmless before any browser parser sees it (issue 23): even a DOMParser
 * document, which runs nothing, inherits the page's Content Security Policy and reports every
 * inline handler and style attribute it parses (184 hostile pastes raised 246 reports). So the
 * markup is first read by parse5, which has no DOM and no policy: event-handler attributes are
 * dropped, `style` is kept as `data-sb-style` (the Word and Google Docs formatting it carries is
 * read from there), and elements that could only load or run something (script, style, link,
 * meta, base, iframe, object, embed, noscript) are left out with their content.
 */
import { type DefaultTreeAdapterTypes, parse, serialize } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** The attribute the style of a pasted element is kept in. */
export const PASTED_STYLE = 'data-sb-style';

const DROPPED: ReadonlySet<string> = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'applet',
]);

const isElement = (node: Node): node is Element => 'tagName' in node;

function defuse(node: Node): void {
  if (!('childNodes' in node)) return;
  node.childNodes = node.childNodes.filter(
    (child) => !(isElement(child) && DROPPED.has(child.tagName)),
  );
  for (const child of node.childNodes) {
    if (isElement(child)) {
      child.attrs = child.attrs
        .filter((a) => !/^on/i.test(a.name))
        .map((a) => (a.name === 'style' ? { ...a, name: PASTED_STYLE } : a));
      if (child.tagName === 'template' && 'content' in child) defuse(child.content as Node);
    }
    defuse(child);
  }
}

/** `html` as a whole document with nothing in it a browser would report, run or load. */
export function defuseHtml(html: string): string {
  const document = parse(html);
  defuse(document);
  return serialize(document);
}

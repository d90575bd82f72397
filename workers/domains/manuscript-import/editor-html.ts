/**
 * A reader's HTML (mammoth's, marked's, a text file's) in the page editor's vocabulary, before
 * the sanitiser runs at the write: h4–h6 become h3 (the editor has three levels), `ins`
 * `u` (underline, which the editor reads and writes as `u`), `del`/`strike` `s`, a table's rows paragraphs (and a problem),
 * footnote references their "[n]" text with the notes left as a numbered list at the end of
 * the page, links inside the document unwrapped. Pictures are left as they are; the caller
 * resolves their `src` (import-picture.ts).
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parseFragment, serialize } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Parent = DefaultTreeAdapterTypes.ParentNode;

/** Elements the editor cannot hold: their text comes in, the author is told. */
const UNSUPPORTED = new Set([
  'table',
  'math',
  'svg',
  'video',
  'audio',
  'iframe',
  'object',
  'embed',
]);

const RENAMED: Readonly<Record<string, string>> = {
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  del: 's',
  strike: 's',
  u: 'u',
  ins: 'u',
  b: 'strong',
  i: 'em',
};

/** Elements whose children stay and whose own tag goes. */
const UNWRAPPED = new Set([
  'sup',
  'sub',
  'small',
  'big',
  'font',
  'center',
  'tbody',
  'thead',
  'tfoot',
]);

export interface EditorHtml {
  html: string;
  /** Names of the unsupported elements met (each once). */
  unsupported: string[];
  /** Every `img` src, in order. */
  pictures: string[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function unwrap(parent: Parent, element: Element): void {
  const index = parent.childNodes.indexOf(element as Node);
  for (const child of element.childNodes) child.parentNode = parent;
  parent.childNodes.splice(index, 1, ...element.childNodes);
}

function remove(parent: Parent, element: Element): void {
  const index = parent.childNodes.indexOf(element as Node);
  if (index >= 0) parent.childNodes.splice(index, 1);
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value;

/** Rewrites one element; returns true when it was removed or unwrapped (its children were spliced in). */
function rewrite(parent: Parent, element: Element, found: EditorHtml): boolean {
  const tag = element.tagName;
  if (UNSUPPORTED.has(tag) && !found.unsupported.includes(tag)) found.unsupported.push(tag);
  if (tag === 'a') {
    const href = attribute(element, 'href') ?? '';
    // The back-link after a footnote's text: nothing of it stays.
    if (/^#(foot|end)note-ref/.test(href)) {
      remove(parent, element);
      return true;
    }
    if (href.startsWith('#') || href === '') {
      unwrap(parent, element);
      return true;
    }
    return false;
  }
  const renamed = RENAMED[tag];
  if (renamed) {
    element.tagName = renamed;
    element.nodeName = renamed;
    element.attrs = [];
    return false;
  }
  if (tag === 'tr') {
    element.tagName = 'p';
    element.nodeName = 'p';
    element.attrs = [];
    return false;
  }
  if (tag === 'td' || tag === 'th') {
    // Cells of a row read as one line, parted by spaces.
    element.childNodes.push({
      nodeName: '#text',
      value: ' ',
      parentNode: element,
    } as DefaultTreeAdapterTypes.TextNode);
    unwrap(parent, element);
    return true;
  }
  if (tag === 'table' || UNWRAPPED.has(tag)) {
    unwrap(parent, element);
    return true;
  }
  if (tag === 'img') found.pictures.push(attribute(element, 'src') ?? '');
  // Direction comes from the text itself in the editor; other attributes are the sanitiser's.
  element.attrs = element.attrs.filter(
    (a) => a.name !== 'dir' && a.name !== 'id' && a.name !== 'style',
  );
  return false;
}

/** Walks the fragment iteratively (deep documents must not overflow the stack). */
export function toEditorHtml(html: string): EditorHtml {
  const fragment = parseFragment(html);
  const found: EditorHtml = { html: '', unsupported: [], pictures: [] };
  const stack: Parent[] = [fragment];
  while (stack.length > 0) {
    const parent = stack.pop() as Parent;
    let i = 0;
    while (i < parent.childNodes.length) {
      const node = parent.childNodes[i] as Node;
      if (!isElement(node)) {
        i += 1;
        continue;
      }
      // An unwrapped element's children now sit at i: look at them next.
      if (rewrite(parent, node, found)) continue;
      stack.push(node);
      i += 1;
    }
  }
  found.html = serialize(fragment);
  return found;
}

/**
 * Rewrites the DOM Lexical exports into the page allow-list's vocabulary before it is
 * serialised and sanitised: alignment as `align-*` classes instead of inline `text-align`,
 * no theme classes or inline styles, no redundant wrappers (`<b><strong>`, bare `<span>`),
 * links kept only with a safe href, and runs of spaces kept as no-break spaces (the inline
 * `white-space: pre-wrap` that preserved them does not survive sanitising).
 */
import { IMAGE_ATTRIBUTES, isSafeHref } from '../../../../../workers/contract/sanitize-rules';

/** Lexical element formats and the allow-list class each one becomes. */
const ALIGN_CLASS_BY_FORMAT: Readonly<Record<string, string>> = {
  left: 'align-left',
  start: 'align-left',
  center: 'align-center',
  right: 'align-right',
  end: 'align-right',
  justify: 'align-justify',
};

/** Attributes kept per tag at this stage (the sanitiser has the final word). */
const KEPT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  img: IMAGE_ATTRIBUTES,
};

const TEXT_NODE = 3;
/** Elements that do not end a line of text (a space next to them still matters). */
const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a',
  'b',
  'i',
  'em',
  'strong',
  's',
  'u',
  'mark',
  'code',
  'span',
  'img',
]);
const NBSP = '\u00A0';

/** Cleans `root`'s descendants in place; see the module comment. */
export function cleanExportedDom(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    cleanElement(element);
  }
  // Unwrap after every element is cleaned, innermost first, so each decision sees final children.
  for (const element of Array.from(root.querySelectorAll('span, b, i, a')).reverse()) {
    if (isRedundantWrapper(element)) unwrap(element);
  }
  preserveSpaceRuns(root);
}

function cleanElement(element: Element): void {
  const tag = element.localName;
  const alignClass = alignmentClassOf(element);
  const kept = KEPT_ATTRIBUTES[tag] ?? [];
  for (const { name } of Array.from(element.attributes)) {
    if (!kept.includes(name)) element.removeAttribute(name);
  }
  if (alignClass !== null) element.setAttribute('class', alignClass);
  if (tag === 'a' && !isSafeHref(element.getAttribute('href') ?? '')) {
    element.removeAttribute('href');
  }
}

function alignmentClassOf(element: Element): string | null {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  const align = style?.textAlign ?? '';
  return ALIGN_CLASS_BY_FORMAT[align] ?? null;
}

/**
 * True for wrappers that add nothing: an attribute-less span, a link left without a safe
 * href, and `<b>`/`<i>` whose only child is the `<strong>`/`<em>` Lexical nests in them.
 */
function isRedundantWrapper(element: Element): boolean {
  switch (element.localName) {
    case 'span':
      return element.attributes.length === 0;
    case 'a':
      return !element.hasAttribute('href');
    case 'b':
      return onlyChildTag(element) === 'strong';
    case 'i':
      return onlyChildTag(element) === 'em';
    default:
      return false;
  }
}

function onlyChildTag(element: Element): string | null {
  if (element.childNodes.length !== 1) return null;
  return element.firstElementChild?.localName ?? null;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * Spaces the HTML importer would collapse: every space after the first in a run, and a space
 * next to an image (the importer sees no text there and trims it), become no-break spaces.
 * Text inside `<pre>` is left alone.
 */
function preserveSpaceRuns(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, 1 | 4 /* SHOW_ELEMENT | SHOW_TEXT */);
  let previousLeaf: Node | null = null;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.nodeType === TEXT_NODE) {
      if (!node.parentElement?.closest('pre')) {
        let text = node.nodeValue ?? '';
        text = text.replace(/ {2,}/g, (run) => ` ${NBSP.repeat(run.length - 1)}`);
        if (isImage(previousLeaf)) text = text.replace(/^ /, NBSP);
        node.nodeValue = text;
      }
      previousLeaf = node;
    } else if (isImage(node)) {
      if (previousLeaf?.nodeType === TEXT_NODE && !node.parentElement?.closest('pre')) {
        previousLeaf.nodeValue = (previousLeaf.nodeValue ?? '').replace(/ $/, NBSP);
      }
      previousLeaf = node;
    } else if (!INLINE_TAGS.has((node as Element).localName)) {
      previousLeaf = null;
    }
  }
}

function isImage(node: Node | null): boolean {
  return node !== null && node.nodeName === 'IMG';
}

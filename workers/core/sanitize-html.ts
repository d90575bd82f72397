/**
 * DOM-less HTML sanitiser for the worker (runs in a Web Worker and in Node): parse5 parses,
 * the page-HTML toolkit's walk (page-html/tree.ts) applies the shared rules of
 * workers/contract/sanitize-rules.ts, and a small serialiser writes the result. Same output as the DOMPurify implementation in
 * src/features/security/sanitize-dom.ts (held by tests/sanitize-differential.test.ts).
 *
 * The input is parsed as a whole document with scripting disabled, the way DOMPurify's
 * DOMParser does, and the body is walked; a fragment parse would place head-only elements,
 * `<noscript>` content and table parts differently than DOMPurify sees them.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parse } from 'parse5';
import {
  type ElementAction,
  type ElementContentInfo,
  elementActionByAttributes,
  type HtmlAttribute,
  isAllowedTag,
  isClobberProneTag,
  isForbiddenContent,
  isMarkupFree,
  isMarkupSmuggling,
  isVoidTag,
  leadingWhitespace,
  normalizePlainText,
  type SanitizeProfile,
  sanitizeAttributeList,
} from '../contract/sanitize-rules';
import { attr, walkTree } from './page-html';
import { isSimpleCleanHtml } from './simple-html';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

// The HTML serialisation algorithm's escapes (as parse5 and the browsers apply them).
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\u00A0': '&nbsp;',
};

/** Receives the sanitised tree as it is walked. */
interface Sink {
  text(value: string): void;
  open(tag: string, attributes: readonly HtmlAttribute[]): void;
  close(tag: string): void;
}

/** Sanitises a rich-text field (rich allow-list) and returns HTML. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeToHtml(html, 'rich');
}

/** Sanitises page content (rich allow-list plus the Lexical page additions) and returns HTML. */
export function sanitizePageHtml(html: string): string {
  return sanitizeToHtml(html, 'page');
}

/**
 * Plain text of `html` for plain fields (titles, names, author, description): markup removed,
 * entities decoded, content of script/style-like elements dropped, block boundaries and `br`
 * turned into spaces, whitespace runs collapsed, ends trimmed.
 */
export function toPlainText(html: string): string {
  const parts: string[] = [];
  walk(html, 'plain', {
    text: (value) => parts.push(value),
    open: () => parts.push(' '),
    close: () => parts.push(' '),
  });
  return normalizePlainText(parts.join(''));
}

function sanitizeToHtml(html: string, profile: 'rich' | 'page'): string {
  if (isMarkupFree(html)) return html;
  if (isSimpleCleanHtml(html, profile)) return html;
  const out: string[] = [];
  walk(html, profile, {
    text: (value) => out.push(escapeText(value)),
    open: (tag, attributes) => {
      let start = `<${tag}`;
      for (const { name, value } of attributes) start += ` ${name}="${escapeAttribute(value)}"`;
      out.push(`${start}>`);
    },
    close: (tag) => out.push(`</${tag}>`),
  });
  return out.join('');
}

/** Walks the body of `html` in document order, keeping, unwrapping or dropping each node. */
function walk(html: string, profile: SanitizeProfile, sink: Sink): void {
  const body = findBody(parse(html, { scriptingEnabled: false }));
  if (!body) return; // a frameset document has no body: nothing survives
  const lead = leadingWhitespace(html);
  if (lead) sink.text(lead);
  // Comments and doctypes are dropped (the walk passes them by).
  walkTree<ChildNode>(body.childNodes, {
    text: (node) => {
      sink.text(node.value);
    },
    element: (element) => {
      const tag = element.tagName.toLowerCase();
      const action = decide(profile, element, tag);
      if (action === 'unwrap') return 'children';
      if (action === 'drop') return 'skip';
      sink.open(tag, sanitizeAttributeList(profile, tag, attributesOf(element)));
      return isVoidTag(tag) ? 'skip' : 'enter';
    },
    leave: (element) => sink.close(element.tagName.toLowerCase()),
  });
}

/** The element decision, in DOMPurify's order (see sanitize-dom.ts for the matching hooks). */
function decide(profile: SanitizeProfile, element: Element, tag: string): ElementAction {
  if (isClobberProneTag(tag) && !isAllowedTag(profile, tag)) {
    return isMarkupSmuggling(contentInfo(element, tag)) ? 'drop' : 'unwrap';
  }
  const forced = elementActionByAttributes(profile, tag, (name) => attr(element, name));
  if (forced) return forced;
  if (isMarkupSmuggling(contentInfo(element, tag))) return 'drop';
  if (!isAllowedTag(profile, tag)) return isForbiddenContent(tag) ? 'drop' : 'unwrap';
  // DOMPurify's namespace check: an allowed (HTML) tag must be an HTML element.
  return element.namespaceURI === HTML_NS ? 'keep' : 'drop';
}

/** What the shared SAFE_FOR_XML check needs to know about `element`'s children. */
function contentInfo(element: Element, tag: string): ElementContentInfo {
  let text = '';
  let hasElementChild = false;
  let hasCommentChild = false;
  for (const child of element.childNodes) {
    if ('tagName' in child) {
      hasElementChild = true;
      break;
    }
    if (child.nodeName === '#text' && 'value' in child) text += child.value;
    else if (child.nodeName === '#comment') hasCommentChild = true;
  }
  return {
    tag,
    isHtml: element.namespaceURI === HTML_NS,
    childCount: element.childNodes.length,
    hasElementChild,
    hasCommentChild,
    text,
  };
}

function findBody(document: DefaultTreeAdapterTypes.Document): Element | undefined {
  for (const node of document.childNodes) {
    if ('tagName' in node && node.tagName === 'html') {
      return node.childNodes.find(
        (child): child is Element => 'tagName' in child && child.tagName === 'body',
      );
    }
  }
  return undefined;
}

function attributesOf(element: Element): HtmlAttribute[] {
  return element.attrs.map(({ name, value, prefix }) => ({
    name: prefix ? `${prefix}:${name}` : name,
    value,
  }));
}

function escapeText(value: string): string {
  return value.replace(/[&<>\u00A0]/g, (c) => ESCAPES[c] ?? c);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"\u00A0]/g, (c) => ESCAPES[c] ?? c);
}

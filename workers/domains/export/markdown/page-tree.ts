/**
 * Sanitised page HTML as a small tree, fast: the page allow-list's output (tags of the list,
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

/**
 * A fast path for the common case: HTML made only of allowed tags without attributes, well
 * nested the way the HTML parser would leave it (blocks at the top, inline markup inside them,
 * items inside lists). Such input is already clean: it holds no attribute, no URL and no
 * element outside the allow-list, and parsing it would give back the same tree. The full
 * parser handles everything else. This keeps saving a long page and importing a big book cheap.
 */
import { isAllowedTag } from '../contract/sanitize-rules';

const INLINE = new Set(['b', 'i', 'em', 'strong', 's', 'mark', 'code', 'span', 'br']);
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'ul', 'ol', 'hr']);
/** Void elements: no end tag, nothing inside (`hr`: a scene break, at the top level only). */
const VOID = new Set(['br', 'hr']);
const TAG = /<([^<>]*)>/g;
const NAME = /^(\/?)([a-z][a-z0-9]*)$/;

/** Which children each parent may hold on the fast path (null: the top level). */
function fits(parent: string | undefined, tag: string): boolean {
  if (parent === undefined) return BLOCKS.has(tag) || INLINE.has(tag);
  if (parent === 'ul' || parent === 'ol') return tag === 'li';
  if (parent === 'li') return INLINE.has(tag) || tag === 'ul' || tag === 'ol';
  if (parent === 'blockquote') return INLINE.has(tag) || tag === 'p';
  if (INLINE.has(parent) && parent !== 'br') return INLINE.has(tag) && tag !== parent;
  return INLINE.has(tag); // p, h1-h3, pre hold inline markup only
}

/** True when `html` is simple, well-nested markup of allowed tags (see the module comment). */
export function isSimpleCleanHtml(html: string, profile: 'rich' | 'page'): boolean {
  const stack: string[] = [];
  let tags = 0;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    tags += 1;
    const start = match.index ?? 0;
    // Text between tags must not hold a '<' the parser could read as markup.
    if (html.slice(last, start).includes('<')) return false;
    last = start + match[0].length;
    const name = NAME.exec(match[1] ?? '');
    if (!name) return false;
    const closing = name[1] === '/';
    const tag = name[2] ?? '';
    if (!isAllowedTag(profile, tag)) return false;
    if (closing) {
      if (VOID.has(tag) || stack.pop() !== tag) return false;
      continue;
    }
    if (!fits(stack.at(-1), tag)) return false;
    if (!VOID.has(tag)) stack.push(tag);
  }
  if (html.slice(last).includes('<')) return false;
  if (tags === 0) return false;
  // Text outside any block beside blocks would be wrapped differently; keep to blocks or inline.
  return stack.length === 0;
}

/**
 * A fast path for the common case: HTML made only of allowed tags without attributes, well
 * nested the way the HTML parser would leave it (blocks at the top, inline markup inside them,
 * items inside lists). Such input is already clean: it holds no attribute, no URL and no
 * element outside the allow-list, and parsing it would give back the same tree. The full
 * parser handles everything else. This keeps saving a long page and importing a big book cheap.
 */
import { isAllowedTag, isVoidTag, PAGE_EXTRA_TAGS, RICH_TAGS } from '../contract/sanitize-rules';
import { isBlockTag } from './page-html';

const PAGE_TAGS: readonly string[] = [...RICH_TAGS, ...PAGE_EXTRA_TAGS];
/** The allowed blocks (the toolkit's block-tag list), a list item aside: it goes in a list. */
const BLOCKS: ReadonlySet<string> = new Set(
  PAGE_TAGS.filter((tag) => isBlockTag(tag) && tag !== 'li'),
);
/** The allowed inline tags but a link and a picture (which mean nothing without attributes). */
const INLINE: ReadonlySet<string> = new Set(
  PAGE_TAGS.filter((tag) => !isBlockTag(tag) && tag !== 'a' && tag !== 'img'),
);
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
      if (isVoidTag(tag) || stack.pop() !== tag) return false;
      continue;
    }
    if (!fits(stack.at(-1), tag)) return false;
    // Void elements (`br`, and `hr`: a scene break, at the top level only) hold nothing.
    if (!isVoidTag(tag)) stack.push(tag);
  }
  if (html.slice(last).includes('<')) return false;
  if (tags === 0) return false;
  // Text outside any block beside blocks would be wrapped differently; keep to blocks or inline.
  return stack.length === 0;
}

/**
 * The Markdown of the spec (§9) as Lexical transformers, for typed shortcuts and imports:
 * `#`/`##`/`###` headings, `>` quote, `**bold**`, `*italic*`, `~~strike~~`, `==highlight==`,
 * `- ` and `1. ` lists, `[text](url)` links, `![alt](src)` images, inline and fenced code, and
 * scene breaks (`* * *`, `***` or `#` alone on a line; scene-break-transformer.ts).
 */

import { $isLinkNode } from '@lexical/link';
import {
  BOLD_ITALIC_STAR,
  BOLD_STAR,
  CODE,
  type ElementTransformer,
  HEADING,
  HIGHLIGHT,
  INLINE_CODE,
  ITALIC_STAR,
  LINK,
  ORDERED_LIST,
  QUOTE,
  STRIKETHROUGH,
  type TextFormatTransformer,
  type TextMatchTransformer,
  type Transformer,
} from '@lexical/markdown';
import { $isHeadingNode } from '@lexical/rich-text';
import { isSafeImageSrc } from '../../../../../workers/contract/sanitize-rules';
import { toLinkHref } from '../html/link-href';
import { $createImageNode, $isImageNode, ImageNode } from '../nodes/ImageNode';
import { PAGE_BULLET_LIST, SCENE_BREAK } from './scene-break-transformer';

/** `#`, `##` and `###` only: the page allow-list has no h4–h6. */
export const PAGE_HEADING: ElementTransformer = {
  ...HEADING,
  regExp: /^(#{1,3})\s/,
  export: (node, exportChildren) => {
    if (!$isHeadingNode(node)) return null;
    const level = Number(node.getTag().slice(1));
    return level <= 3 ? `${'#'.repeat(level)} ${exportChildren(node)}` : null;
  },
};

/** `==text==` → Lexical's `highlight` format, exported as `<mark>`. */
export const PAGE_HIGHLIGHT: TextFormatTransformer = HIGHLIGHT;

/** `[text](url)`, applied only when the url is (or completes to) a safe href. */
export const PAGE_LINK: TextMatchTransformer = {
  ...LINK,
  replace: (textNode, match) => {
    const href = toLinkHref(match[2] ?? match[3] ?? '');
    if (href === null || !LINK.replace) return;
    const linkText = LINK.replace(textNode, match);
    const link = linkText?.getParent();
    if ($isLinkNode(link)) link.setURL(href);
    return linkText;
  },
};

/** `![alt](src)` → an {@link ImageNode}, when the src is one the page allow-list accepts. */
export const PAGE_IMAGE: TextMatchTransformer = {
  dependencies: [ImageNode],
  export: (node) => {
    if (!$isImageNode(node)) return null;
    return `![${node.getAlt()}](${node.getSrc()})`;
  },
  importRegExp: /!\[([^[\]\n]*)\]\(([^()\s]+)\)/,
  regExp: /!\[([^[\]\n]*)\]\(([^()\s]+)\)$/,
  replace: (textNode, match) => {
    const src = match[2] ?? '';
    if (!isSafeImageSrc(src)) return;
    textNode.replace($createImageNode({ src, alt: match[1] ?? '' }));
  },
  trigger: ')',
  type: 'text-match',
};

/**
 * All transformers of the page editor, in the order Lexical needs (a scene break's `* * *` before
 * a list's `* `, image before link).
 */
export const PAGE_TRANSFORMERS: Transformer[] = [
  PAGE_HEADING,
  QUOTE,
  SCENE_BREAK,
  PAGE_BULLET_LIST,
  ORDERED_LIST,
  CODE,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_STAR,
  PAGE_HIGHLIGHT,
  ITALIC_STAR,
  STRIKETHROUGH,
  PAGE_IMAGE,
  PAGE_LINK,
];

/**
 * The allow-lists of the one HTML sanitiser rule set (spec: text content is sanitised before
 * it is stored or imported); the decisions built on them are in sanitize-rules.ts, which
 * re-exports this module. Dependency-free and DOM-free: the worker's parse5 walker
 * (workers/core/sanitize-html.ts) and the UI's DOMPurify configuration
 * (src/features/security/sanitize-dom.ts) both read every allow-list and every decision from
 * here, and a differential test (tests/sanitize-differential.test.ts) holds them to the same
 * output. Nothing else may define an allow-list.
 *
 * Besides the spec's allow-lists this module mirrors the DOMPurify 3 behaviours the walker must
 * reproduce: its default FORBID_CONTENTS list, its SAFE_FOR_XML checks (markup-like text next
 * to a comment, attribute values that could break out of a raw-text context), the `<` fast
 * path and the leading-whitespace re-insertion of its document parse.
 */

/**
 * Which allow-list applies: `rich` for short rich-text fields, `page` for Lexical page content
 * (rich plus headings, quotes, code, marks, images and alignment classes) and `plain`, used
 * only to extract plain text: block tags survive as word boundaries, nothing else does.
 */
export type SanitizeProfile = 'plain' | 'rich' | 'page';

/** What an implementation does with an element it meets during the walk. */
export type ElementAction = 'keep' | 'unwrap' | 'drop';

/** One attribute, name lower-cased as the HTML parser produces it. */
export interface HtmlAttribute {
  readonly name: string;
  readonly value: string;
}

/** What the SAFE_FOR_XML element check needs to know about an element's direct children. */
export interface ElementContentInfo {
  /** Lower-case tag name. */
  readonly tag: string;
  /** True when the element is in the HTML namespace. */
  readonly isHtml: boolean;
  /** Number of child nodes of any type. */
  readonly childCount: number;
  /** True when at least one child is an element. */
  readonly hasElementChild: boolean;
  /** True when at least one child is a comment (serialised as `<!--...-->`). */
  readonly hasCommentChild: boolean;
  /** Its text children concatenated (the text content when there is no element child). */
  readonly text: string;
}

/** Tags of the rich-text allow-list (spec). */
export const RICH_TAGS: readonly string[] = Object.freeze([
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
]);

/**
 * Tags page content (Lexical output) allows on top of {@link RICH_TAGS} (spec); `hr` is a scene
 * break (issue 25, contract/scene-break.ts), which takes no attribute; `u` is underline (Lexical
 * writes and reads it; issue 27).
 */
export const PAGE_EXTRA_TAGS: readonly string[] = Object.freeze([
  'h1',
  'h2',
  'h3',
  'blockquote',
  'pre',
  'code',
  's',
  'u',
  'mark',
  'img',
  'hr',
]);

/**
 * Block-level tags the `plain` profile keeps (without attributes) only so that plain-text
 * extraction can turn them into word boundaries. `tbody` is listed because DOMPurify adds it
 * to any allow-list that contains `table`.
 */
export const PLAIN_BOUNDARY_TAGS: readonly string[] = Object.freeze([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'tr',
  'ul',
]);

/**
 * Elements removed together with everything inside them when they are not allowed: exactly
 * DOMPurify 3.4's DEFAULT_FORBID_CONTENTS, passed to DOMPurify explicitly. Every other
 * disallowed element is unwrapped (its children kept).
 */
export const FORBID_CONTENTS: readonly string[] = Object.freeze([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
]);

/**
 * Elements whose child controls can shadow their DOM properties (`<form><input
 * name="attributes">`). DOMPurify removes such a form whole when it detects the shadowing,
 * which a DOM-less walker cannot detect; both implementations therefore handle these tags
 * themselves, before DOMPurify's check runs: unwrapped, or dropped by {@link isMarkupSmuggling}.
 */
export const CLOBBER_PRONE_TAGS: readonly string[] = Object.freeze(['form']);

/** Alignment classes written by the page editor (page profile only). */
export const ALIGN_CLASSES: readonly string[] = Object.freeze([
  'align-left',
  'align-center',
  'align-right',
  'align-justify',
]);

/** Editor (Lexical theme) classes allowed in both rich and page content. */
export const EDITOR_CLASSES: readonly string[] = Object.freeze([
  'sb-text-underline',
  'sb-text-strikethrough',
  'sb-text-underline-strikethrough',
  'sb-code',
  'sb-highlight',
  'sb-quote',
  'sb-nested-list-item',
]);

/** Attributes allowed on `a`. `rel` is never taken from input: it is forced, see {@link LINK_REL}. */
export const LINK_ATTRIBUTES: readonly string[] = Object.freeze(['href', 'target', 'rel', 'class']);

/** Attributes allowed on `img` in page content; `img` takes no other attribute. */
export const IMAGE_ATTRIBUTES: readonly string[] = Object.freeze([
  'src',
  'alt',
  'data-local-file',
  'data-relative-path',
  'data-blob-id',
  'data-file-name',
]);

/** The `rel` value forced on every `a` that keeps an `href`. */
export const LINK_REL = 'noopener noreferrer';

/** The only `target` value kept on links. */
export const LINK_TARGET = '_blank';

/** Elements serialised without an end tag (the allowed void elements). */
export const VOID_TAGS: readonly string[] = Object.freeze(['br', 'hr', 'img']);

/**
 * The sanitiser's decision functions, shared by the worker's parse5 walker and the main
 * thread's DOMPurify hooks. The lists themselves are in sanitize-allow-list.ts. Dependency-free.
 */
import {
  ALIGN_CLASSES,
  CLOBBER_PRONE_TAGS,
  EDITOR_CLASSES,
  type ElementAction,
  type ElementContentInfo,
  FORBID_CONTENTS,
  type HtmlAttribute,
  IMAGE_ATTRIBUTES,
  LINK_ATTRIBUTES,
  LINK_REL,
  LINK_TARGET,
  PAGE_EXTRA_TAGS,
  PLAIN_BOUNDARY_TAGS,
  RICH_TAGS,
  type SanitizeProfile,
  VOID_TAGS,
} from './sanitize-allow-list';

export * from './sanitize-allow-list';

const TAG_SETS: Readonly<Record<SanitizeProfile, ReadonlySet<string>>> = {
  plain: new Set(PLAIN_BOUNDARY_TAGS),
  rich: new Set(RICH_TAGS),
  page: new Set([...RICH_TAGS, ...PAGE_EXTRA_TAGS]),
};

const CLASS_SETS: Readonly<Record<SanitizeProfile, ReadonlySet<string>>> = {
  plain: new Set(),
  rich: new Set(EDITOR_CLASSES),
  page: new Set([...ALIGN_CLASSES, ...EDITOR_CLASSES]),
};

const FORBID_CONTENTS_SET: ReadonlySet<string> = new Set(FORBID_CONTENTS);
const CLOBBER_PRONE_SET: ReadonlySet<string> = new Set(CLOBBER_PRONE_TAGS);
const VOID_SET: ReadonlySet<string> = new Set(VOID_TAGS);
const LINK_ATTRIBUTE_SET: ReadonlySet<string> = new Set(LINK_ATTRIBUTES);
const IMAGE_ATTRIBUTE_SET: ReadonlySet<string> = new Set(IMAGE_ATTRIBUTES);

/** DOMPurify's literal-text elements: dropped when they hold elements or markup-like text. */
const LITERAL_TEXT_TAGS: ReadonlySet<string> = new Set([
  'style',
  'script',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
]);

/** Elements whose text children the HTML serialiser writes unescaped. */
const RAW_TEXT_SERIALISED_TAGS: ReadonlySet<string> = new Set([
  'style',
  'script',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

/** DOMPurify's ELEMENT_MARKUP_PROBE: text that would read as a tag, end tag or `<!`. */
const MARKUP_PROBE = /<[/\w!]/;

/** DOMPurify's ATTR_VALUE_BREAKOUT: attribute values that could close a comment, CDATA or raw-text element. */
const ATTR_VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/** Script-capable scheme names; an attribute value containing one (ignoring whitespace) is dropped. */
const SCRIPT_WORD = /(?:java|vb|live)script/i;

/** Characters removed before looking for {@link SCRIPT_WORD}: whitespace and C0/C1 controls. */
const IGNORABLE_CHARS =
  /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u3000\uFEFF]/g;

/** Leading/trailing C0 controls and spaces the URL parser strips. */
const URL_EDGE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tabs and newlines the URL parser removes anywhere. */
const URL_TAB_NEWLINE = /[\t\n\r]/g;
/** Hrefs must start with one of these schemes (after the URL parser's clean-up), and go on. */
const SAFE_HREF = /^(?:https?|mailto):./i;

const BLOB_SRC = /^blob:(?:https?:\/\/[^\s/?#\\"'<>]+|null)\/[\w-]+$/i;
const DATA_IMAGE_SRC = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
const RELATIVE_IMAGE_PATH = /^images\/[^\\?#:"'<>\u0000-\u001F\u007F]+$/;
/** Path segments the URL parser treats as `.` or `..` (it decodes `%2e`). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
const BLOB_ID = /^[\w-]{1,128}$/;
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

/** DOMPurify's LEADING_WHITESPACE: the prefix it re-inserts after its document parse drops it. */
const LEADING_WHITESPACE = /^[\r\n\t ]+/;

/** Tags allowed by `profile`, for DOMPurify's ALLOWED_TAGS. */
export function allowedTags(profile: SanitizeProfile): readonly string[] {
  return [...TAG_SETS[profile]];
}

/** Every attribute name `profile` allows on some tag, for DOMPurify's ALLOWED_ATTR. */
export function allowedAttributes(profile: SanitizeProfile): readonly string[] {
  if (profile === 'plain') return [];
  return profile === 'page' ? [...LINK_ATTRIBUTES, ...IMAGE_ATTRIBUTES] : [...LINK_ATTRIBUTES];
}

/** Class tokens `profile` keeps. */
export function allowedClasses(profile: SanitizeProfile): readonly string[] {
  return [...CLASS_SETS[profile]];
}

/** True when `tag` (lower-case) may appear in `profile` output. */
export function isAllowedTag(profile: SanitizeProfile, tag: string): boolean {
  return TAG_SETS[profile].has(tag);
}

/** True when a disallowed `tag` is removed with all its content instead of being unwrapped. */
export function isForbiddenContent(tag: string): boolean {
  return FORBID_CONTENTS_SET.has(tag);
}

/** True for tags whose DOM properties child controls can shadow; see {@link CLOBBER_PRONE_TAGS}. */
export function isClobberProneTag(tag: string): boolean {
  return CLOBBER_PRONE_SET.has(tag);
}

/** True for void elements (serialised without end tag). */
export function isVoidTag(tag: string): boolean {
  return VOID_SET.has(tag);
}

/** True when attribute `name` may appear on `tag` in `profile` (before its value is checked). */
export function isAllowedAttribute(profile: SanitizeProfile, tag: string, name: string): boolean {
  if (profile === 'plain' || !isAllowedTag(profile, tag)) return false;
  if (tag === 'a') return LINK_ATTRIBUTE_SET.has(name);
  if (tag === 'img') return IMAGE_ATTRIBUTE_SET.has(name);
  // A scene break is only itself: no class, no alignment.
  if (tag === 'hr') return false;
  return name === 'class';
}

/**
 * True when an href may stay: after the URL parser's own clean-up (strip leading/trailing
 * controls and spaces, drop tabs and newlines anywhere) it must start with `http:`, `https:`
 * or `mailto:` (any case) and go on. Relative and protocol-relative hrefs fail. Pass the
 * attribute value as the DOM holds it (entities already decoded by the HTML parser); an
 * undecoded entity in the scheme fails closed.
 */
export function isSafeHref(value: string): boolean {
  const url = value.trim().replace(URL_EDGE, '').replace(URL_TAB_NEWLINE, '');
  if (!SAFE_HREF.test(url) || hasScriptWord(url)) return false;
  if (/^mailto:/i.test(url)) return true;
  // A web address needs a host: `https://` alone (what an emptied link becomes) is not one.
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * True for an image path relative to the project: `images/...` with no scheme, no backslash,
 * no control character, no query or fragment, no empty, `.` or `..` segment (also as `%2e`).
 */
export function isSafeRelativeImagePath(value: string): boolean {
  if (!RELATIVE_IMAGE_PATH.test(value)) return false;
  return value.split('/').every((segment) => segment.length > 0 && !DOT_SEGMENT.test(segment));
}

/**
 * True for an img src that may stay: a `blob:` URL, a base64 `data:image/(png|jpeg|gif|webp)`
 * URL, or a relative path under `images/` ({@link isSafeRelativeImagePath}). Leading and
 * trailing whitespace is ignored.
 */
export function isSafeImageSrc(value: string): boolean {
  const src = value.trim();
  if (hasScriptWord(src)) return false;
  return BLOB_SRC.test(src) || DATA_IMAGE_SRC.test(src) || isSafeRelativeImagePath(src);
}

/**
 * Keeps the class tokens `profile` allows, in order, without duplicates, joined by one space;
 * '' when none is left (the caller then drops the attribute).
 */
export function cleanClassList(profile: SanitizeProfile, value: string): string {
  const allowed = CLASS_SETS[profile];
  const kept: string[] = [];
  for (const token of value.split(/[\t\n\f\r ]+/)) {
    if (allowed.has(token) && !kept.includes(token)) kept.push(token);
  }
  return kept.join(' ');
}

/**
 * Decides one attribute: returns the cleaned value to keep, or null to drop it. Values are
 * trimmed first (as DOMPurify does); values that could break out of a comment or raw-text
 * context (DOMPurify's SAFE_FOR_XML check) and values naming a script scheme anywhere are
 * dropped whatever the attribute. `rel` always returns null: {@link sanitizeAttributeList}
 * forces it. Idempotent: a returned value passes through unchanged.
 */
export function filterAttribute(
  profile: SanitizeProfile,
  tag: string,
  name: string,
  value: string,
): string | null {
  if (!isAllowedAttribute(profile, tag, name)) return null;
  const trimmed = value.trim();
  if (ATTR_VALUE_BREAKOUT.test(trimmed) || hasScriptWord(trimmed)) return null;
  switch (name) {
    case 'href':
      return isSafeHref(trimmed) ? trimmed : null;
    case 'target':
      return trimmed.toLowerCase() === LINK_TARGET ? LINK_TARGET : null;
    case 'rel':
      return null;
    case 'class': {
      const classes = cleanClassList(profile, trimmed);
      return classes === '' ? null : classes;
    }
    case 'src':
      return isSafeImageSrc(trimmed) ? trimmed : null;
    case 'data-relative-path':
      return isSafeRelativeImagePath(trimmed) ? trimmed : null;
    case 'data-blob-id':
      return BLOB_ID.test(trimmed) ? trimmed : null;
    case 'data-local-file':
    case 'data-file-name':
      return trimmed.length <= 1024 && !CONTROL_CHARS.test(trimmed) ? trimmed : null;
    default:
      // alt: any text.
      return trimmed;
  }
}

/**
 * The final attribute list of an element that stays: each attribute through
 * {@link filterAttribute} (first occurrence of a name wins), then the element-level link
 * rules: an `a` that keeps an href gets `rel="noopener noreferrer"` (appended), an `a` without
 * one loses `target`.
 */
export function sanitizeAttributeList(
  profile: SanitizeProfile,
  tag: string,
  attributes: readonly HtmlAttribute[],
): HtmlAttribute[] {
  const kept: HtmlAttribute[] = [];
  const seen = new Set<string>();
  for (const { name, value } of attributes) {
    if (seen.has(name)) continue;
    seen.add(name);
    const cleaned = filterAttribute(profile, tag, name, value);
    if (cleaned !== null) kept.push({ name, value: cleaned });
  }
  if (tag !== 'a') return kept;
  if (kept.some((attribute) => attribute.name === 'href')) {
    kept.push({ name: 'rel', value: LINK_REL });
    return kept;
  }
  return kept.filter((attribute) => attribute.name !== 'target');
}

/**
 * The decision an allowed element's attributes force, or null when they force none:
 * - an element carrying an `is` attribute is unwrapped: the parser records it as a
 *   customised built-in element, and the DOM serialiser writes that `is` value back even after
 *   the attribute is removed (DOMPurify works around it by leaving `is=""`, which the
 *   allow-list does not allow);
 * - in page content an `img` without a safe src ({@link isSafeImageSrc}) is dropped entirely.
 * `getAttribute` returns the raw attribute value or null. Disallowed tags get null.
 */
export function elementActionByAttributes(
  profile: SanitizeProfile,
  tag: string,
  getAttribute: (name: string) => string | null,
): ElementAction | null {
  if (!isAllowedTag(profile, tag)) return null;
  if (getAttribute('is') !== null) return 'unwrap';
  if (tag !== 'img') return null;
  const src = getAttribute('src');
  return src === null || filterAttribute(profile, tag, 'src', src) === null ? 'drop' : null;
}

/**
 * DOMPurify's SAFE_FOR_XML element check, which removes an element with all its content
 * (before any allow-list decision): an element whose children are only text and comments,
 * whose text reads like markup (`<x`, `</`, `<!`) and whose serialisation does too (it has a
 * comment child, or it is a raw-text element), or a literal-text element (script, style,
 * xmp, ...) holding an element or markup-like text.
 */
export function isMarkupSmuggling(info: ElementContentInfo): boolean {
  if (info.childCount > 0 && !info.hasElementChild && MARKUP_PROBE.test(info.text)) {
    const rawText = info.isHtml && RAW_TEXT_SERIALISED_TAGS.has(info.tag);
    if (info.hasCommentChild || rawText) return true;
  }
  if (info.isHtml && LITERAL_TEXT_TAGS.has(info.tag)) {
    return info.hasElementChild || MARKUP_PROBE.test(info.text);
  }
  return false;
}

/**
 * True when `html` holds no `<`: no element can come out of it, and DOMPurify returns such
 * input unchanged (its fast path); the walker does the same.
 */
export function isMarkupFree(html: string): boolean {
  return !html.includes('<');
}

/**
 * The leading `\r \n \t space` run of `html`, which a document parse drops and DOMPurify puts
 * back at the start of the body ('' when there is none).
 */
export function leadingWhitespace(html: string): string {
  return LEADING_WHITESPACE.exec(html)?.[0] ?? '';
}

/**
 * Plain-text clean-up shared by both plain-text extractors: control characters removed,
 * whitespace runs (including no-break spaces and the boundaries extractors insert as
 * spaces) collapsed to one space, ends trimmed.
 */
export function normalizePlainText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function hasScriptWord(value: string): boolean {
  return SCRIPT_WORD.test(value.replace(IGNORABLE_CHARS, ''));
}

/**
 * Main-thread HTML sanitiser: DOMPurify configured from the shared rules in
 * workers/contract/sanitize-rules.ts (allow-lists and FORBID_CONTENTS as config, every
 * tag and attribute decision in hooks). Same output as the worker's parse5 walker
 * (workers/core/sanitize-html.ts), held by tests/sanitize-differential.test.ts.
 * Each function takes an optional window (a jsdom window in tests); by default the global one.
 */
import type { Config, DOMPurify as Purifier, WindowLike } from 'dompurify';
import DOMPurify from 'dompurify';
import {
  allowedAttributes,
  allowedTags,
  type ElementContentInfo,
  elementActionByAttributes,
  FORBID_CONTENTS,
  filterAttribute,
  isAllowedTag,
  isClobberProneTag,
  isMarkupSmuggling,
  normalizePlainText,
  type SanitizeProfile,
  sanitizeAttributeList,
} from '../../workers/contract/sanitize-rules';

// Structural views of the DOM objects the hooks touch. Kept local so this module type-checks
// under the worker tsconfig too (the differential test imports it there, without DOM types).
interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}

interface DomElement extends DomNode {
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Node accessors read through the prototypes, immune to form-control clobbering. */
interface SafeDom {
  nodeType(node: unknown): number;
  nodeName(node: unknown): string;
  nodeValue(node: unknown): string | null;
  namespaceURI(node: unknown): string | null;
  parentNode(node: unknown): unknown;
  nextSibling(node: unknown): unknown;
  childNodes(node: unknown): ArrayLike<unknown>;
  insertBefore(parent: unknown, node: unknown, reference: unknown): void;
  removeChild(parent: unknown, node: unknown): void;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** DOMPurify configuration per profile, straight from the shared allow-lists. */
const CONFIGS: Readonly<Record<SanitizeProfile, Config>> = {
  plain: configFor('plain'),
  rich: configFor('rich'),
  page: configFor('page'),
};

const purifiers = new WeakMap<object, Partial<Record<SanitizeProfile, Purifier>>>();

type TrustedTypesPolicyLike = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML: (s: string) => string; createScriptURL: (s: string) => string },
  ): TrustedTypesPolicyLike;
}
const policies = new WeakMap<object, TrustedTypesPolicyLike | null>();

/**
 * The one `dompurify` Trusted Types policy of a window, shared by the three profiles' DOMPurify
 * instances. Each instance would otherwise try to create its own, and the Content Security
 * Policy allows the name once: the second instance then had no policy, its parse went through
 * the `default` policy, which sanitises with the page profile — itself — and it returned
 * nothing (a note shown empty). DOMPurify's own policy is the same identity pass.
 */
function policyFor(root: WindowLike): TrustedTypesPolicyLike | null {
  if (policies.has(root)) return policies.get(root) ?? null;
  const tt = (root as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  let policy: TrustedTypesPolicyLike | null = null;
  if (tt) {
    try {
      policy = tt.createPolicy('dompurify', {
        createHTML: (html) => html,
        createScriptURL: (url) => url,
      });
    } catch {
      policy = null;
    }
  }
  policies.set(root, policy);
  return policy;
}

const configCache = new WeakMap<object, Partial<Record<SanitizeProfile, Config>>>();

/** The profile's config, with the window's shared policy where Trusted Types exist. */
function configOf(profile: SanitizeProfile, win: WindowLike | undefined): Config {
  const root = win ?? (globalThis as { window?: WindowLike }).window;
  if (!root) return CONFIGS[profile];
  let byProfile = configCache.get(root);
  if (!byProfile) {
    byProfile = {};
    configCache.set(root, byProfile);
  }
  let config = byProfile[profile];
  if (!config) {
    const policy = policyFor(root);
    config = policy ? { ...CONFIGS[profile], TRUSTED_TYPES_POLICY: policy } : CONFIGS[profile];
    byProfile[profile] = config;
  }
  return config;
}

/** Sanitises a rich-text field (rich allow-list) with DOMPurify and returns HTML. */
export function sanitizeRichHtmlDom(html: string, win?: WindowLike): string {
  return purifierFor('rich', win).sanitize(html, configOf('rich', win));
}

/** Sanitises page content (rich allow-list plus the Lexical page additions) and returns HTML. */
export function sanitizePageHtmlDom(html: string, win?: WindowLike): string {
  return purifierFor('page', win).sanitize(html, configOf('page', win));
}

/**
 * Plain text of `html` for plain fields: DOMPurify keeps only block tags (as boundaries) and
 * text, then the text is collected with a space per boundary and normalised by the shared
 * {@link normalizePlainText}.
 */
export function toPlainTextDom(html: string, win?: WindowLike): string {
  const fragment = purifierFor('plain', win).sanitize(html, {
    ...configOf('plain', win),
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DomNode | null;
  // A frameset document has no body: DOMPurify returns null.
  if (!fragment) return '';
  const parts: string[] = [];
  const stack: Array<DomNode | null> = childrenOf(fragment);
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === null) {
      parts.push(' ');
    } else if (node.nodeType === TEXT_NODE) {
      parts.push(node.nodeValue ?? '');
    } else if (node.nodeType === ELEMENT_NODE) {
      parts.push(' ');
      stack.push(null, ...childrenOf(node));
    }
  }
  return normalizePlainText(parts.join(''));
}

/** Children in reverse order, ready to be pushed on a depth-first stack. */
function childrenOf(node: DomNode): DomNode[] {
  return Array.from(node.childNodes).reverse();
}

function configFor(profile: SanitizeProfile): Config {
  return {
    ALLOWED_TAGS: [...allowedTags(profile)],
    ALLOWED_ATTR: [...allowedAttributes(profile)],
    FORBID_CONTENTS: [...FORBID_CONTENTS],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
    SAFE_FOR_XML: true,
    RETURN_TRUSTED_TYPE: false,
  };
}

function purifierFor(profile: SanitizeProfile, win: WindowLike | undefined): Purifier {
  const root = win ?? (globalThis as { window?: WindowLike }).window;
  if (!root) throw new Error('sanitize-dom needs a window: pass one or call it on the main thread');
  let byProfile = purifiers.get(root);
  if (!byProfile) {
    byProfile = {};
    purifiers.set(root, byProfile);
  }
  let purifier = byProfile[profile];
  if (!purifier) {
    purifier = DOMPurify(root);
    // Unsupported DOMPurify returns its input unchanged: refuse instead.
    if (!purifier.isSupported) throw new Error('DOMPurify is not supported in this window');
    installHooks(purifier, profile, createSafeDom(root));
    byProfile[profile] = purifier;
  }
  return purifier;
}

function installHooks(purifier: Purifier, profile: SanitizeProfile, safe: SafeDom): void {
  // Forms: unwrapped (or dropped) here, before DOMPurify's clobbering check, which the
  // worker's walker cannot reproduce (see CLOBBER_PRONE_TAGS).
  purifier.addHook('beforeSanitizeElements', (node) => {
    if (safe.nodeType(node) !== ELEMENT_NODE) return;
    const tag = safe.nodeName(node).toLowerCase();
    if (!isClobberProneTag(tag) || isAllowedTag(profile, tag)) return;
    detach(safe, node, !isMarkupSmuggling(contentInfo(safe, node, tag)));
  });

  // Allowed elements whose attributes force a decision (an img without a safe src, an `is`
  // attribute): removed or unwrapped here, as the walker does.
  purifier.addHook('uponSanitizeElement', (node, event) => {
    const element = node as unknown as DomElement;
    if (element.nodeType !== ELEMENT_NODE) return;
    const action = elementActionByAttributes(profile, event.tagName, (name) =>
      element.getAttribute(name),
    );
    if (action === 'drop') detach(safe, node, false);
    else if (action === 'unwrap') detach(safe, node, true);
  });

  // Every attribute decided by the shared rules; kept values bypass DOMPurify's own URI test.
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const element = node as unknown as DomElement;
    const tag = element.nodeName.toLowerCase();
    const cleaned = filterAttribute(profile, tag, event.attrName, event.attrValue);
    if (cleaned === null) {
      event.keepAttr = false;
      return;
    }
    event.attrValue = cleaned;
    event.forceKeepAttr = true;
    if (element.getAttribute(event.attrName) !== cleaned) {
      element.setAttribute(event.attrName, cleaned);
    }
  });

  // Element-level rules (forced rel, target only with an href); also removes whatever else
  // the shared list would not keep, should DOMPurify have re-added it.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as DomElement;
    if (element.nodeType !== ELEMENT_NODE) return;
    const tag = element.nodeName.toLowerCase();
    const current = Array.from(element.attributes, ({ name, value }) => ({ name, value }));
    const wanted = sanitizeAttributeList(profile, tag, current);
    for (const { name } of current) {
      if (!wanted.some((attribute) => attribute.name === name)) element.removeAttribute(name);
    }
    for (const { name, value } of wanted) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  });
}

/**
 * Removes `node` from its parent, first moving its children in its place when `keepChildren`
 * (as DOMPurify hoists the content of a disallowed element; its walk then visits them).
 */
function detach(safe: SafeDom, node: unknown, keepChildren: boolean): void {
  const parent = safe.parentNode(node);
  if (!parent) return;
  if (keepChildren) {
    const next = safe.nextSibling(node);
    for (const child of Array.from(safe.childNodes(node))) safe.insertBefore(parent, child, next);
  }
  safe.removeChild(parent, node);
}

function contentInfo(safe: SafeDom, element: unknown, tag: string): ElementContentInfo {
  const children = safe.childNodes(element);
  let text = '';
  let hasElementChild = false;
  let hasCommentChild = false;
  for (const child of Array.from(children)) {
    const type = safe.nodeType(child);
    if (type === ELEMENT_NODE) {
      hasElementChild = true;
      break;
    }
    if (type === TEXT_NODE) text += safe.nodeValue(child) ?? '';
    else if (type === COMMENT_NODE) hasCommentChild = true;
  }
  return {
    tag,
    isHtml: safe.namespaceURI(element) === HTML_NS,
    childCount: children.length,
    hasElementChild,
    hasCommentChild,
    text,
  };
}

function createSafeDom(win: WindowLike): SafeDom {
  const host = win as unknown as {
    Node: { prototype: object };
    Element: { prototype: object };
  };
  const nodeProto = host.Node.prototype;
  const read = (proto: object, name: string) => {
    const get = Object.getOwnPropertyDescriptor(proto, name)?.get;
    if (!get) throw new Error(`DOM accessor ${name} not found`);
    return (node: unknown): unknown => get.call(node);
  };
  const call = (name: string) => {
    const method: unknown = Reflect.get(nodeProto, name);
    if (typeof method !== 'function') throw new Error(`DOM method ${name} not found`);
    return (target: unknown, ...args: unknown[]): void => {
      Reflect.apply(method, target, args);
    };
  };
  const nodeType = read(nodeProto, 'nodeType');
  const nodeName = read(nodeProto, 'nodeName');
  const nodeValue = read(nodeProto, 'nodeValue');
  const namespaceURI = read(host.Element.prototype, 'namespaceURI');
  const childNodes = read(nodeProto, 'childNodes');
  return {
    nodeType: (node) => nodeType(node) as number,
    nodeName: (node) => nodeName(node) as string,
    nodeValue: (node) => nodeValue(node) as string | null,
    namespaceURI: (node) => namespaceURI(node) as string | null,
    parentNode: read(nodeProto, 'parentNode'),
    nextSibling: read(nodeProto, 'nextSibling'),
    childNodes: (node) => childNodes(node) as ArrayLike<unknown>,
    insertBefore: call('insertBefore'),
    removeChild: call('removeChild'),
  };
}

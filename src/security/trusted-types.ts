/**
 * Trusted Types (docs/security.md): with `require-trusted-types-for 'script'` enforced, a string
 * reaches an HTML or script-URL sink only through a policy. Two are made here, before anything
 * else runs (src/boot.ts, the page's first script, imports this module first):
 *
 * - `story-builder`, the app's own: HTML the app vouches for — stored page HTML (sanitised by the worker when it was stored,
 *   docs/sanitiser.md), HTML DOMPurify has just cleaned, and clipboard HTML parsed into an
 *   inert document that is never attached (the paste cleaner reads it, then DOMPurify cleans
 *   its output). Reached only through `trustedHtml` and `inertHtml`.
 * - `default`, for strings and URLs handed to sinks without a policy (the database worker, whose
 *   construction Vite must see as written; the service worker's registration; a parser inside
 *   the editor's clipboard code): script URLs of this origin only, HTML through DOMPurify with
 *   the page allow-list, and no script text at all.
 *
 * DOMPurify is not in the first download: main.tsx calls `loadDefaultSanitizer` once the first
 * screen is rendered (the editor's chunk, which cleans HTML itself, shares it). HTML reaching the
 * default policy before it has loaded is refused, as a string without a policy would be.
 *
 * Without Trusted Types (other browsers, unit tests) the strings pass as they are.
 */

interface PolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
  createScript?: (input: string) => string | null;
}
interface Policy {
  createHTML(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): Policy;
  defaultPolicy: Policy | null;
}

/** The policy names the Content Security Policy allows (`trusted-types`). */
export const TRUSTED_TYPES_POLICIES = ['story-builder', 'default', 'dompurify'] as const;

const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;

/** A script URL of this origin; anything else is refused. */
export function sameOriginScriptUrl(url: string): string {
  const base = globalThis.location?.href ?? 'http://localhost/';
  const parsed = new URL(url, base);
  if (parsed.origin !== new URL(base).origin)
    throw new TypeError(`A script from elsewhere was refused: ${parsed.href.slice(0, 80)}`);
  return parsed.href;
}

/** The default policy's HTML cleaner: DOMPurify with the page allow-list, once loaded. */
let cleanHtml: ((html: string) => string) | null = null;
let loading: Promise<void> | null = null;

/** Loads DOMPurify for the default policy (once; a failed load is tried again by the next call). */
export function loadDefaultSanitizer(): Promise<void> {
  loading ??= import('./sanitize-dom').then(
    (module) => {
      cleanHtml = module.sanitizePageHtmlDom;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** HTML handed to a sink without a policy, cleaned; refused until the sanitiser has loaded. */
function defaultHtml(html: string): string {
  if (cleanHtml) return cleanHtml(html);
  void loadDefaultSanitizer().catch(() => undefined);
  throw new TypeError('HTML without a policy was refused: the sanitiser is still loading');
}

function createPolicies(): Policy | null {
  if (!factory) return null;
  if (!factory.defaultPolicy) {
    factory.createPolicy('default', {
      createScriptURL: sameOriginScriptUrl,
      createHTML: defaultHtml,
      createScript: () => null,
    });
  }
  return factory.createPolicy('story-builder', { createHTML: (html) => html });
}

const policy = createPolicies();

/**
 * HTML for a sink that the app vouches for: stored page HTML (sanitised by the worker when it was
 * stored) or HTML DOMPurify has just cleaned. Never pass anything else.
 */
export function trustedHtml(html: string): string {
  return (policy ? policy.createHTML(html) : html) as string;
}

/**
 * HTML to parse into an inert document (`DOMParser`) that is read and never attached: nothing in
 * it runs or loads. The paste cleaner uses it before DOMPurify cleans what it keeps.
 */
export function inertHtml(html: string): string {
  return (policy ? policy.createHTML(html) : html) as string;
}

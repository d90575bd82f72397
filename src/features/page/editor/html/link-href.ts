/** Turns what an author types as a link address into an href the page allow-list keeps. */
import { isSafeHref } from '../../../../../workers/contract/sanitize-rules';

const BARE_DOMAIN = /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#]\S*)?$/;
const BARE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * The href for `input`: kept as typed when it is an http, https or mailto URL, completed with
 * `https://` for a bare domain (`example.com/page`) or `mailto:` for a bare e-mail address;
 * null for anything else (relative paths, `javascript:` and other schemes).
 */
export function toLinkHref(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (isSafeHref(value)) return value;
  if (BARE_EMAIL.test(value)) return `mailto:${value}`;
  if (BARE_DOMAIN.test(value)) {
    const href = `https://${value}`;
    return isSafeHref(href) ? href : null;
  }
  return null;
}

/**
 * Every link in a page is safe by construction: a link whose address is not http, https or
 * mailto (a pasted `javascript:` link, an `<a>` left without an href, an address Lexical would
 * complete to a bare `https://`) becomes its plain text, and every kept link opens with
 * `rel="noopener noreferrer"`. Runs as a node transform, so paste, import and the toolbar all
 * pass through it.
 */
import type { LinkNode } from '@lexical/link';
import { isSafeHref, LINK_REL } from '../../../../../../workers/contract/sanitize-rules';

/** Unwraps `link` when its address is unsafe; gives a kept link the forced rel. */
export function $makeLinkSafe(link: LinkNode): void {
  if (!isSafeHref(link.getURL())) {
    for (const child of link.getChildren()) link.insertBefore(child);
    link.remove();
    return;
  }
  if (link.getRel() !== LINK_REL) link.setRel(LINK_REL);
}

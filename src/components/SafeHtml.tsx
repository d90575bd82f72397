/**
 * Shows stored HTML after DOMPurify has cleaned it with the shared page allow-list. The cleaned
 * HTML of the last few hundred strings is kept, so a list that re-renders (a search, a page of
 * cards) does not clean the same HTML again.
 */
import { useMemo } from 'react';
import { sanitizePageHtmlDom } from '../security/sanitize-dom';
import { trustedHtml } from '../security/trusted-types';

const CACHE_LIMIT = 500;
const cleaned = new Map<string, string>();

function cleanOnce(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizePageHtmlDom(html);
  if (cleaned.size >= CACHE_LIMIT) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(html, clean);
  return clean;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => trustedHtml(cleanOnce(html)), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

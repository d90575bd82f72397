/** Shows stored HTML after DOMPurify has cleaned it with the shared page allow-list. */
import { useMemo } from 'react';
import { sanitizePageHtmlDom } from '../security/sanitize-dom';
import { trustedHtml } from '../security/trusted-types';

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => trustedHtml(sanitizePageHtmlDom(html)), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

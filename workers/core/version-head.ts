/**
 * The newest version of a page (issue 29) is stored as a script against the page's text now
 * (`form: 'page'`, contract/revisions.ts). These two store it so and move it onto the page's next
 * text; the database's middleware (db/version-base.ts), the migration to schema 11 and the
 * revisions domain's store share them.
 */
import type { PageVersionRecord } from '../contract/revisions';
import { applyDelta, makeDelta, textHash } from './version-delta';

/**
 * The newest version stored against `pageText`, stored against `nextText` instead (or whole when
 * the page is going, `nextText` null, or a script would not be smaller). Null when it does not
 * fit `pageText` (damaged before: left as it is, never made worse).
 */
export function rebaseHead(
  head: PageVersionRecord,
  pageText: string,
  nextText: string | null,
): PageVersionRecord | null {
  if (head.baseHash !== textHash(pageText)) return null;
  const text = applyDelta(pageText, head.body);
  return storeHead(head, text, nextText);
}

/** `record` (the page's newest version, whose HTML is `text`) stored against `pageText`. */
export function storeHead(
  record: PageVersionRecord,
  text: string,
  pageText: string | null,
): PageVersionRecord {
  const { basePage: _page, baseHash: _hash, ...rest } = record;
  const delta = pageText === null ? null : makeDelta(pageText, text);
  if (delta === null || pageText === null) return { ...rest, form: 'full', body: text };
  return {
    ...rest,
    form: 'page',
    body: delta,
    basePage: record.pageId,
    baseHash: textHash(pageText),
  };
}

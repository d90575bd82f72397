/**
 * The newest version of a page (issue 29) is stored as a script against the page's text now
 * (`form: 'page'`, contract/revisions.ts). These two store it so and move it onto the page's next
 * text; the database's middleware (db/version-base.ts), the migration to schema 11 and the
 * revisions domain's store share them.
 */
import type { PageVersionRecord } from '../contract/revisions';
import { applyDelta, makeDelta, textHash } from './version-delta';
import { rebaseDelta } from './version-rebase';

/**
 * Past this much growth of the script in one rebase the save rewrote much of the page (a replace
 * through it, an import's cleaning): the script is made again by a diff, which may be far smaller.
 */
const REDIFF_GROWTH = 2000;

/**
 * The newest version stored against `pageText`, stored against `nextText` instead (or whole when
 * the page is going, `nextText` null, or a script would not be smaller). Null when it does not
 * fit `pageText` (damaged before: left as it is, never made worse). The script is moved onto the
 * next text without a diff (version-rebase.ts), so a save costs what its own change costs, not
 * what the distance between the version and the page would cost a diff; only when that script
 * would be whole or grow by more than REDIFF_GROWTH characters is it made again by a diff.
 */
export function rebaseHead(
  head: PageVersionRecord,
  pageText: string,
  nextText: string | null,
): PageVersionRecord | null {
  if (head.baseHash !== textHash(pageText)) return null;
  if (nextText !== null) {
    const body = rebaseDelta(head.body, pageText, nextText);
    if (body !== null && body.length - head.body.length <= REDIFF_GROWTH) {
      return { ...head, form: 'page', body, basePage: head.pageId, baseHash: textHash(nextText) };
    }
  }
  return storeHead(head, applyDelta(pageText, head.body), nextText);
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

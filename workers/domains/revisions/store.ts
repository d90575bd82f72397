/**
 * The versions of one page, newest whole and each older one as a script against the next
 * (delta.ts). Adding a version turns the previous newest into a script; deleting one re-links
 * its neighbours. A page's history is read in one indexed range (`[pageId+at]`).
 */
import type { PageVersionRecord, VersionReason } from '../../contract/revisions';
import type { StoryBuilderDb } from '../../db/database';
import { applyDelta, makeDelta } from './delta';

/** A page's versions, oldest first. */
export function versionsOf(db: StoryBuilderDb, pageId: string): Promise<PageVersionRecord[]> {
  return db.page_versions.where('[pageId+at]').between([pageId, ''], [pageId, '\uffff']).toArray();
}

/**
 * The HTML of every version from `from` (an index into `list`, oldest first) to the newest,
 * read back from the newest whole one. Returns them by index.
 */
export function textsFrom(list: readonly PageVersionRecord[], from: number): Map<number, string> {
  const texts = new Map<number, string>();
  let next: string | null = null;
  for (let i = list.length - 1; i >= Math.max(0, from); i -= 1) {
    const record = list[i] as PageVersionRecord;
    if (record.form === 'full') next = record.body;
    else if (next === null) throw new Error('A version of the page is missing its next one');
    else next = applyDelta(next, record.body);
    texts.set(i, next);
  }
  return texts;
}

/** The HTML of version `index` of `list`. */
export function textAt(list: readonly PageVersionRecord[], index: number): string {
  const text = textsFrom(list, index).get(index);
  if (text === undefined) throw new Error('No such version');
  return text;
}

/** `older` stored against `newer` (whole when a script would not be smaller). */
function stored(newer: string, older: string): Pick<PageVersionRecord, 'form' | 'body'> {
  const delta = makeDelta(newer, older);
  return delta === null ? { form: 'full', body: older } : { form: 'delta', body: delta };
}

export interface NewVersion {
  pageId: string;
  html: string;
  reason: VersionReason;
  name: string | null;
  snapshot: string | null;
  words: number;
  title: string;
  place: string;
  at: Date;
}

/**
 * Adds a version as the page's newest (its time at least 1 ms after the last one). Returns the
 * new record's id; when the text is the newest version's and no name is given, nothing is kept
 * and the newest version's id is returned.
 */
export async function addVersion(db: StoryBuilderDb, version: NewVersion): Promise<number> {
  return db.transaction('rw', db.page_versions, async () => {
    const list = await versionsOf(db, version.pageId);
    const last = list.at(-1);
    const lastText = last ? textAt(list, list.length - 1) : null;
    if (last?.id !== undefined && lastText === version.html && !version.name && !version.snapshot) {
      return last.id;
    }
    let ms = version.at.getTime();
    if (last && Date.parse(last.at) >= ms) ms = Date.parse(last.at) + 1;
    if (last?.id !== undefined && lastText !== null) {
      await db.page_versions.update(last.id, stored(version.html, lastText));
    }
    const record: PageVersionRecord = {
      pageId: version.pageId,
      at: new Date(ms).toISOString(),
      reason: version.reason,
      name: version.name,
      snapshot: version.snapshot,
      words: version.words,
      title: version.title,
      place: version.place,
      form: 'full',
      body: version.html,
    };
    return db.page_versions.add(record);
  });
}

/**
 * Deletes versions of one page (by id) and re-links those left: each remaining older version is
 * stored again against its new next one, the newest whole. Call inside a transaction over
 * page_versions or alone.
 */
export async function deleteVersions(
  db: StoryBuilderDb,
  pageId: string,
  ids: ReadonlySet<number>,
): Promise<number> {
  return db.transaction('rw', db.page_versions, async () => {
    const list = await versionsOf(db, pageId);
    const first = list.findIndex((r) => r.id !== undefined && ids.has(r.id));
    if (first < 0) return 0;
    // Only versions from just before the first deleted one onwards change.
    const from = Math.max(0, first - 1);
    const texts = textsFrom(list, from);
    const kept: Array<{ record: PageVersionRecord; text: string }> = [];
    let removed = 0;
    for (let i = from; i < list.length; i += 1) {
      const record = list[i] as PageVersionRecord;
      if (record.id !== undefined && ids.has(record.id)) {
        await db.page_versions.delete(record.id);
        removed += 1;
      } else kept.push({ record, text: texts.get(i) as string });
    }
    for (let k = 0; k < kept.length; k += 1) {
      const { record, text } = kept[k] as { record: PageVersionRecord; text: string };
      const next = kept[k + 1];
      const body = next ? stored(next.text, text) : { form: 'full' as const, body: text };
      if (record.id !== undefined && (body.form !== record.form || body.body !== record.body)) {
        await db.page_versions.update(record.id, body);
      }
    }
    return removed;
  });
}

/** Unnamed versions past the keeping time (named and book-snapshot versions are kept). */
export function expired(
  list: readonly PageVersionRecord[],
  keepDays: number,
  now: Date,
): Set<number> {
  const limit = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const ids = new Set<number>();
  for (const record of list) {
    if (record.id === undefined || record.name || record.snapshot) continue;
    if (Date.parse(record.at) < limit) ids.add(record.id);
  }
  return ids;
}

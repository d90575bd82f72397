/**
 * The versions of one page: each older one a script against the next (core/version-delta.ts),
 * the newest a script against the page's text now (`form: 'page'`, which the database rebases
 * whenever the page changes: db/version-base.ts) or whole. Adding a version turns the previous
 * newest into a script against the new one; deleting one re-links its neighbours. A page's
 * history is read in one indexed range (`[pageId+at]`), with the page's text, in one transaction.
 */
import type { PageVersionRecord, VersionReason } from '../../contract/revisions';
import { applyDelta, makeDelta, textHash } from '../../core/version-delta';
import { storeHead } from '../../core/version-head';
import type { StoryBuilderDb } from '../../db/database';

/** A page's versions, oldest first, and the page's text now (null: no such page). */
export interface History {
  list: PageVersionRecord[];
  pageText: string | null;
}

/** A page's versions, oldest first. */
export function versionsOf(db: StoryBuilderDb, pageId: string): Promise<PageVersionRecord[]> {
  return db.page_versions.where('[pageId+at]').between([pageId, ''], [pageId, '\uffff']).toArray();
}

/** The versions of many pages in one read, each page's oldest first (a page without: absent). */
export async function versionsOfMany(
  db: StoryBuilderDb,
  pageIds: readonly string[],
): Promise<Map<string, PageVersionRecord[]>> {
  const byPage = new Map<string, PageVersionRecord[]>();
  if (pageIds.length === 0) return byPage;
  for (const record of await db.page_versions.where('pageId').anyOf(pageIds).toArray()) {
    const list = byPage.get(record.pageId) ?? [];
    list.push(record);
    byPage.set(record.pageId, list);
  }
  for (const list of byPage.values()) list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return byPage;
}

async function load(db: StoryBuilderDb, pageId: string): Promise<History> {
  const list = await versionsOf(db, pageId);
  const node = await db.tree_nodes.get(pageId);
  return { list, pageText: node?.type === 'page' ? (node.content ?? '') : null };
}

/** A page's history and its text, read together (a save in between would not fit). */
export function historyOf(db: StoryBuilderDb, pageId: string): Promise<History> {
  return db.transaction('r', db.page_versions, db.tree_nodes, () => load(db, pageId));
}

/** The text a version stored against the page's text stands for. */
function fromPage(record: PageVersionRecord, pageText: string | null): string {
  if (pageText === null || record.baseHash !== textHash(pageText)) {
    throw new Error('A version of the page no longer fits its text');
  }
  return applyDelta(pageText, record.body);
}

/**
 * The HTML of every version from `from` (an index into the list, oldest first) to the newest,
 * read back from the newest. Returns them by index.
 */
export function textsFrom(history: History, from: number): Map<number, string> {
  const texts = new Map<number, string>();
  walkBack(history, from, (i, text) => texts.set(i, text));
  return texts;
}

/** Reads the versions back from the newest to `from`, handing each text to `each`. */
function walkBack(history: History, from: number, each?: (i: number, text: string) => void) {
  const { list, pageText } = history;
  let next: string | null = null;
  for (let i = list.length - 1; i >= Math.max(0, from); i -= 1) {
    const record = list[i] as PageVersionRecord;
    if (record.form === 'full') next = record.body;
    else if (record.form === 'page') next = fromPage(record, pageText);
    else if (next === null) throw new Error('A version of the page is missing its next one');
    else next = applyDelta(next, record.body);
    each?.(i, next);
  }
  return next;
}

/** The HTML of version `index` of the history (the texts on the way are not kept). */
export function textAt(history: History, index: number): string {
  if (index < 0 || index >= history.list.length) throw new Error('No such version');
  return walkBack(history, index) as string;
}

/** `record` (an older version whose HTML is `text`) stored against the next one's `newer`. */
function storeOlder(record: PageVersionRecord, newer: string, text: string): PageVersionRecord {
  const { basePage: _page, baseHash: _hash, ...rest } = record;
  const delta = makeDelta(newer, text);
  return delta === null
    ? { ...rest, form: 'full', body: text }
    : { ...rest, form: 'delta', body: delta };
}

const sameStorage = (a: PageVersionRecord, b: PageVersionRecord): boolean =>
  a.form === b.form && a.body === b.body && a.baseHash === b.baseHash;

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
 * and the newest version's id is returned. `known`: the page's text and its versions (oldest
 * first) as read in the same transaction; `known.onList` hears the versions the page had before.
 */
export async function addVersion(
  db: StoryBuilderDb,
  version: NewVersion,
  known: {
    pageText?: string;
    list?: PageVersionRecord[];
    onList?: (older: readonly PageVersionRecord[]) => void;
  } = {},
): Promise<number> {
  return db.transaction('rw', db.page_versions, db.tree_nodes, async () => {
    // What the caller read in this transaction (a bulk keep) is not read again.
    const history =
      known.pageText === undefined
        ? await load(db, version.pageId)
        : {
            list: known.list ?? (await versionsOf(db, version.pageId)),
            pageText: known.pageText,
          };
    known.onList?.(history.list);
    const last = history.list.at(-1);
    const lastText = last ? textAt(history, history.list.length - 1) : null;
    if (last?.id !== undefined && lastText === version.html && !version.name && !version.snapshot) {
      return last.id;
    }
    let ms = version.at.getTime();
    if (last && Date.parse(last.at) >= ms) ms = Date.parse(last.at) + 1;
    if (last?.id !== undefined && lastText !== null) {
      await db.page_versions.put(storeOlder(last, version.html, lastText));
    }
    return db.page_versions.add(storeHead(recordOf(version, ms), version.html, history.pageText));
  });
}

/** The record of a new version, whole (the caller stores it against the page's text). */
function recordOf(version: NewVersion, ms: number): PageVersionRecord {
  return {
    pageId: version.pageId,
    at: new Date(ms).toISOString(),
    reason: version.reason,
    // Left out when none: most versions have neither (docs/revisions.md, Storage).
    ...(version.name ? { name: version.name } : {}),
    ...(version.snapshot ? { snapshot: version.snapshot } : {}),
    words: version.words,
    title: version.title,
    place: version.place,
    form: 'full',
    body: version.html,
  };
}

/**
 * The first version of each of many pages that have none yet, each the page's text as stored
 * (`version.html`), in one write: what a change to many pages keeps for most of them. Call in a
 * transaction that read the pages and found no versions. Returns the new ids in order.
 */
export async function addFirstVersions(
  db: StoryBuilderDb,
  versions: readonly NewVersion[],
): Promise<number[]> {
  if (versions.length === 0) return [];
  const records = versions.map((v) => storeHead(recordOf(v, v.at.getTime()), v.html, v.html));
  return (await db.page_versions.bulkAdd(records, { allKeys: true })) as number[];
}

/**
 * Deletes versions of one page (by id) and re-links those left: each remaining older version is
 * stored again against its new next one, the newest against the page's text. Call inside a
 * transaction over page_versions and tree_nodes or alone.
 */
export async function deleteVersions(
  db: StoryBuilderDb,
  pageId: string,
  ids: ReadonlySet<number>,
): Promise<number> {
  return db.transaction('rw', db.page_versions, db.tree_nodes, async () => {
    const history = await load(db, pageId);
    const { list } = history;
    const first = list.findIndex((r) => r.id !== undefined && ids.has(r.id));
    if (first < 0) return 0;
    // Only versions from just before the first deleted one onwards change.
    const from = Math.max(0, first - 1);
    const texts = textsFrom(history, from);
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
      const again = next
        ? storeOlder(record, next.text, text)
        : storeHead(record, text, history.pageText);
      if (!sameStorage(again, record)) await db.page_versions.put(again);
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

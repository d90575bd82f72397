/**
 * When versions are kept: at the first change of a writing day and of a writing session
 * (`beforePageSave`, the save path's one hook), before changes to many pages
 * (`keepVersionsBefore`), and on demand (a page's or the book's snapshot). Unnamed versions past
 * 90 days are let go as the next one is kept.
 */
import { AppError } from '../../contract/errors';
import {
  type BookSnapshotInfo,
  KEEP_DAYS,
  type PageVersionInfo,
  type PageVersionRecord,
  SESSION_GAP_MS,
  type VersionReason,
} from '../../contract/revisions';
import { computeContentMetrics } from '../../core/content-metrics';
import { newId } from '../../core/ids';
import type { DbSession } from '../../db/session';
import { bookPages, pageInfo, titleOf } from './pages';
import {
  addFirstVersions,
  addVersion,
  deleteVersions,
  expired,
  type NewVersion,
  versionsOfMany,
} from './store';
import { cleanName, infoOf } from './version-info';

const localDay = (ms: number): string => new Date(ms).toDateString();

/** Pages whose versions are kept in one transaction by `keepMany`. */
const KEEP_BATCH = 200;

export function createKeeping(session: DbSession, now: () => Date) {
  const db = () => session.get();
  /** When each page was last changed in this run of the worker (ms). */
  const lastChange = new Map<string, number>();
  /** Versions the save hook keeps after the save went on (one at a time, in order). */
  let keeping: Promise<unknown> = Promise.resolve();

  /** A new version of the page's `html`, now. */
  function newVersion(
    pageId: string,
    html: string,
    reason: VersionReason,
    extra: { name?: string | null; snapshot?: string | null; title: string; place?: string },
  ): NewVersion {
    return {
      pageId,
      html,
      reason,
      name: extra.name ?? null,
      snapshot: extra.snapshot ?? null,
      words: computeContentMetrics(html).words,
      title: extra.title,
      place: extra.place ?? '',
      at: now(),
    };
  }

  /**
   * Keeps the page's `html` as a version, then lets unnamed versions past 90 days go. Does not
   * tell the UI (the caller does, once for all it kept).
   */
  async function keepQuietly(
    pageId: string,
    html: string,
    reason: VersionReason,
    extra: {
      name?: string | null;
      snapshot?: string | null;
      title?: string;
      place?: string;
      /** `html` is the page's stored text, read in this transaction. */
      isPageText?: boolean;
      /** The page's versions, oldest first, read in this transaction. */
      versions?: PageVersionRecord[];
    } = {},
  ): Promise<number> {
    const info = extra.title === undefined ? await pageInfo(db(), pageId) : null;
    let older: readonly PageVersionRecord[] = [];
    const id = await addVersion(
      db(),
      newVersion(pageId, html, reason, {
        ...extra,
        title: extra.title ?? (info ? titleOf(info.node) : ''),
        place: extra.place ?? info?.place ?? '',
      }),
      {
        ...(extra.isPageText ? { pageText: html } : {}),
        ...(extra.versions ? { list: extra.versions } : {}),
        onList: (list) => (older = list),
      },
    );
    // The new version is never past the keeping time: only the older ones are looked at.
    const old = expired(older, KEEP_DAYS, now());
    if (old.size > 0) await deleteVersions(db(), pageId, old);
    return id;
  }

  /** Keeps one version and tells the UI. */
  async function keep(...args: Parameters<typeof keepQuietly>): Promise<number> {
    const id = await keepQuietly(...args);
    session.changed('page_versions', [id]);
    return id;
  }

  /**
   * Keeps a version of each page `prepare` answers for (null: none), a batch of pages to a
   * transaction, and tells the UI once: a replace through the whole book keeps 2,000 versions in
   * 10 transactions and one change event, not 2,000 of each. The first version of a page without
   * one (most pages) is added with the others of its batch in one write.
   */
  async function keepMany<T>(
    items: readonly T[],
    pageOf: (item: T) => string,
    prepare: (batch: readonly T[]) => Promise<Array<Parameters<typeof keepQuietly> | null>>,
  ): Promise<number> {
    const kept: number[] = [];
    for (let at = 0; at < items.length; at += KEEP_BATCH) {
      const batch = items.slice(at, at + KEEP_BATCH);
      await db().transaction('rw', db().page_versions, db().tree_nodes, async () => {
        // The batch's histories in one read (most pages have none), not one read a page.
        const histories = await versionsOfMany(db(), batch.map(pageOf));
        const firsts: NewVersion[] = [];
        for (const version of await prepare(batch)) {
          if (!version) continue;
          const [pageId, html, reason, extra = {}] = version;
          const versions = histories.get(pageId);
          if (!versions && extra.isPageText && extra.title !== undefined) {
            firsts.push(newVersion(pageId, html, reason, { ...extra, title: extra.title }));
          } else {
            kept.push(
              await keepQuietly(pageId, html, reason, { ...extra, versions: versions ?? [] }),
            );
          }
        }
        kept.push(...(await addFirstVersions(db(), firsts)));
      });
    }
    if (kept.length > 0) session.changed('page_versions', kept);
    return kept.length;
  }

  const handlers = {
    /** "Take a snapshot": the page as stored now, with an optional name (kept forever when named). */
    async takePageSnapshot(pageId: string, name?: string | null): Promise<PageVersionInfo> {
      const node = await db().tree_nodes.get(pageId);
      if (node?.type !== 'page') {
        throw new AppError('record_not_found', { id: pageId, table: 'tree_nodes' });
      }
      const id = await keep(pageId, node.content ?? '', 'snapshot', { name: cleanName(name) });
      const record = await db().page_versions.get(id);
      return infoOf(record as PageVersionRecord);
    },

    /** A named snapshot of every page of the book (for the book compare and Word's changes). */
    async takeBookSnapshot(name: string): Promise<BookSnapshotInfo> {
      const clean = cleanName(name);
      if (!clean) throw new AppError('invalid_argument', { reason: 'name' });
      const snapshot = newId();
      const pages = [...(await bookPages(db())).values()].filter(
        (p) => p.node.mark_for_delete === 0,
      );
      await keepMany(
        pages,
        (page) => page.node.id,
        async (batch) =>
          batch.map((page) => [
            page.node.id,
            page.node.content ?? '',
            'snapshot',
            { name: clean, snapshot, title: titleOf(page.node), place: page.place },
          ]),
      );
      return { snapshot, name: clean, at: now().toISOString(), pages: pages.length };
    },

    /**
     * Keeps a version of each page before a change to many pages at once (a replace, an import
     * into the book): call it with the ids of the pages about to change, before writing them.
     */
    async keepVersionsBefore(pageIds: string[], reason: VersionReason = 'bulk'): Promise<number> {
      // Folder titles read once per batch of pages, not once per page.
      const folders = new Map<string, string>();
      return keepMany(
        [...new Set(pageIds)],
        (pageId) => pageId,
        async (batch) => {
          const nodes = await db().tree_nodes.bulkGet([...batch]);
          const unknown = new Set<string>();
          for (const node of nodes) {
            for (const id of node?.path.split('/').slice(0, -1) ?? []) {
              if (!folders.has(id)) unknown.add(id);
            }
          }
          if (unknown.size > 0) {
            const ids = [...unknown];
            const read = await db().tree_nodes.bulkGet(ids);
            for (const [i, id] of ids.entries()) {
              const folder = read[i];
              folders.set(id, folder ? titleOf(folder) : '');
            }
          }
          return nodes.map((node) => {
            if (node?.type !== 'page') return null;
            const place = node.path
              .split('/')
              .slice(0, -1)
              .map((id) => folders.get(id) ?? '')
              .filter(Boolean)
              .join(' / ');
            const html = node.content ?? '';
            return [node.id, html, reason, { title: titleOf(node), place, isPageText: true }];
          });
        },
      );
    },
  };

  /**
   * The save path's hook: before a page's text is stored, the first change of a writing day or
   * a writing session (the first since the worker started, or after 30 minutes without one)
   * keeps the stored text as a version. Costs one map look-up on every other save; it never
   * fails the save (a failure to keep a version is logged).
   */
  async function beforePageSave(pageId: string, html: string): Promise<void> {
    const at = now().getTime();
    const last = lastChange.get(pageId);
    const newSession = last === undefined || at - last >= SESSION_GAP_MS;
    const newDay = last !== undefined && localDay(last) !== localDay(at);
    if (!newSession && !newDay) {
      lastChange.set(pageId, at);
      return;
    }
    try {
      const node = await db().tree_nodes.get(pageId);
      if (node?.type !== 'page' || (node.content ?? '') === html) return;
      lastChange.set(pageId, at);
      const stored = node.content ?? '';
      keeping = keeping
        .then(() => keep(pageId, stored, newDay ? 'day' : 'session'))
        .catch((error) => console.error('A version of the page could not be kept', error));
    } catch (error) {
      console.error('A version of the page could not be kept', error);
    }
  }

  return {
    handlers,
    beforePageSave,
    /** Resolves when the versions the save hook started are kept (tests, the bench). */
    settled: () => keeping.then(() => undefined),
    /** Forgets the writing sessions (a new book was opened). */
    forgetSessions: () => lastChange.clear(),
  };
}

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
import { addVersion, deleteVersions, expired, versionsOf } from './store';
import { cleanName, infoOf } from './version-info';

const localDay = (ms: number): string => new Date(ms).toDateString();

export function createKeeping(session: DbSession, now: () => Date) {
  const db = () => session.get();
  /** When each page was last changed in this run of the worker (ms). */
  const lastChange = new Map<string, number>();
  /** Versions the save hook keeps after the save went on (one at a time, in order). */
  let keeping: Promise<unknown> = Promise.resolve();

  /** Keeps the page's `html` as a version, then lets unnamed versions past 90 days go. */
  async function keep(
    pageId: string,
    html: string,
    reason: VersionReason,
    extra: { name?: string | null; snapshot?: string | null; title?: string; place?: string } = {},
  ): Promise<number> {
    const info = extra.title === undefined ? await pageInfo(db(), pageId) : null;
    const id = await addVersion(db(), {
      pageId,
      html,
      reason,
      name: extra.name ?? null,
      snapshot: extra.snapshot ?? null,
      words: computeContentMetrics(html).words,
      title: extra.title ?? (info ? titleOf(info.node) : ''),
      place: extra.place ?? info?.place ?? '',
      at: now(),
    });
    const old = expired(await versionsOf(db(), pageId), KEEP_DAYS, now());
    if (old.size > 0) await deleteVersions(db(), pageId, old);
    session.changed('page_versions', [id]);
    return id;
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
      for (const page of pages) {
        await keep(page.node.id, page.node.content ?? '', 'snapshot', {
          name: clean,
          snapshot,
          title: titleOf(page.node),
          place: page.place,
        });
      }
      return { snapshot, name: clean, at: now().toISOString(), pages: pages.length };
    },

    /**
     * Keeps a version of each page before a change to many pages at once (a replace, an import
     * into the book): call it with the ids of the pages about to change, before writing them.
     */
    async keepVersionsBefore(pageIds: string[], reason: VersionReason = 'bulk'): Promise<number> {
      let kept = 0;
      for (const pageId of new Set(pageIds)) {
        const node = await db().tree_nodes.get(pageId);
        if (node?.type !== 'page') continue;
        await keep(pageId, node.content ?? '', reason);
        kept += 1;
      }
      return kept;
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

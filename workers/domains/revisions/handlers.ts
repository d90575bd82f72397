/**
 * Revisions (issue 29): each page's history, kept at the first change of a writing day and of a
 * writing session (`beforePageSave`, the save path's one hook), before bulk changes
 * (`keepVersionsBefore`) and on demand; compare, restore, the book's changes since a snapshot or
 * a date, and those changes as tracked changes in a Word file.
 */
import { AppError } from '../../contract/errors';
import {
  type BookCompareBase,
  type BookComparePage,
  type BookCompareResult,
  type BookSnapshotInfo,
  type CompareRequest,
  type CompareResult,
  KEEP_DAYS,
  MAX_VERSION_NAME,
  type PageVersionInfo,
  type PageVersionRecord,
  SESSION_GAP_MS,
  type VersionReason,
} from '../../contract/revisions';
import { computeContentMetrics } from '../../core/content-metrics';
import { newId } from '../../core/ids';
import { sanitizePageHtml } from '../../core/sanitize-html';
import type { DbSession } from '../../db/session';
import { compareHtml } from './compare';
import { bookPages, pageInfo, titleOf } from './pages';
import { addVersion, deleteVersions, expired, textAt, versionsOf } from './store';
import { type TrackedPage, trackedDocx } from './tracked-docx';

const infoOf = (r: PageVersionRecord): PageVersionInfo => ({
  id: r.id ?? 0,
  pageId: r.pageId,
  at: r.at,
  reason: r.reason,
  name: r.name,
  snapshot: r.snapshot,
  words: r.words,
});

const localDay = (ms: number): string => new Date(ms).toDateString();

function cleanName(name: unknown): string | null {
  if (name === undefined || name === null) return null;
  if (typeof name !== 'string') throw new AppError('invalid_argument', { reason: 'name' });
  const clean = name
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_VERSION_NAME);
  return clean === '' ? null : clean;
}

export interface RevisionOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

export function createRevisionHandlers(session: DbSession, options: RevisionOptions = {}) {
  const db = () => session.get();
  const now = options.now ?? (() => new Date());
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

  async function versionText(pageId: string, ref: number | 'now'): Promise<string> {
    if (ref === 'now') {
      const node = await db().tree_nodes.get(pageId);
      if (!node) throw new AppError('record_not_found', { id: pageId, table: 'tree_nodes' });
      return node.content ?? '';
    }
    const list = await versionsOf(db(), pageId);
    const index = list.findIndex((r) => r.id === ref);
    if (index < 0) throw new AppError('record_not_found', { id: ref, table: 'page_versions' });
    // Versions may come from a book file: cleaned as the page's own text is.
    return sanitizePageHtml(textAt(list, index));
  }

  /** Each page's text at the base and the version it came from. */
  async function baseTexts(
    base: BookCompareBase,
  ): Promise<Map<string, { html: string; versionId: number | null; place: string }>> {
    const out = new Map<string, { html: string; versionId: number | null; place: string }>();
    if (base.kind === 'snapshot') {
      const records = await db().page_versions.where('snapshot').equals(base.snapshot).toArray();
      if (records.length === 0) {
        throw new AppError('record_not_found', { id: base.snapshot, table: 'page_versions' });
      }
      for (const record of records) {
        const list = await versionsOf(db(), record.pageId);
        const index = list.findIndex((r) => r.id === record.id);
        out.set(record.pageId, {
          html: sanitizePageHtml(textAt(list, index)),
          versionId: record.id ?? null,
          place: record.place,
        });
      }
      return out;
    }
    // A date: a page's text then is the first version kept after it (versions are kept before
    // a change); a page with none since has not changed.
    const after = await db().page_versions.where('at').above(base.at).toArray();
    const firsts = new Map<string, PageVersionRecord>();
    for (const r of after) {
      const seen = firsts.get(r.pageId);
      if (!seen || r.at < seen.at) firsts.set(r.pageId, r);
    }
    for (const [pageId, first] of firsts) {
      const list = await versionsOf(db(), pageId);
      const index = list.findIndex((r) => r.id === first.id);
      const html = sanitizePageHtml(textAt(list, index));
      // A page that was empty then and had no version before: it is new since.
      const isNew = index === 0 && computeContentMetrics(html).words === 0;
      out.set(pageId, {
        html: isNew ? '' : html,
        versionId: isNew ? null : (first.id ?? null),
        place: first.place,
      });
    }
    return out;
  }

  const handlers = {
    /** A page's versions, newest first. */
    async listPageVersions(pageId: string): Promise<PageVersionInfo[]> {
      return (await versionsOf(db(), pageId)).map(infoOf).reverse();
    },

    /** The HTML of one version. */
    async readPageVersion(versionId: number): Promise<{ info: PageVersionInfo; html: string }> {
      const record = await db().page_versions.get(versionId);
      if (!record)
        throw new AppError('record_not_found', { id: versionId, table: 'page_versions' });
      return { info: infoOf(record), html: await versionText(record.pageId, versionId) };
    },

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

    /** The book snapshots, newest first. */
    async listBookSnapshots(): Promise<BookSnapshotInfo[]> {
      const groups = new Map<string, BookSnapshotInfo>();
      await db()
        .page_versions.where('snapshot')
        .above('')
        .each((r) => {
          if (!r.snapshot) return;
          const group = groups.get(r.snapshot);
          if (group) {
            group.pages += 1;
            if (r.at < group.at) group.at = r.at;
          } else {
            groups.set(r.snapshot, {
              snapshot: r.snapshot,
              name: r.name ?? '',
              at: r.at,
              pages: 1,
            });
          }
        });
      return [...groups.values()].sort((a, b) => b.at.localeCompare(a.at));
    },

    /** Deletes versions of a page (named ones too: the author asked). */
    async deletePageVersions(pageId: string, ids: number[]): Promise<number> {
      if (!Array.isArray(ids) || ids.length === 0) throw new AppError('no_update_data');
      const removed = await deleteVersions(db(), pageId, new Set(ids));
      session.changed('page_versions', ids);
      return removed;
    },

    /** Names a version (or takes its name away); named versions are kept forever. */
    async namePageVersion(versionId: number, name: string | null): Promise<PageVersionInfo> {
      const clean = cleanName(name);
      const count = await db().page_versions.update(versionId, { name: clean });
      if (count === 0 && !(await db().page_versions.get(versionId))) {
        throw new AppError('record_not_found', { id: versionId, table: 'page_versions' });
      }
      session.changed('page_versions', [versionId]);
      return infoOf((await db().page_versions.get(versionId)) as PageVersionRecord);
    },

    /** Two versions of a page (or one and the page now) compared. */
    async comparePageVersions(request: CompareRequest): Promise<CompareResult> {
      const older = await versionText(request.pageId, request.from);
      const newer = await versionText(request.pageId, request.to);
      return compareHtml(older, newer, request.unit);
    },

    /** Pages added, deleted, moved and changed since a book snapshot or a date. */
    async compareBook(base: BookCompareBase): Promise<BookCompareResult> {
      const then = await baseTexts(base);
      const pages = await bookPages(db());
      const out: Array<BookComparePage & { order: number }> = [];
      for (const [pageId, info] of pages) {
        const before = then.get(pageId);
        const deleted = info.node.mark_for_delete !== 0;
        const html = info.node.content ?? '';
        if (!before) {
          // Not in the snapshot: a page made since (a date base lists only pages with versions).
          if (base.kind === 'snapshot' && !deleted) {
            const words = computeContentMetrics(html).words;
            out.push({
              pageId,
              title: titleOf(info.node),
              status: 'added',
              wordsAdded: words,
              wordsRemoved: 0,
              versionId: null,
              order: info.order,
            });
          }
          continue;
        }
        const title = titleOf(info.node);
        if (deleted) {
          if (before.html === '' && base.kind === 'date') continue;
          const words = computeContentMetrics(before.html).words;
          out.push({
            pageId,
            title,
            status: 'deleted',
            wordsAdded: 0,
            wordsRemoved: words,
            versionId: before.versionId,
            order: info.order,
          });
          continue;
        }
        const changed = before.html !== html;
        if (!changed && before.place === info.place) continue;
        const diff = changed ? compareHtml(before.html, html, 'word') : null;
        const status = before.versionId === null ? 'added' : changed ? 'changed' : 'moved';
        out.push({
          pageId,
          title,
          status,
          wordsAdded: diff?.wordsAdded ?? 0,
          wordsRemoved: diff?.wordsRemoved ?? 0,
          versionId: before.versionId,
          order: info.order,
        });
      }
      // Pages of the snapshot no longer in the book at all.
      for (const [pageId, before] of then) {
        if (pages.has(pageId) || before.versionId === null) continue;
        const record = await db().page_versions.get(before.versionId);
        out.push({
          pageId,
          title: record?.title ?? '',
          status: 'deleted',
          wordsAdded: 0,
          wordsRemoved: computeContentMetrics(before.html).words,
          versionId: before.versionId,
          order: Number.MAX_SAFE_INTEGER,
        });
      }
      out.sort((a, b) => a.order - b.order);
      return { pages: out.map(({ order: _order, ...page }) => page) };
    },

    /** The book (or some pages) as a Word file with the changes since `base` tracked. */
    async exportTrackedChanges(request: {
      base: BookCompareBase;
      pageIds?: string[];
      author: string;
    }): Promise<{ bytes: Uint8Array; fileName: string }> {
      const then = await baseTexts(request.base);
      const pages = await bookPages(db());
      const only = request.pageIds?.length ? new Set(request.pageIds) : null;
      const tracked: TrackedPage[] = [];
      for (const [pageId, info] of pages) {
        if (only && !only.has(pageId)) continue;
        const before = then.get(pageId);
        const deleted = info.node.mark_for_delete !== 0;
        if (deleted && !before) continue;
        const html = deleted ? '' : (info.node.content ?? '');
        const diff = compareHtml(before?.html ?? (base(request.base) ? '' : html), html, 'word');
        tracked.push({ title: titleOf(info.node), dir: diff.dir, blocks: diff.blocks });
      }
      const front = await db().frontmatter.get(1);
      const title = typeof front?.title === 'string' ? front.title : '';
      const bytes = trackedDocx({
        title,
        author: request.author || 'Story Builder',
        date: now().toISOString(),
        pages: tracked,
      });
      const safe = (title || 'Book').replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim() || 'Book';
      return { bytes, fileName: `${safe} - changes.docx` };
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

  /** For a snapshot base every page not in it is new; for a date an unlisted page is unchanged. */
  function base(b: BookCompareBase): boolean {
    return b.kind === 'snapshot';
  }

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

export type RevisionHandlers = ReturnType<typeof createRevisionHandlers>['handlers'];

/**
 * The book's changes: pages added, deleted, moved and changed since a book snapshot or a date,
 * and those changes as tracked changes in a Word file for an editor.
 */
import { AppError } from '../../contract/errors';
import type {
  BookCompareBase,
  BookComparePage,
  BookCompareResult,
  BookSnapshotInfo,
  PageVersionRecord,
} from '../../contract/revisions';
import { computeContentMetrics } from '../../core/content-metrics';
import { sanitizePageHtml } from '../../core/sanitize-html';
import type { DbSession } from '../../db/session';
import { compareHtml } from './compare';
import { bookPages, titleOf } from './pages';
import { historyOf, textAt } from './store';
import { type TrackedPage, trackedDocx } from './tracked-docx';

/** For a snapshot base every page not in it is new; for a date an unlisted page is unchanged. */
const base = (b: BookCompareBase): boolean => b.kind === 'snapshot';

export function createBookChanges(session: DbSession, now: () => Date) {
  const db = () => session.get();

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
        const history = await historyOf(db(), record.pageId);
        const index = history.list.findIndex((r) => r.id === record.id);
        out.set(record.pageId, {
          html: sanitizePageHtml(textAt(history, index)),
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
      const history = await historyOf(db(), pageId);
      const index = history.list.findIndex((r) => r.id === first.id);
      const html = sanitizePageHtml(textAt(history, index));
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

  return {
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
  };
}

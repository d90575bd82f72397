/** One page's history: list, read, name and delete versions, compare two of them. */
import { AppError } from '../../contract/errors';
import type {
  CompareRequest,
  CompareResult,
  PageVersionInfo,
  PageVersionRecord,
  VersionRef,
} from '../../contract/revisions';
import { sanitizePageHtml } from '../../core/sanitize-html';
import type { DbSession } from '../../db/session';
import { compareHtml } from './compare';
import { deleteVersions, historyOf, textAt, versionsOf } from './store';
import { cleanName, infoOf } from './version-info';

export function createPageHistory(session: DbSession) {
  const db = () => session.get();

  /** The HTML of a version, or of the page now. */
  async function versionText(pageId: string, ref: VersionRef): Promise<string> {
    if (ref === 'now') {
      const node = await db().tree_nodes.get(pageId);
      if (!node) throw new AppError('record_not_found', { id: pageId, table: 'tree_nodes' });
      return node.content ?? '';
    }
    const history = await historyOf(db(), pageId);
    const index = history.list.findIndex((r) => r.id === ref);
    if (index < 0) throw new AppError('record_not_found', { id: ref, table: 'page_versions' });
    // Versions may come from a book file: cleaned as the page's own text is.
    return sanitizePageHtml(textAt(history, index));
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
      // No name: the field goes (most versions have none; docs/revisions.md, Storage).
      const count = await db()
        .page_versions.where('id')
        .equals(versionId)
        .modify((r) => {
          if (clean) r.name = clean;
          else delete r.name;
        });
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
  };
  return handlers;
}

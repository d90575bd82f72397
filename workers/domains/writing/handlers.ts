/**
 * The editor's one call: stores the text of a page, section or appendix (sanitised, counted) and
 * answers with its counts and the book's, today's words included — so a typing pause costs one
 * call and the screens re-read nothing they were just told.
 */

import type { SingleSection } from '../../contract/constants';
import type { BookCounts, ContentSaved, ContentTarget } from '../../contract/content';
import type { ContentMetrics, SectionRecord } from '../../contract/records';
import { computeContentMetrics } from '../../core/content-metrics';

export interface WritingDeps {
  savePageContent(id: string, html: string): Promise<ContentMetrics>;
  saveSection(table: SingleSection, html: string): Promise<SectionRecord>;
  updateAppendix(id: number, changes: { content: string }): Promise<SectionRecord>;
  countingSave<T>(save: () => Promise<T>): Promise<{ saved: T; book: BookCounts }>;
  /** Told before a page's text is stored (revisions keeps a version at a session's first change). */
  beforePageSave?(id: string, html: string): Promise<void>;
}

const metricsOf = (r: SectionRecord): ContentMetrics =>
  r.content_metrics ?? computeContentMetrics(r.content ?? '');

export function createWritingHandlers(deps: WritingDeps) {
  return {
    /** Stores the text and returns its counts and the book's (see ContentSaved). */
    async saveContent(target: ContentTarget, html: string): Promise<ContentSaved> {
      if (target.kind === 'page') await deps.beforePageSave?.(target.id, html);
      const { saved, book } = await deps.countingSave(async () => {
        if (target.kind === 'page') return deps.savePageContent(target.id, html);
        if (target.kind === 'section') return metricsOf(await deps.saveSection(target.table, html));
        return metricsOf(await deps.updateAppendix(target.id, { content: html }));
      });
      return { content: saved, book };
    },
  };
}

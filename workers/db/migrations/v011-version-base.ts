/**
 * 10 → 11 (issue 29): the newest version of each page, stored whole until now, becomes a script
 * against the page's text (`form: 'page'`, indexed by `basePage` so the database finds it when
 * the page changes: db/version-base.ts). Every version reads back exactly as before; a version
 * of a page that is gone, or one a script would not make smaller, stays whole.
 */
import type { PageVersionRecord } from '../../contract/revisions';
import { storeHead } from './frozen/version-head-v11';
import type { SchemaStep } from './types';

export const v011: SchemaStep = {
  version: 11,
  slug: 'version-base',
  stores: { page_versions: '++id, pageId, at, [pageId+at], snapshot, basePage' },
  upgrade: async (tx) => {
    const newest = new Map<string, PageVersionRecord>();
    await tx.table<PageVersionRecord>('page_versions').each((record) => {
      const seen = newest.get(record.pageId);
      if (!seen || record.at > seen.at) newest.set(record.pageId, record);
    });
    const heads = [...newest.values()].filter((r) => r.form === 'full');
    const pages = await tx.table('tree_nodes').bulkGet(heads.map((r) => r.pageId));
    const changed: PageVersionRecord[] = [];
    heads.forEach((head, i) => {
      const page = pages[i] as { type?: string; content?: string } | undefined;
      if (page?.type !== 'page') return;
      const next = storeHead(head, head.body, page.content ?? '');
      if (next.form === 'page') changed.push(next);
    });
    if (changed.length > 0) await tx.table('page_versions').bulkPut(changed);
  },
};

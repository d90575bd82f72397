/**
 * "As a new book": the import as a whole book file — the first-run records of a new book
 * (workers/db/population.ts) with the imported tree in place of the template's page, under one
 * folder named after the selection, its notes and labels, and the title in the front matter.
 * The book file handlers' importBook then replaces the open book the way Open file does (a
 * snapshot of the replaced book first, one transaction, the file binding dropped), so a
 * failure leaves the open book as it was.
 */

import { BACK_MATTER_TABLES, DATABASE_NAME, DEFAULT_SETUP_VERSION } from '../../contract/constants';
import { OUTLINE_DEFAULTS } from '../../contract/outline';
import type { TreeNode } from '../../contract/records';
import { emptyMetrics } from '../../core/content-metrics';
import { newId, newUuid } from '../../core/ids';
import { prepareRecord } from '../../core/prepare-record';
import {
  defaultCopyright,
  defaultFrontmatter,
  defaultLabels,
  defaultMetrics,
  defaultSettings,
  emptySection,
  newDocumentRecord,
} from '../../db/population';
import type { PlannedNode } from './plan-import';
import { type PictureStore, resolvePictures } from './store-pictures';
import { ImportCancelled, notesAndLabels, treeRecords } from './write-import';

export interface NewBookOptions {
  title: string;
  storePicture: PictureStore;
  cancelled: () => boolean;
  onPage: (pages: number, words: number) => void;
}

export interface NewBook {
  book: { metadata: Record<string, unknown>; data: Record<string, unknown[]> };
  pictures: number;
  /** Pictures left out: not found, or (`unreadable`) found but not a picture a page can show. */
  missingPictures: Array<{ file: string; name: string; unreadable?: boolean }>;
}

export async function newBookOf(
  plan: readonly PlannedNode[],
  options: NewBookOptions,
): Promise<NewBook> {
  const uuid = newUuid();
  const folderId = newId();
  const folder: TreeNode = {
    id: folderId,
    documentId: uuid,
    parentId: null,
    name: options.title,
    title: options.title,
    type: 'folder',
    position_in_list: 1,
    depth: 0,
    path: folderId,
    content: '',
    content_metrics: emptyMetrics(),
    mark_for_delete: 0,
    include_in_export: true,
    section_type: null,
    ...OUTLINE_DEFAULTS,
  };
  const records = treeRecords(plan, folder);
  const missingPictures: NewBook['missingPictures'] = [];
  let pictures = 0;
  let pages = 0;
  let words = 0;
  for (const { node, planned } of records) {
    if (options.cancelled()) throw new ImportCancelled();
    const own = planned.source.pictures ?? [];
    if (own.length > 0) {
      const resolved = await resolvePictures(node.content, own, options.storePicture);
      node.content = resolved.html;
      pictures += resolved.stored;
      for (const name of resolved.missing)
        missingPictures.push({ file: planned.source.source, name });
      for (const name of resolved.unreadable)
        missingPictures.push({ file: planned.source.source, name, unreadable: true });
    }
    const prepared = prepareRecord('tree_nodes', node) as unknown as TreeNode;
    node.content = prepared.content;
    node.content_metrics = prepared.content_metrics;
    if (node.type === 'page') {
      pages += 1;
      words += node.content_metrics.words;
      options.onPage(pages, words);
    }
  }
  const labels = defaultLabels(uuid);
  const extras = notesAndLabels(records, labels, 0);
  const renamed = new Map(extras.labels.map((l) => [l.uuid, l]));
  const doc = newDocumentRecord(uuid);
  const data: Record<string, unknown[]> = {
    documents: [doc],
    current_document: [{ ...doc }],
    app_setup: [{ id: 1, version: DEFAULT_SETUP_VERSION, documentId: uuid }],
    app_settings: [defaultSettings(uuid)],
    labels: labels.map((l) => renamed.get(l.uuid) ?? l),
    frontmatter: [{ ...defaultFrontmatter(uuid), title: options.title }],
    copyright: [defaultCopyright(uuid)],
    tree_nodes: [folder, ...records.map((r) => r.node)],
    book_metrics: [defaultMetrics(uuid)],
    editor: [{ id: 1, pageCount: pages }],
    ebook_settings: [{ id: 1, documentId: uuid, book_settings: {} }],
    notes: extras.notes,
  };
  for (const table of ['prologue', 'introduction', 'epilogue', 'preface', ...BACK_MATTER_TABLES])
    data[table] = [emptySection(uuid)];
  return { book: { metadata: { databaseName: DATABASE_NAME }, data }, pictures, missingPictures };
}

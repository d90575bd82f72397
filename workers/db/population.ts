/**
 * First-run population (docs/spec/data-layer-and-files.md §4 "First run") with every default of §9. Runs inside the
 * Dexie `populate` transaction when the database is created, and again after a reset.
 */

import type { Transaction } from 'dexie';
import {
  BACK_MATTER_TABLES,
  DEFAULT_APP_SETTINGS,
  DEFAULT_AUTOSAVE,
  DEFAULT_BOOK_METRICS,
  DEFAULT_LABEL_COLORS,
  DEFAULT_SETUP_VERSION,
  FIRST_PAGE_NAME,
  labelAlpha,
  NEW_BOOK_TITLE,
  ROOT_FOLDER_NAME,
} from '../contract/constants';
import { newBookFilename } from '../contract/file-names';
import { OUTLINE_DEFAULTS } from '../contract/outline';
import type {
  AppSettingsRecord,
  BookMetricsRecord,
  DocumentRecord,
  FrontmatterRecord,
  LabelRecord,
  SectionRecord,
  TreeNode,
} from '../contract/records';

export { defaultCopyright } from '../contract/defaults';

import { defaultCopyright } from '../contract/defaults';
import { emptyMetrics } from '../core/content-metrics';
import { newId, newUuid } from '../core/ids';

export const defaultFrontmatter = (documentId: string): FrontmatterRecord => ({
  id: 1,
  documentId,
  title: NEW_BOOK_TITLE,
  filename: newBookFilename(NEW_BOOK_TITLE),
  // "Author name here" (NEW_BOOK_AUTHOR) is the author field's placeholder, never a stored name.
  author: '',
  description: '',
  copyright: '',
  toc: false,
  genre: '',
});

export const defaultSettings = (documentId: string): AppSettingsRecord => ({
  id: 1,
  documentId,
  ...structuredClone(DEFAULT_APP_SETTINGS),
  various: { autosave: { ...DEFAULT_AUTOSAVE } },
});

export const defaultLabels = (documentId: string): LabelRecord[] =>
  DEFAULT_LABEL_COLORS.map(([name, color]) => ({
    uuid: newUuid(),
    documentId,
    folderId: null,
    name,
    color,
    label: '',
    alpha: labelAlpha(name),
  }));

export const defaultMetrics = (documentId: string): BookMetricsRecord => ({
  id: 1,
  documentId,
  metrics: structuredClone(DEFAULT_BOOK_METRICS),
});

export const emptySection = (documentId: string): SectionRecord => ({
  id: 1,
  documentId,
  folderId: null,
  content: '',
  content_metrics: emptyMetrics(),
});

/** The new-book template tree: Main Content (depth 0) holding Page 1 (depth 1). */
export function defaultTree(documentId: string): TreeNode[] {
  const rootId = newId();
  const pageId = newId();
  const base = {
    documentId,
    content: '',
    content_metrics: emptyMetrics(),
    mark_for_delete: 0 as const,
    include_in_export: true,
    section_type: null,
    ...OUTLINE_DEFAULTS,
  };
  return [
    {
      ...base,
      id: rootId,
      parentId: null,
      name: ROOT_FOLDER_NAME,
      title: ROOT_FOLDER_NAME,
      type: 'folder',
      position_in_list: 1,
      depth: 0,
      path: rootId,
    },
    {
      ...base,
      id: pageId,
      parentId: rootId,
      name: FIRST_PAGE_NAME,
      title: FIRST_PAGE_NAME,
      type: 'page',
      position_in_list: 1,
      depth: 1,
      path: `${rootId}/${pageId}`,
    },
  ];
}

export const newDocumentRecord = (
  uuid: string,
  now = new Date().toISOString(),
): DocumentRecord => ({
  id: 1,
  uuid,
  savedAt: null,
  createdAt: now,
  updatedAt: now,
});

/** Writes every first-run record in the given (populate or reset) transaction. */
export async function populateDefaults(
  tx: Transaction,
  documentId: string = newUuid(),
): Promise<string> {
  const doc = newDocumentRecord(documentId);
  await tx.table('documents').put(doc);
  await tx.table('current_document').put({ ...doc });
  await tx.table('app_setup').put({ id: 1, version: DEFAULT_SETUP_VERSION, documentId });
  await tx.table('app_settings').put(defaultSettings(documentId));
  await tx.table('labels').bulkAdd(defaultLabels(documentId));
  for (const t of ['prologue', 'introduction', 'epilogue', 'preface', ...BACK_MATTER_TABLES]) {
    await tx.table(t).put(emptySection(documentId));
  }
  await tx.table('frontmatter').put(defaultFrontmatter(documentId));
  await tx.table('copyright').put(defaultCopyright(documentId));
  await tx.table('tree_nodes').bulkAdd(defaultTree(documentId));
  await tx.table('book_metrics').put(defaultMetrics(documentId));
  await tx.table('editor').put({ id: 1, pageCount: 1 });
  await tx.table('ebook_settings').put({ id: 1, documentId, book_settings: {} });
  return documentId;
}

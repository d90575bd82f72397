/** Schema version 1: the original tables. Do not change without a new migration. */
import type { SchemaStep } from './types';

const world = '++id, uuid, documentId, folderId, position_in_list, mark_for_delete';
const relation = '++id, documentId, sourceId, targetId, type';
const tag = '++id, documentId, recordId, tag';
const section = '++id, documentId, folderId';

export const v001: SchemaStep = {
  version: 1,
  slug: 'initial',
  stores: {
    documents: '++id, uuid',
    current_document: '++id, uuid',
    frontmatter: '++id, documentId',
    copyright: '++id, documentId',
    folders: '++id, documentId, folderId, parentId, position_in_list, mark_for_delete',
    chapters: '++id, documentId, folderId, parentId, position_in_list, mark_for_delete',
    prologue: section,
    introduction: section,
    epilogue: section,
    appendices: '++id, documentId, folderId, mark_for_delete',
    preface: section,
    characters: world,
    locations: world,
    flora_fauna: world,
    cultures: world,
    timelines: world,
    characters_rel: relation,
    locations_rel: relation,
    flora_fauna_rel: relation,
    culture_rel: relation,
    characters_tags: tag,
    locations_tags: tag,
    flora_fauna_tags: tag,
    culture_tags: tag,
    timeline_tags: tag,
    notes: '++id, uuid, documentId, folderId, position_in_list, mark_for_delete',
    labels: '++id, uuid, documentId, folderId',
    app_settings: '++id, documentId',
    app_themes: '++id, name',
    app_setup: '++id',
    images: '++id, url',
    editor: '++id',
    book_metrics: '++id, documentId',
  },
};

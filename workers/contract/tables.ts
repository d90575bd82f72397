/**
 * The database's tables by name (the schema of workers/db/migrations, all steps): change events
 * and the UI's change feed name tables with this type, so a misspelt table is a type error.
 */

import type { CollabDocRecord, SyncSettingsRecord } from './collab';
import { SINGLE_SECTIONS } from './constants';
import type { StatusRecord } from './outline';
import type {
  AnyRecord,
  AppSettingsRecord,
  AppSetupRecord,
  AtlasRelationRow,
  BookMetricsRecord,
  ChapterRecord,
  CopyrightRecord,
  DocumentRecord,
  FrontmatterRecord,
  LabelRecord,
  NoteRecord,
  SectionRecord,
  TreeNode,
} from './records';
import type { PageVersionRecord } from './revisions';
import type { TreeSnapshotRecord } from './tree-snapshot';

export const TABLE_NAMES = [
  'documents',
  'current_document',
  'frontmatter',
  'copyright',
  'folders',
  'chapters',
  'prologue',
  'introduction',
  'epilogue',
  'appendices',
  'preface',
  'characters',
  'locations',
  'flora_fauna',
  'cultures',
  'timelines',
  'characters_rel',
  'locations_rel',
  'flora_fauna_rel',
  'culture_rel',
  'characters_tags',
  'locations_tags',
  'flora_fauna_tags',
  'culture_tags',
  'timeline_tags',
  'notes',
  'labels',
  'app_settings',
  'app_themes',
  'app_setup',
  'images',
  'editor',
  'book_metrics',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
  'tree_nodes',
  'geography',
  'geography_tags',
  'geography_rel',
  'languages',
  'languages_tags',
  'languages_rel',
  'magic_technology',
  'magic_technology_tags',
  'magic_technology_rel',
  'politics_government',
  'politics_government_tags',
  'politics_government_rel',
  'religion_beliefs',
  'religion_beliefs_tags',
  'religion_beliefs_rel',
  'ebook_settings',
  'page_versions',
  'statuses',
  'tree_snapshot',
  'collab_docs',
  'sync_settings',
] as const;

export type TableName = (typeof TABLE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(TABLE_NAMES);

/** True when `name` is a table of the schema. */
export const isTableName = (name: string): name is TableName => NAMES.has(name);

/** What each table holds; tables without a shape of their own hold plain objects. */
export interface TableRecords {
  documents: DocumentRecord;
  current_document: DocumentRecord;
  frontmatter: FrontmatterRecord;
  copyright: CopyrightRecord;
  folders: ChapterRecord;
  chapters: ChapterRecord;
  prologue: SectionRecord;
  introduction: SectionRecord;
  epilogue: SectionRecord;
  appendices: SectionRecord;
  preface: SectionRecord;
  acknowledgments: SectionRecord;
  author_bio: SectionRecord;
  glossary: SectionRecord;
  bibliography: SectionRecord;
  book_index: SectionRecord;
  afterword: SectionRecord;
  notes: NoteRecord;
  labels: LabelRecord;
  app_settings: AppSettingsRecord;
  app_setup: AppSetupRecord;
  editor: { id?: number; pageCount: number };
  book_metrics: BookMetricsRecord;
  tree_nodes: TreeNode;
  ebook_settings: { id?: number; documentId: string; book_settings: Record<string, unknown> };
  page_versions: PageVersionRecord;
  statuses: StatusRecord;
  tree_snapshot: TreeSnapshotRecord;
  collab_docs: CollabDocRecord;
  sync_settings: SyncSettingsRecord;
}

/** The record type of a table (plain objects for atlas rows, tags and themes). */
export type RecordOf<K extends TableName> = K extends keyof TableRecords
  ? TableRecords[K]
  : K extends `${string}_rel`
    ? AtlasRelationRow
    : AnyRecord;

/**
 * The primary key of a table: tree nodes have string ids, Y documents their names, sync settings
 * the book's id; every other table counts up.
 */
export type KeyOf<K extends TableName> = K extends 'tree_nodes' | 'collab_docs' | 'sync_settings'
  ? string
  : number;

/**
 * Tables that are this browser's caches, not the book: the book file never holds them and an
 * import never writes them (a file could otherwise bring a cache that does not match its tree).
 */
export const LOCAL_ONLY_TABLES: ReadonlySet<string> = new Set<TableName>([
  'tree_snapshot',
  'collab_docs',
  'sync_settings',
]);

/** The sections' tables: one record each, and the appendices (several, titled). */
export const SECTION_TABLES = [...SINGLE_SECTIONS, 'appendices'] as const;

/** Tables whose change can change what an export prints: the counted ones and the front matter. */
export const PRINTED_TABLES = ['tree_nodes', 'frontmatter', ...SECTION_TABLES] as const;

/** Tables whose `content` is page HTML from the editor (the wider page allow-list). */
export const PAGE_HTML_TABLES = ['tree_nodes', 'chapters', ...SECTION_TABLES] as const;

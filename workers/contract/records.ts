/** Record types of the storyBuilderV2 tables (docs/spec/data-layer-and-files.md §3). */
import type { AtlasKind } from './atlas';
import type { SectionType } from './book-structure';
import type { DEFAULT_APP_SETTINGS, DEFAULT_BOOK_METRICS } from './constants';
import type { StatusKey } from './outline';

export interface ContentMetrics {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  paragraphs: number;
  /** Minutes at 200 words per minute, rounded up. */
  readingTime: number;
}

export interface DocumentRecord {
  id?: number;
  uuid: string;
  savedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FrontmatterRecord {
  id?: number;
  documentId: string;
  title: string;
  filename: string;
  author: string;
  description: string;
  copyright: string;
  toc: boolean;
  genre: string;
}

export interface Collaborator {
  role: string;
  name: string;
}

export interface CopyrightRecord {
  id?: number;
  documentId: string;
  full_name: string;
  pen_name: string;
  edition: string;
  publication_year: string;
  isbn: string[];
  publisher: string;
  collaborators: Collaborator[];
  rights: boolean;
  fiction_disclaimer: boolean;
  moral_rights: boolean;
  external_content: boolean;
  tm_notice: boolean;
  public_domain: boolean;
  permissions: boolean;
  licensing: boolean;
  additional_clause: boolean;
  additional_clause_text: string;
}

export type TreeNodeType = 'folder' | 'page';

export interface TreeNode {
  /** 21-character URL-safe id. */
  id: string;
  documentId: string;
  parentId: string | null;
  name: string;
  type: TreeNodeType;
  position_in_list: number;
  depth: number;
  /** Ancestor ids joined by slash, ending in the node's own id. */
  path: string;
  title: string;
  content: string;
  content_metrics: ContentMetrics;
  mark_for_delete: 0 | 1;
  /** The colour label given to the node (a label's uuid), if any: a status such as "draft". */
  labelId?: string | null;
  /** "Include in export" (v9): false leaves the node and all under it out of every export. */
  include_in_export?: boolean;
  /** How exports set the node (v9, contract/book-structure.ts); null: by its place. */
  section_type?: SectionType | null;
  /** The outline's fields (v12, contract/outline.ts): a short plain-text synopsis… */
  synopsis?: string;
  /** …a writing status (one of STATUS_KEYS), or none… */
  status?: StatusKey | null;
  /** …the point-of-view character (an atlas character's uuid), or none… */
  pov_id?: string | null;
  /** …and a target of words (0: none). */
  target_words?: number;
}

export interface SectionRecord {
  id?: number;
  documentId: string;
  folderId: string | null;
  content: string;
  content_metrics: ContentMetrics;
  title?: string;
  mark_for_delete?: 0 | 1;
}

export interface ChapterRecord {
  id?: number;
  documentId?: string;
  folderId: string | number | null;
  parentId?: string | number | null;
  position_in_list: number;
  depth?: number;
  path?: string;
  title: string;
  content: string;
  mark_for_delete: 0 | 1;
}

export interface NoteRecord {
  id?: number;
  uuid: string;
  documentId: string;
  folderId: string | null;
  page_id: string | null;
  title: string;
  content: string;
  /** Badge colours: one name or several of NOTE_BADGE_COLORS; `white` for none. */
  color: string | string[];
  background_color: string;
  position_in_list: number;
  mark_for_delete: 0 | 1;
}

export interface LabelRecord {
  id?: number;
  uuid: string;
  documentId: string;
  folderId: string | null;
  name: string;
  color: string;
  label: string;
  alpha: number;
}

export interface AutosaveSetting {
  enabled: boolean;
  interval: number;
}

export type AppSettingsValues = typeof DEFAULT_APP_SETTINGS;

export interface AppSettingsRecord extends AppSettingsValues {
  id?: number;
  documentId: string;
  various: { autosave?: AutosaveSetting | boolean; [key: string]: unknown };
}

export type BookMetrics = typeof DEFAULT_BOOK_METRICS;

export interface BookMetricsRecord {
  id?: number;
  documentId: string;
  metrics: BookMetrics;
}

export interface AppSetupRecord {
  id?: number;
  version: string;
  documentId?: string;
}

/** A row of an atlas kind's relationship table (characters_rel, …): source → target, typed. */
export interface AtlasRelationRow {
  id?: number;
  documentId: string;
  sourceId: number;
  targetId: number;
  /** Older rows have no target kind: the source's own kind is assumed. */
  targetKind?: AtlasKind;
  type: string;
}

/** Anything stored; tables not typed above hold plain objects. */
export type AnyRecord = Record<string, unknown>;

/** A tree node without its content: what the tree, the chapter view and the contents show. */
export type TreeNodeSummary = Omit<TreeNode, 'content'>;

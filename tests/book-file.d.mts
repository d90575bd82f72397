/**
 * Types of book-file.mjs, from the contract: a table's rows are the contract's record type for
 * that table, so a test building a record the contract no longer allows fails to compile.
 */
import type { ContentMetrics, TreeNode, TreeNodeType } from '../workers/contract/records';
import type { RecordOf, TableName } from '../workers/contract/tables';
import type { DatabaseExport, ExportFileHandles, ExportMetadata } from '../workers/files/book-json';

/** A node of the book's tree, as a test describes it; the builder adds depth, path and positions. */
export interface BookNodeSpec {
  id: string;
  parentId: string | null;
  name: string;
  type: TreeNodeType;
  /** The page's HTML ('' when absent). */
  html?: string;
  /** Counts that differ from those counted from the HTML. */
  metrics?: Partial<ContentMetrics>;
  /** Any other field of the stored node (labelId, include_in_export, section_type, …). */
  fields?: Partial<TreeNode>;
}

/** Every table's rows, typed by the contract. */
export type BookTables = { [K in TableName]?: RecordOf<K>[] };

export interface BookFileOptions {
  /** The document's uuid (BOOK_UUID). */
  uuid?: string;
  /** The book's title ('Untitled'); also its file name unless `filename` is given. */
  title?: string;
  author?: string;
  filename?: string;
  /** Export, creation and update time (BOOK_DATE). */
  date?: string;
  /** The tree (NEW_BOOK_NODES: Main Content with an empty Page 1). */
  nodes?: BookNodeSpec[];
  /** Front matter fields beside title, file name and author. */
  frontmatter?: Partial<RecordOf<'frontmatter'>>;
  /** More tables, or tables that replace the builder's own (tree_nodes included). */
  tables?: BookTables;
  /**
   * Rows as an older or hand-made file holds them (fields missing: the import fills them in),
   * for tests of exactly that; added after `tables`.
   */
  looseTables?: Record<string, unknown[]>;
}

/** The book file: the export's three blocks, every table typed. */
export interface BookFile extends Omit<DatabaseExport, 'data'> {
  metadata: ExportMetadata;
  data: BookTables & Record<string, unknown[]>;
  fileHandles: ExportFileHandles;
}

export declare const BOOK_UUID: string;
export declare const BOOK_DATE: string;
export declare const NEW_BOOK_NODES: BookNodeSpec[];
export declare function metricsOf(html: string): ContentMetrics;
export declare function treeNodes(documentId: string, nodes: BookNodeSpec[]): TreeNode[];
export declare function bookFile(options?: BookFileOptions): BookFile;
export declare function bookFileJson(options?: BookFileOptions): string;

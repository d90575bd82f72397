/**
 * Bringing in manuscripts written elsewhere (Word, Scrivener, Markdown, plain text): what every
 * reader turns a file into before anything is written, and what the import reports to the UI.
 * The readers live in workers/domains/manuscript-import/ (Scrivener's in its scrivener/ folder).
 * This is not the book file's own import (workers/contract/import.ts).
 */

/** One file (or a file inside a chosen folder or a .zip), path relative to the selection, '/' separated. */
export interface ImportSource {
  path: string;
  bytes: Uint8Array;
}

/** Why something could not come in whole (messages: locales `manuscript_import.problem.<code>`). */
export type ImportProblemCode =
  | 'unknown_type'
  | 'not_text'
  | 'bad_encoding'
  | 'corrupt_file'
  | 'corrupt_archive'
  | 'archive_too_large'
  | 'file_too_large'
  | 'too_many_files'
  | 'unreadable_rtf'
  | 'truncated_rtf'
  | 'not_text_item'
  | 'unsupported_picture'
  | 'missing_content'
  | 'missing_picture'
  | 'unsupported_element';

export interface ImportProblem {
  code: ImportProblemCode;
  /** The file (path in the selection) the problem is in. */
  file: string;
  /** Plain detail for the message, e.g. the element's name or the picture's path. */
  detail?: string;
  /** True when the file could not be read at all (nothing of it comes in). */
  fatal: boolean;
}

/** A picture a page refers to as `src="import-picture:<name>"` until the import stores it. */
export interface ImportPicture {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A folder or a page as a reader produced it, before sanitising, counting and writing. */
export interface ImportNode {
  kind: 'folder' | 'page';
  title: string;
  /** Page HTML in the editor's vocabulary (p, h1–h6, strong, em, u, s, ul/ol/li, blockquote, a, img, hr); sanitised by the pipeline. */
  html?: string;
  children?: ImportNode[];
  /** Short plain text (Scrivener's synopsis). */
  synopsis?: string;
  /** Document notes as HTML; they become a note tied to the page. */
  notesHtml?: string;
  /** A colour label (Scrivener's label); colour as #rrggbb when the source has one. */
  label?: { name: string; color?: string };
  /** The source's status (Scrivener's status): the node's status when it names one (contract/outline.ts). */
  status?: string;
  keywords?: string[];
  pictures?: ImportPicture[];
  /** Where it came from (path in the selection), for messages. */
  source: string;
}

/** How files become pages: one page per file, or a folder of pages cut at Heading 1 / Heading 2. */
export type ImportStructure = 'file' | 'h1' | 'h2';

/** Where the import goes: under a new folder at the end of the open book's manuscript, or a new book. */
export type ImportTarget = 'open-book' | 'new-book';

/** One chosen file as the UI hands it to the worker (read there, off the main thread). */
export interface SelectedManuscriptFile {
  path: string;
  file: Blob;
}

/** A node of the preview: what will be created, with its words. */
export interface ImportPreviewNode {
  kind: 'folder' | 'page';
  title: string;
  words: number;
  pictures: number;
  source: string;
  children?: ImportPreviewNode[];
}

export interface ManuscriptImportPreview {
  /** The worker keeps the read selection under this id until the import runs or is closed. */
  id: string;
  /** The new folder's name (the selection's). */
  title: string;
  nodes: ImportPreviewNode[];
  problems: ImportProblem[];
  files: number;
  pages: number;
  folders: number;
  words: number;
}

export interface ManuscriptImportProgress {
  phase: 'reading' | 'writing';
  /** Files read (reading) or pages written (writing) so far, of all. */
  done: number;
  total: number;
  pages: number;
  words: number;
}

export interface ManuscriptImportReport {
  /** False when the author cancelled: nothing was written. */
  completed: boolean;
  /** The new folder (open book) or null (new book). */
  folderId: string | null;
  pages: number;
  folders: number;
  words: number;
  pictures: number;
  problems: ImportProblem[];
}

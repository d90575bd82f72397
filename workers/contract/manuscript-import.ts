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
  /** The source's status (Scrivener's status), kept for the outline when it lands. */
  status?: string;
  keywords?: string[];
  pictures?: ImportPicture[];
  /** Where it came from (path in the selection), for messages. */
  source: string;
}

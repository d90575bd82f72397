/**
 * Yjs state of a book (issue 31), shared by both threads: document names, the book file's
 * `collab` block, the worker's collab calls' shapes, and the one text hash both threads use
 * (a page's `htmlHash`, the deterministic clientIDs of page bootstraps).
 *
 * Documents: one Y.Doc per page, named `<bookId>/page/<pageId>` (its content is what
 * `@lexical/yjs` writes, root XmlText 'root'); one per book, `<bookId>/book`: a top-level Y.Map
 * per table of `COLLAB_BOOK_TABLES`, keyed by record key, each entry a Y.Map of the record's
 * fields (page content fields left out), a deleted record kept as `{ deleted: true }`.
 */
import type { ResultError } from './result';

/** The name of a page's Y document. */
export const pageDocName = (bookId: string, pageId: string) => `${bookId}/page/${pageId}`;

/** The name of the book's Y document (its records). */
export const bookDocName = (bookId: string) => `${bookId}/book`;

/** The name of a page's comments Y document (a commenter's link may write only these). */
export const commentsDocName = (bookId: string, pageId: string) => `${bookId}/comments/${pageId}`;

/** The book file's `collab` block: base64 Y updates (each a document's whole state). */
export interface BookFileCollab {
  /** The book doc's state. */
  book?: string;
  /** Page id → that page doc's state. */
  pages: Record<string, string>;
  /** Page id → that page's comments doc state (files from before comments have none). */
  comments?: Record<string, string>;
}

/** A page's Y state as the main thread needs it to bring it up to the page's HTML. */
export interface PageYStateAnswer {
  state: Uint8Array | null;
  /** The page's stored HTML. */
  html: string;
  /** True when there is no state, or the HTML changed since the state was derived. */
  stale: boolean;
}

/** One page of a merge: each side's state and HTML (null: the side does not have the page). */
export interface MergePageInputs {
  localState: Uint8Array | null;
  localHtml: string | null;
  fileState: Uint8Array | null;
  fileHtml: string | null;
}

/** What a merge's start answers: the pages the main thread must merge, the restore point. */
export interface MergeStarted {
  mergeId: string;
  pages: string[];
  snapshot: string;
}

/** What a merge of another copy of the book changed (issue 31 item 2). */
export interface MergeSummary {
  pagesChanged: number;
  pagesAdded: number;
  pagesRemoved: number;
  recordsChanged: number;
  recordsAdded: number;
  recordsRemoved: number;
}

/** How a merge of another copy ended (the main thread's `mergeCopyIntoBook`). */
export type MergeOutcome =
  | { kind: 'merged'; summary: MergeSummary; snapshot: string; pages: string[] }
  | { kind: 'cancelled'; summary: MergeSummary; snapshot: string; pages: string[] }
  | { kind: 'failed'; error: ResultError };

/**
 * A 32-bit hash of a text (cyrb53 folded; never 0): the same text, the same number on every
 * device. Used as a Yjs clientID for deterministic bootstraps and in `textHash`.
 */
export function hashToClientId(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const folded = (h1 ^ h2) >>> 0;
  return folded === 0 ? 1 : folded;
}

/** A page HTML's fingerprint (`htmlHash`): its length and hash. */
export const textHash = (text: string) => `${text.length}:${hashToClientId(text).toString(36)}`;

/** Bytes as base64 (the book file's encoding of Y states). */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    out += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(out);
}

/** base64 back to bytes; throws on text that is not base64. */
export function base64ToBytes(text: string): Uint8Array {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** One Y document this browser keeps (table `collab_docs`, migration 14; local only). */
export interface CollabDocRecord {
  /** The document's name (`pageDocName` / `bookDocName`): the key. */
  name: string;
  documentId: string;
  /** The page's id for a page doc; null for the book doc. */
  pageId: string | null;
  /** The compacted state (a Yjs V1 update). */
  state: Uint8Array;
  /** Updates appended since the last compaction (merged in when there are too many). */
  pending: Uint8Array[];
  /** `textHash` of the page HTML the state holds, when known (page docs). */
  htmlHash: string | null;
  updatedAt: string;
  /** The state as the book file writes it (`COLLAB_FILE_ENCODING`), kept until it changes. */
  fileForm?: string | null;
}

/** How a book is connected to a sync server (kept in this browser only, never in the file). */
export interface SyncSettings {
  server: string;
  bookId: string;
  role: 'owner' | 'writer' | 'commenter' | 'reader';
  secret: string;
  name: string;
  colour: string;
}

/** A book's sync settings as stored (table `sync_settings`, keyed by the book's id). */
export interface SyncSettingsRecord extends SyncSettings {
  documentId: string;
}

/**
 * How the book file encodes each state in `collab`: Yjs's V2 update format, deflate-raw
 * compressed, base64 (about a third of a V1 update's base64; docs/file-format.md).
 */
export const COLLAB_FILE_ENCODING = 'yjs-v2-deflate-raw-base64';

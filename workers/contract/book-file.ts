/**
 * What saving the book to a file can answer (shared by the worker and the UI). A save either
 * lands verified in the file or in private storage, stops to ask (the file holds another book,
 * more words, or something that is not a book), or fails with a reason the author can act on.
 */

/** Why a write failed, in words the toolbar can explain. */
export type SaveFailureCode =
  | 'disk_full'
  | 'permission_lost'
  | 'file_missing'
  | 'verify_failed'
  /** Written and closed, but the file could not be read back to check it. */
  | 'readback_failed'
  | 'storage_error';

/** Why a save stopped to ask before replacing the file. */
export type SaveConflictReason = 'other-book' | 'more-words' | 'not-a-book';

/** What a book file (or the open book) holds, as far as a save needs to know. */
export interface BookSummary {
  documentId: string | null;
  title: string;
  words: number;
}

/** How the author answered a conflict: write over it (a snapshot is kept first). */
export type ConflictChoice = 'replace';

export type SaveOutcome =
  | { kind: 'saved'; target: 'file'; fileName: string; at: string }
  | {
      kind: 'saved';
      target: 'opfs';
      path: string;
      at: string;
      /** Why the book file was not written (absent when the book has no file). */
      fileProblem?: SaveFileProblem;
    }
  | {
      kind: 'conflict';
      reason: SaveConflictReason;
      fileName: string;
      existing: BookSummary;
      current: BookSummary;
    }
  | { kind: 'failed'; code: SaveFailureCode; fileName: string; detail: string }
  | { kind: 'skipped'; why: 'disabled' | 'busy' | 'no-title' };

/** Why an auto-save went to private storage instead of the book file. */
export type SaveFileProblem =
  | { kind: 'failed'; code: SaveFailureCode; fileName: string; detail: string }
  | { kind: 'conflict'; reason: SaveConflictReason; fileName: string }
  | { kind: 'permission'; state: 'prompt' | 'denied'; fileName: string };

/** The book file binding as the UI shows it. */
export interface BookFileState {
  /** The file bound to the open book, or null. */
  fileName: string | null;
  folderName: string | null;
  /** The handles (for permission requests on the main thread). */
  fileHandle: FileSystemFileHandle | null;
  directoryHandle: FileSystemDirectoryHandle | null;
  /** Where the last verified save went. */
  lastSave: { target: 'file' | 'opfs'; name: string; at: string } | null;
  /** True when access to the bound file was granted in an earlier visit, not yet in this one. */
  fromEarlierVisit: boolean;
}

/** Faults a test can inject into the worker's save path (never set by the app itself). */
export interface SaveFaults {
  /**
   * The next file writes fail: on write (disk full), on close, or as lost permission; or are
   * slow (each write waits a quarter of a second, as on a slow disk: a long export to cancel).
   */
  fileWrite?: 'disk-full' | 'close' | 'permission' | 'slow' | null;
  /** The book file's permission reads as this (as if the browser had dropped it). */
  permission?: 'prompt' | 'denied' | null;
  /** IndexedDB writes fail (as with a full disk). */
  databaseWrite?: boolean;
  /** Private-storage (OPFS) writes fail: for lack of space, or refused otherwise. */
  privateWrite?: 'disk-full' | 'fail' | null;
}

/** Why the last write to private storage failed: no space left, or refused otherwise. */
export interface PrivateStorageProblem {
  kind: 'full' | 'refused';
  /** The file that could not be written. */
  name: string;
  /** ISO date of the failure. */
  at: string;
}

/** Where a save should go: the bound file, a file the author chose, or a new file in a folder. */
export type SaveTarget =
  | { to: 'bound' }
  | { to: 'file'; fileHandle: FileSystemFileHandle }
  | { to: 'folder'; directoryHandle: FileSystemDirectoryHandle; fileName: string };

/** The auto-save file's header: the spec's title, author and date carried inside the export. */
export interface AutosaveHeader {
  title: string;
  author: string;
  date: string;
}

/**
 * How renaming the book file after its title ended: renamed; the name is taken in the folder;
 * the browser cannot rename files (no `move()`); the file's folder is unknown, so a free name
 * cannot be checked; there is no book file; or the rename failed (the code says why).
 */
export type RenameOutcome =
  | { kind: 'renamed'; fileName: string }
  | { kind: 'taken'; fileName: string }
  | { kind: 'unsupported' }
  | { kind: 'no-folder' }
  | { kind: 'no-file' }
  | { kind: 'failed'; code: SaveFailureCode; detail: string };

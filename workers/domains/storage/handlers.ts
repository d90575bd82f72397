/**
 * Private-storage handlers for the facade (the lead composes them into workers/api.ts): the
 * auto-save fallback, folder listing, clearing and usage, and the rotating book snapshots
 * with restore (a restore always snapshots the current book first).
 */
import type { PrivateStorageProblem } from '../../contract/book-file';
import { AppError } from '../../contract/errors';
import type { ImportBookFile, ImportProgress, RestoreReport } from '../../contract/import';
import type { DbSession } from '../../db/session';
import type { BookJson } from '../../files/book-json';
import { privateStorageProblem } from '../../files/write-health';
import { type OpfsDocumentInput, type SavedOpfsFile, saveDocumentToOpfs } from './documents';
import {
  browserOpfsRoot,
  clearFolder,
  exclusive,
  listFiles,
  OPFS_FOLDERS,
  type OpfsFileInfo,
  type OpfsFolder,
  type OpfsRootProvider,
  openFolder,
  openRoot,
  removeStaleSwapFiles,
} from './opfs';
import { listSnapshots, readSnapshot, type SnapshotInfo, writeSnapshot } from './snapshots';
import { browserEstimate, type EstimateProvider, type StorageUsage, storageUsage } from './usage';

/** What snapshots and restores need of the book: its file text, and an import to restore one. */
export interface StorageBook {
  bookJson: BookJson;
  importBook: ImportBookFile;
}

/** Where private storage lives; tests pass in-memory ones. */
export interface StorageHandlerOptions {
  opfs?: OpfsRootProvider;
  estimate?: EstimateProvider;
}

function checkFolder(folder: unknown): OpfsFolder {
  if (!OPFS_FOLDERS.includes(folder as OpfsFolder)) {
    throw new AppError('invalid_argument', { reason: `folder ${JSON.stringify(folder)}` });
  }
  return folder as OpfsFolder;
}

export function createStorageHandlers(
  session: DbSession,
  book: StorageBook,
  options: StorageHandlerOptions = {},
) {
  const opfs = options.opfs ?? browserOpfsRoot;
  const folder = async (name: unknown) => openFolder(await openRoot(opfs), checkFolder(name));

  /** Exports the open book and keeps it as a snapshot titled after the front matter. */
  const snapshotCurrentBook = async (): Promise<string> => {
    const json = await book.bookJson();
    const fm = await session.get().frontmatter.get(1);
    return writeSnapshot(json, { title: fm?.title ?? null }, opfs);
  };

  return {
    /** The auto-save fallback: writes `documents/<name>.json` and says where. */
    async saveDocumentToOpfs(input: OpfsDocumentInput): Promise<SavedOpfsFile> {
      return saveDocumentToOpfs(input, opfs);
    },

    /** The files of a private-storage folder, newest first. */
    async listOpfsFiles(name: OpfsFolder): Promise<OpfsFileInfo[]> {
      return listFiles(await folder(name));
    },

    /** Empties a private-storage folder (recovery copies included); returns the count removed. */
    async clearOpfsFolder(name: OpfsFolder): Promise<number> {
      const dir = await folder(name);
      return exclusive(() => clearFolder(dir));
    },

    /** Files and bytes per folder and overall, formatted, with the browser's quota. */
    async storageUsage(): Promise<StorageUsage> {
      return storageUsage(opfs, options.estimate ?? browserEstimate);
    },

    /** Keeps an export file's text as a snapshot (after every successful save); its name. */
    async keepSnapshot(json: string, title?: string | null): Promise<string> {
      return writeSnapshot(json, { title: title ?? null }, opfs);
    },

    /** Snapshots the open book (before an import, a new book or a restore); its name. */
    snapshotCurrentBook,

    /** The files of `backups/`, newest first, with their book titles. */
    async listSnapshots(): Promise<SnapshotInfo[]> {
      return listSnapshots(opfs);
    },

    /**
     * Replaces the book by a file of `backups/`: reads it (so rotation cannot remove it),
     * snapshots the current book — nothing is imported if that fails — then imports it.
     */
    async restoreSnapshot(
      name: string,
      onProgress?: (progress: ImportProgress) => unknown,
    ): Promise<RestoreReport> {
      const text = await readSnapshot(name, opfs);
      const previousSnapshot = await snapshotCurrentBook();
      const report = await book.importBook(text, { clear: true }, onProgress);
      return { ...report, previousSnapshot };
    },

    /** Why the last private-storage write failed (out of space, or refused), or null. */
    async privateStorageProblem(): Promise<PrivateStorageProblem | null> {
      return privateStorageProblem();
    },

    /** Deletes `*.crswap` leftovers of interrupted writes in both folders; their paths. */
    async cleanStaleSwapFiles(): Promise<string[]> {
      const root = await openRoot(opfs);
      return exclusive(async () => {
        const removed: string[] = [];
        for (const name of OPFS_FOLDERS) {
          const swaps = await removeStaleSwapFiles(await openFolder(root, name));
          for (const swap of swaps) removed.push(`${name}/${swap}`);
        }
        return removed;
      });
    },
  };
}

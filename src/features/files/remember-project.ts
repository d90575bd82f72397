/**
 * The book's location across visits: the worker keeps the file binding (handles and document id);
 * this side writes the spec's local-storage `documentLocation` entry and, at start, removes the
 * swap files interrupted writes left in the project folder.
 */
import type { BookFileState } from '../../../workers/contract/book-file';
import { unwrap, workerApi } from '../../worker-client/client';
import { writeDocumentLocation } from './handles/document-location';

/** Writes the local-storage location entry for the bound file. */
export function rememberLocation(state: BookFileState, establishedFrom: string): void {
  if (!state.fileName && !state.folderName) return;
  writeDocumentLocation({
    fileName: state.fileName ?? '',
    projectFolderName: state.folderName ?? '',
    timestamp: new Date().toISOString(),
    persistentHandles: Boolean(state.fileHandle || state.directoryHandle),
    establishedFrom,
  });
}

/** At start: cleans the bound project folder's swap files (only when access is granted). */
export async function restoreProject(): Promise<void> {
  const state = unwrap(await workerApi().bookFileState());
  if (state.directoryHandle) await cleanProjectSwapFiles(state.directoryHandle).catch(() => []);
}

type IterableDirectory = FileSystemDirectoryHandle & {
  entries?: () => AsyncIterableIterator<[string, FileSystemHandle]>;
  queryPermission?: (d: { mode: 'readwrite' }) => Promise<PermissionState>;
};

/**
 * Removes `*.crswap` files that interrupted writes left in the project folder (only when write
 * access is already granted: no prompt at start). Returns the names removed.
 */
export async function cleanProjectSwapFiles(
  directory: FileSystemDirectoryHandle,
): Promise<string[]> {
  const dir = directory as IterableDirectory;
  if (!dir.entries) return [];
  if (dir.queryPermission && (await dir.queryPermission({ mode: 'readwrite' })) !== 'granted')
    return [];
  const removed: string[] = [];
  for await (const [name, handle] of dir.entries()) {
    if (handle.kind === 'file' && name.endsWith('.crswap')) {
      await dir.removeEntry(name).then(
        () => removed.push(name),
        () => undefined,
      );
    }
  }
  return removed;
}

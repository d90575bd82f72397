/** Remembers the current book file and project folder across visits. */
import { currentFile, setCurrentFile } from './current-file';
import { writeDocumentLocation } from './handles/document-location';
import { loadProjectHandles, saveProjectHandles } from './handles/handle-store';

export async function rememberProject(): Promise<void> {
  const { fileHandle, directoryHandle, fileName } = currentFile();
  try {
    await saveProjectHandles({
      ...(directoryHandle ? { directoryHandle } : {}),
      ...(fileHandle ? { fileHandle } : {}),
      fileName: fileName ?? fileHandle?.name ?? '',
    });
    writeDocumentLocation({
      fileName: fileName ?? fileHandle?.name ?? '',
      projectFolderName: directoryHandle?.name ?? '',
      timestamp: new Date().toISOString(),
      persistentHandles: Boolean(fileHandle || directoryHandle),
    });
  } catch (error) {
    console.warn('Could not remember the project handles', error);
  }
}

/** At start: the remembered book file and folder become this session's (no prompt needed). */
export async function restoreProject(): Promise<void> {
  const stored = await loadProjectHandles();
  if (!stored) return;
  setCurrentFile({
    fileHandle: stored.fileHandle ?? null,
    directoryHandle: stored.directoryHandle ?? null,
    fileName: stored.fileName || null,
  });
  if (stored.directoryHandle) await cleanProjectSwapFiles(stored.directoryHandle).catch(() => []);
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

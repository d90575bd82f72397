/**
 * The origin-private file system (OPFS, docs/spec/data-layer-and-files.md §3 "Private-browser-storage files"): the
 * root through an injectable provider, the `documents` and `backups` folders, and text-file
 * helpers. Writes go through `createWritable()` (Chromium writes a `.crswap` copy and swaps it
 * in on close, so a file is never half-written) or, where a worker lacks it, a sync access handle.
 */
import { AppError } from '../../contract/errors';
import {
  recordWriteFailure,
  recordWriteSuccess,
  throwInjectedWriteFault,
} from '../../files/write-health';

/** Resolves the OPFS root; tests pass an in-memory one. */
export type OpfsRootProvider = () => Promise<FileSystemDirectoryHandle>;

/** The folders the app keeps in private storage. */
export type OpfsFolder = 'documents' | 'backups';

export const OPFS_FOLDERS: readonly OpfsFolder[] = ['documents', 'backups'];

/** A file of a folder as listed. */
export interface OpfsFileInfo {
  name: string;
  size: number;
  lastModified: number;
}

/** The suffix of Chromium's swap copies, left behind when a write is interrupted. */
export const SWAP_SUFFIX = '.crswap';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const isNotFound = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'NotFoundError';

/** The browser's OPFS root (`navigator.storage.getDirectory()`); "OPFS not available" without it. */
export const browserOpfsRoot: OpfsRootProvider = async () => {
  const storage = (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator
    ?.storage;
  if (typeof storage?.getDirectory !== 'function') throw new AppError('opfs_unavailable');
  return storage.getDirectory();
};

/** The root from `provider`; any failure (private mode, security error) is "OPFS not available". */
export async function openRoot(
  provider: OpfsRootProvider = browserOpfsRoot,
): Promise<FileSystemDirectoryHandle> {
  try {
    return await provider();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error('Opening private storage failed', error);
    throw new AppError('opfs_unavailable');
  }
}

/** One of the app's folders, created when missing (a failure has its own message per folder). */
export async function openFolder(
  root: FileSystemDirectoryHandle,
  folder: OpfsFolder,
): Promise<FileSystemDirectoryHandle> {
  try {
    return await root.getDirectoryHandle(folder, { create: true });
  } catch (error) {
    console.error(`Creating the ${folder} folder failed`, error);
    throw new AppError(folder === 'documents' ? 'documents_dir_failed' : 'backups_dir_failed');
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every task queued before it, so writes, rotation and clean-up in private
 * storage never interleave (a swap file is never removed under a running write).
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

async function writeWithStream(handle: FileSystemFileHandle, bytes: Uint8Array<ArrayBuffer>) {
  const writable = await handle.createWritable();
  try {
    await writable.write(bytes);
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
  await writable.close();
}

/** The part of a sync access handle used here (declared locally: the UI's DOM lib lacks it). */
interface SyncAccessHandle {
  truncate(size: number): void;
  write(buffer: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}
type SyncCapableFileHandle = FileSystemFileHandle & {
  createSyncAccessHandle?: () => Promise<SyncAccessHandle>;
};

function writeWithSyncHandle(access: SyncAccessHandle, bytes: Uint8Array): void {
  try {
    access.truncate(0);
    let at = 0;
    while (at < bytes.byteLength) {
      const written = access.write(bytes.subarray(at), { at });
      if (written <= 0) throw new Error('the file stopped accepting data');
      at += written;
    }
    access.flush();
  } finally {
    access.close();
  }
}

/**
 * Writes `text` to `dir/name`, replacing the file, and verifies the size read back. Atomic
 * with `createWritable()`; the sync-access-handle fallback (workers without it) is not.
 * Fails with "Failed to write {name} to private storage: {reason}".
 */
export async function writeTextFile(
  dir: FileSystemDirectoryHandle,
  name: string,
  text: string,
): Promise<OpfsFileInfo> {
  const bytes = new TextEncoder().encode(text);
  try {
    throwInjectedWriteFault();
    const handle: SyncCapableFileHandle = await dir.getFileHandle(name, { create: true });
    if (typeof handle.createWritable === 'function') await writeWithStream(handle, bytes);
    else if (typeof handle.createSyncAccessHandle === 'function') {
      writeWithSyncHandle(await handle.createSyncAccessHandle(), bytes);
    } else throw new Error('this browser cannot write files in private storage');
    const file = await handle.getFile();
    if (file.size !== bytes.byteLength) {
      throw new Error(`${file.size} of ${bytes.byteLength} bytes were written`);
    }
    recordWriteSuccess();
    return { name, size: file.size, lastModified: file.lastModified };
  } catch (error) {
    recordWriteFailure(name, error);
    throw new AppError('opfs_write_failed', { name, reason: messageOf(error) });
  }
}

async function fileOf(dir: FileSystemDirectoryHandle, name: string): Promise<File> {
  try {
    return await (await dir.getFileHandle(name)).getFile();
  } catch (error) {
    if (isNotFound(error) || (error as { name?: unknown })?.name === 'TypeMismatchError') {
      throw new AppError('opfs_file_not_found', { name });
    }
    throw error;
  }
}

/** The text of `dir/name`; "File {name} not found in private storage" when it is missing. */
export async function readTextFile(dir: FileSystemDirectoryHandle, name: string): Promise<string> {
  return (await fileOf(dir, name)).text();
}

/** The text of the first `bytes` bytes of `dir/name` (a cut character at the end is replaced). */
export async function readTextPrefix(
  dir: FileSystemDirectoryHandle,
  name: string,
  bytes: number,
): Promise<string> {
  return (await fileOf(dir, name)).slice(0, bytes).text();
}

/** Whether `dir` holds a file named `name`. */
export async function fileExists(dir: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    await dir.getFileHandle(name);
    return true;
  } catch (error) {
    if (isNotFound(error) || (error as { name?: unknown })?.name === 'TypeMismatchError') {
      return false;
    }
    throw error;
  }
}

/**
 * The files of `dir` (not sub-folders), newest first (ties by name, descending). Swap files are
 * left out unless `includeSwap`; a file that cannot be read (being written) is skipped.
 */
export async function listFiles(
  dir: FileSystemDirectoryHandle,
  options: { includeSwap?: boolean } = {},
): Promise<OpfsFileInfo[]> {
  const out: OpfsFileInfo[] = [];
  for await (const entry of dir.values()) {
    if (entry.kind !== 'file') continue;
    if (!options.includeSwap && entry.name.endsWith(SWAP_SUFFIX)) continue;
    try {
      const file = await entry.getFile();
      out.push({ name: entry.name, size: file.size, lastModified: file.lastModified });
    } catch (error) {
      console.error(`Reading ${entry.name} in private storage failed`, error);
    }
  }
  return out.sort(
    (a, b) => b.lastModified - a.lastModified || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0),
  );
}

/** Removes `dir/name`; false when there was no such entry. */
export async function removeFile(dir: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    await dir.removeEntry(name);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Removes every entry of `dir` (sub-folders with their content); returns how many. */
export async function clearFolder(dir: FileSystemDirectoryHandle): Promise<number> {
  const names: string[] = [];
  for await (const name of dir.keys()) names.push(name);
  let removed = 0;
  for (const name of names) {
    await dir.removeEntry(name, { recursive: true });
    removed += 1;
  }
  return removed;
}

/**
 * Deletes the `*.crswap` leftovers of interrupted writes in `dir`; a swap file still locked by
 * a running write elsewhere is left alone. Returns the names removed.
 */
export async function removeStaleSwapFiles(dir: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of dir.values()) {
    if (entry.kind === 'file' && entry.name.endsWith(SWAP_SUFFIX)) names.push(entry.name);
  }
  const removed: string[] = [];
  for (const name of names) {
    try {
      if (await removeFile(dir, name)) removed.push(name);
    } catch (error) {
      console.error(`Removing the swap file ${name} failed`, error);
    }
  }
  return removed;
}

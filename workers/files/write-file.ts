/**
 * Writing the book file in the worker: the writable stream replaces the file only on close (the
 * browser writes a swap copy first), then the file is read back and compared. Failures are told
 * apart so the toolbar can say why and what fixes it.
 */

import type { SaveFailureCode } from '../contract/book-file';
import type { HandlePermission } from '../contract/permission-status';
import { openWritable, saveFaults } from './faults';
import type { FileFingerprint } from './handle-store';

/** A failed write, with the reason the author is shown. */
export class FileWriteError extends Error {
  constructor(
    readonly code: SaveFailureCode,
    detail: string,
  ) {
    super(detail);
    this.name = 'FileWriteError';
  }
}

/** The failure code for what the browser threw. */
export function classifyWriteError(error: unknown): SaveFailureCode {
  if (error instanceof FileWriteError) return error.code;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError') return 'disk_full';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission_lost';
  if (name === 'NotFoundError') return 'file_missing';
  return 'storage_error';
}

type PermissionHandle = FileSystemHandle & {
  queryPermission?: (d: { mode: 'readwrite' }) => Promise<PermissionState>;
};

/** The handle's read-write permission (granted where the browser has no permission model). */
export async function writePermission(handle: FileSystemHandle): Promise<HandlePermission> {
  const injected = saveFaults().permission;
  if (injected) return injected;
  const query = (handle as PermissionHandle).queryPermission;
  if (typeof query !== 'function') return 'granted';
  try {
    return await query.call(handle, { mode: 'readwrite' });
  } catch {
    return 'denied';
  }
}

/** Writes `text` (atomically), reads it back, and returns the file's fingerprint. */
export async function writeAndVerify(
  handle: FileSystemFileHandle,
  text: string,
): Promise<FileFingerprint> {
  let writable: FileSystemWritableFileStream;
  try {
    writable = await openWritable(handle);
  } catch (error) {
    throw new FileWriteError(classifyWriteError(error), (error as Error).message ?? '');
  }
  try {
    await writable.write(text);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw new FileWriteError(classifyWriteError(error), (error as Error).message ?? '');
  }
  // The write landed (close succeeded): a failure from here on is of the read-back only, never
  // "moved or deleted" — the file is there, it could not be checked.
  let file: File;
  let readBack: string;
  try {
    file = await handle.getFile();
    readBack = await file.text();
  } catch (error) {
    throw new FileWriteError('readback_failed', (error as Error).message ?? '');
  }
  if (readBack !== text) {
    throw new FileWriteError('verify_failed', 'The file did not read back as written');
  }
  return { size: file.size, lastModified: file.lastModified };
}

/** The file's text and fingerprint, or null when it cannot be read (missing, no access). */
export async function readFile(
  handle: FileSystemFileHandle,
): Promise<{ text: string; fingerprint: FileFingerprint } | null> {
  try {
    const file = await handle.getFile();
    return {
      text: await file.text(),
      fingerprint: { size: file.size, lastModified: file.lastModified },
    };
  } catch {
    return null;
  }
}

/** The file's fingerprint without reading it, or null. */
export async function fingerprintOf(handle: FileSystemFileHandle): Promise<FileFingerprint | null> {
  try {
    const file = await handle.getFile();
    return { size: file.size, lastModified: file.lastModified };
  } catch {
    return null;
  }
}

/** Whether `name` is one of Chromium's swap copies of `fileName` (`x.json.crswap`, `x.json.1.crswap`…). */
export function isSwapCopyOf(name: string, fileName: string): boolean {
  if (!name.startsWith(`${fileName}.`) || !name.endsWith('.crswap')) return false;
  // `x.json.crswap` leaves "" between the dots; `x.json.1.crswap` leaves "1.".
  const middle = name.slice(fileName.length + 1, -'crswap'.length);
  return middle === '' || /^\d+\.$/.test(middle);
}

/**
 * Removes the swap copies of `fileName` that interrupted writes (a browser killed during a save)
 * left in `folder`: only the book file's own, after a write of it has landed, so none belongs to
 * a write still running here (saves run one at a time). A swap file still held by a write
 * elsewhere cannot be removed (the browser refuses) and stays. Returns the names removed.
 */
export async function removeSwapLeftovers(
  folder: FileSystemDirectoryHandle,
  fileName: string,
): Promise<string[]> {
  const removed: string[] = [];
  try {
    const names: string[] = [];
    for await (const entry of folder.values())
      if (entry.kind === 'file' && isSwapCopyOf(entry.name, fileName)) names.push(entry.name);
    for (const name of names) {
      try {
        await folder.removeEntry(name);
        removed.push(name);
      } catch {
        // In use by a running write, or already gone: left alone.
      }
    }
  } catch {
    // The folder could not be listed (access lost): nothing to clean now.
  }
  return removed;
}

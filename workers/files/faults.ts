/**
 * Fault injection for end-to-end tests: a full disk, a failing close, a slow disk, a dropped
 * permission or a failing database, at the real places they would surface. The app never sets these; the e2e
 * suite reaches them through the facade's `injectSaveFaults`.
 */
import type { SaveFaults } from '../contract/book-file';
import { setDatabaseWriteFault } from '../db/write-faults';
import { setPrivateWriteFault } from './write-health';

let faults: SaveFaults = {};

/** How long each write waits under the 'slow' fault. */
const SLOW_WRITE_MS = 250;

export function setSaveFaults(next: SaveFaults): void {
  faults = { ...faults, ...next };
  setDatabaseWriteFault(Boolean(faults.databaseWrite));
  setPrivateWriteFault(faults.privateWrite ?? null);
}

export const saveFaults = (): Readonly<SaveFaults> => faults;

/** A writable that fails where the injected fault says (or the real one when none is set). */
export async function openWritable(
  handle: FileSystemFileHandle,
): Promise<FileSystemWritableFileStream> {
  const fault = faults.fileWrite;
  if (fault === 'permission') {
    throw new DOMException('Injected fault: permission lost', 'NotAllowedError');
  }
  const writable = await handle.createWritable();
  if (fault === 'disk-full') {
    return Object.assign(Object.create(writable) as FileSystemWritableFileStream, {
      write: () =>
        Promise.reject(new DOMException('Injected fault: the disk is full', 'QuotaExceededError')),
      abort: () => writable.abort(),
    });
  }
  if (fault === 'close') {
    return Object.assign(Object.create(writable) as FileSystemWritableFileStream, {
      write: (data: FileSystemWriteChunkType) => writable.write(data),
      close: () =>
        Promise.reject(new DOMException('Injected fault: close failed', 'InvalidStateError')),
      abort: () => writable.abort(),
    });
  }
  if (fault === 'slow') {
    return Object.assign(Object.create(writable) as FileSystemWritableFileStream, {
      write: async (data: FileSystemWriteChunkType) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_WRITE_MS));
        return writable.write(data);
      },
      close: () => writable.close(),
      abort: () => writable.abort(),
    });
  }
  return writable;
}

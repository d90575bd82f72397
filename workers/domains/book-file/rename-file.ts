/**
 * Renaming the book file after its title changed (issue 24, item 5): only when the author
 * accepted the offer, with the browser's `FileSystemFileHandle.move()`, and never over another
 * file — the project folder is checked first, and without the folder there is no rename.
 */
import type { RenameOutcome } from '../../contract/book-file';
import { classifyWriteError, fingerprintOf } from '../../files/write-file';
import type { BookFileBinding } from './binding';
import { sameFingerprint } from './save-guard';

type MovableHandle = FileSystemFileHandle & { move?: (name: string) => Promise<void> };
type ResolvingFolder = FileSystemDirectoryHandle & {
  resolve?: (handle: FileSystemHandle) => Promise<string[] | null>;
};

/** Whether an entry (a file or a folder) called `name` is in `folder`. */
async function nameTaken(folder: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  for (const get of [
    () => folder.getFileHandle(name),
    () => folder.getDirectoryHandle(name),
  ] as const) {
    try {
      await get();
      return true;
    } catch (error) {
      const code = (error as { name?: string } | null)?.name;
      // TypeMismatchError: an entry of the other kind has that name.
      if (code === 'TypeMismatchError') return true;
      if (code !== 'NotFoundError') throw error;
    }
  }
  return false;
}

/** Renames the bound book file to `fileName` in its folder and keeps the binding in step. */
export async function renameBookFile(
  binding: BookFileBinding,
  fileName: string,
): Promise<RenameOutcome> {
  const b = await binding.current();
  const handle = b?.fileHandle as MovableHandle | undefined;
  if (!b || !handle) return { kind: 'no-file' };
  if (handle.name === fileName) return { kind: 'renamed', fileName };
  if (typeof handle.move !== 'function') return { kind: 'unsupported' };
  const folder = b.directoryHandle as ResolvingFolder | undefined;
  const path = folder && typeof folder.resolve === 'function' ? await folder.resolve(handle) : null;
  // The file must sit directly in the folder whose names were checked.
  if (!folder || path?.length !== 1) return { kind: 'no-folder' };
  // A file changed since this app wrote it stays "changed", so the next save still asks.
  const untouched = sameFingerprint(b.lastWrite, await fingerprintOf(handle));
  let moved: FileSystemFileHandle;
  try {
    if (await nameTaken(folder, fileName)) return { kind: 'taken', fileName };
    await handle.move(fileName);
    moved = handle.name === fileName ? handle : await folder.getFileHandle(fileName);
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'NotSupportedError') return { kind: 'unsupported' };
    if (name === 'InvalidModificationError') return { kind: 'taken', fileName };
    return { kind: 'failed', code: classifyWriteError(error), detail: (error as Error).message };
  }
  const renamed = moved.name;
  const lastWrite = untouched ? ((await fingerprintOf(moved)) ?? b.lastWrite) : b.lastWrite;
  await binding.remember({
    ...b,
    fileHandle: moved,
    fileName: renamed,
    ...(lastWrite ? { lastWrite } : {}),
    ...(b.lastSave
      ? { lastSave: b.lastSave.target === 'file' ? { ...b.lastSave, name: renamed } : b.lastSave }
      : {}),
  });
  return { kind: 'renamed', fileName: renamed };
}

/**
 * Open: choose a book file (open picker, or a file input where the browser has none), import
 * it in the worker with progress, and report the outcome. The worker stages the import and
 * switches only on success, so a rejected file leaves the open book exactly as it was; it keeps
 * a snapshot of the replaced book, and the file binding goes with it (the opened file, when the
 * picker gave a handle, becomes the new book's file).
 */
import { proxy } from 'comlink';
import type { ImportProgress, ImportReport } from '../../../workers/contract/import';
import {
  canPickOpenFile,
  isAbortError,
  pickFileWithInput,
  pickOpenFile,
} from '../../platform/file-system';
import { workerApi } from '../../worker-client/client';

export type OpenResult =
  | { kind: 'imported'; report: ImportReport; fileName: string }
  | { kind: 'cancelled' }
  | {
      kind: 'rejected';
      message: string;
      code: string;
      params?: Record<string, string | number>;
    }
  | { kind: 'start-failed'; reason: string };

export async function chooseBookFile(): Promise<{
  file: File;
  handle: FileSystemFileHandle | null;
} | null> {
  if (canPickOpenFile()) {
    try {
      const handle = await pickOpenFile();
      return { file: await handle.getFile(), handle };
    } catch (error) {
      if (isAbortError(error)) return null;
      throw error;
    }
  }
  const file = await pickFileWithInput();
  return file ? { file, handle: null } : null;
}

export async function importBookFile(
  file: File,
  handle: FileSystemFileHandle | null,
  onProgress: (p: ImportProgress) => void,
): Promise<OpenResult> {
  const isJson = /json/i.test(file.type) || /\.json$/i.test(file.name);
  if (!isJson)
    return { kind: 'rejected', message: 'File must be a JSON file', code: 'not_json_file' };
  // The File goes to the worker as is (no copy of its text on this thread); it reads it there.
  const result = await workerApi().importBook(file, { clear: true }, proxy(onProgress));
  if (!result.success) {
    return {
      kind: 'rejected',
      message: result.error.message,
      code: result.error.code,
      ...(result.error.params ? { params: result.error.params } : {}),
    };
  }
  if (handle) {
    const bound = await workerApi().bindBookFile(handle);
    if (!bound.success) console.error('Could not bind the opened file', bound.error);
  }
  return { kind: 'imported', report: result.data, fileName: file.name };
}

export async function openBook(onProgress: (p: ImportProgress) => void): Promise<OpenResult> {
  let chosen: Awaited<ReturnType<typeof chooseBookFile>>;
  try {
    chosen = await chooseBookFile();
  } catch (error) {
    return { kind: 'start-failed', reason: (error as Error).message };
  }
  if (!chosen) return { kind: 'cancelled' };
  return importBookFile(chosen.file, chosen.handle, onProgress);
}

/**
 * Create Book (new-book dialog, step 1): asks for a project folder, and the worker saves the
 * book JSON there (asking first if a file of that name holds something else) and creates the
 * images, videos and audio subfolders. Without the folder picker it saves through the save
 * picker or as a download.
 */
import { suggestedSaveName } from '../../../workers/contract/file-names';
import {
  canPickDirectory,
  canPickSaveFile,
  ensureWritePermission,
  isAbortError,
  pickDirectory,
} from '../../platform/file-system';
import { unwrap, workerApi } from '../../worker-client/client';
import { downloadBook, type SaveOptions, saveBook, saveWithQuestions } from './save-book';

export type CreateResult =
  | { success: true; method: 'file-system' | 'download'; fileName: string }
  | {
      success: false;
      reason: 'folder-cancelled' | 'folder-failed' | 'save-cancelled' | 'save-failed' | 'kept';
      detail?: string;
    };

export async function createBookInProjectFolder(
  options: Pick<SaveOptions, 'resolveConflict'>,
): Promise<CreateResult> {
  if (!canPickDirectory()) {
    const result = canPickSaveFile()
      ? await saveBook({ saveAs: true, ...options })
      : await downloadBook();
    if (result.kind === 'file')
      return { success: true, method: 'file-system', fileName: result.fileName };
    if (result.kind === 'download')
      return { success: true, method: 'download', fileName: result.fileName };
    if (result.kind === 'cancelled') return { success: false, reason: 'save-cancelled' };
    if (result.kind === 'kept-existing') return { success: false, reason: 'kept' };
    return { success: false, reason: 'save-failed', detail: result.reason };
  }

  let directory: FileSystemDirectoryHandle;
  try {
    directory = await pickDirectory();
  } catch (error) {
    if (isAbortError(error)) return { success: false, reason: 'folder-cancelled' };
    return { success: false, reason: 'folder-failed', detail: (error as Error).message };
  }
  if (!(await ensureWritePermission(directory).catch(() => false))) {
    return { success: false, reason: 'folder-failed', detail: 'permission_lost' };
  }
  const title = unwrap(await workerApi().getFrontmatter()).title;
  const result = await saveWithQuestions(
    { to: 'folder', directoryHandle: directory, fileName: suggestedSaveName(title) },
    options,
  );
  if (result.kind === 'file')
    return { success: true, method: 'file-system', fileName: result.fileName };
  if (result.kind === 'cancelled') return { success: false, reason: 'save-cancelled' };
  if (result.kind === 'kept-existing') return { success: false, reason: 'kept' };
  return {
    success: false,
    reason: 'save-failed',
    detail: result.kind === 'failed' ? result.reason : '',
  };
}

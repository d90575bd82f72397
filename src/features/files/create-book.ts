/**
 * Create Book (new-book dialog, step 1): asks for a project folder when none is set, saves the
 * book JSON there, creates the images, videos and audio subfolders. Without the folder picker
 * it saves through the save picker or as a download.
 */
import { PROJECT_SUBFOLDERS } from '../../../workers/contract/constants';
import { suggestedSaveName } from '../../../workers/contract/file-names';
import { unwrap, workerApi } from '../../worker-client/client';
import { currentFile, setCurrentFile } from './current-file';
import {
  canPickDirectory,
  canPickSaveFile,
  downloadText,
  ensureWritePermission,
  isAbortError,
  pickDirectory,
  writeAndVerify,
} from './file-system';
import { saveBook } from './save-book';

export type CreateResult =
  | { success: true; method: 'file-system' | 'download' }
  | {
      success: false;
      reason: 'folder-cancelled' | 'folder-failed' | 'save-cancelled' | 'save-failed';
      detail?: string;
    };

export async function createBookInProjectFolder(): Promise<CreateResult> {
  if (!canPickDirectory()) {
    if (canPickSaveFile()) {
      const result = await saveBook({ saveAs: true });
      if (result.kind === 'file') return { success: true, method: 'file-system' };
      if (result.kind === 'download') return { success: true, method: 'download' };
      if (result.kind === 'cancelled') return { success: false, reason: 'save-cancelled' };
      return {
        success: false,
        reason: 'save-failed',
        detail: result.kind === 'failed' ? result.reason : '',
      };
    }
    const [exported, fm] = await Promise.all([
      workerApi().exportDatabase(),
      workerApi().getFrontmatter(),
    ]);
    const { json } = unwrap(exported);
    downloadText(suggestedSaveName(unwrap(fm).title), json);
    unwrap(await workerApi().markSaved());
    return { success: true, method: 'download' };
  }

  let directory = currentFile().directoryHandle;
  if (!directory) {
    try {
      directory = await pickDirectory();
    } catch (error) {
      if (isAbortError(error)) return { success: false, reason: 'folder-cancelled' };
      return { success: false, reason: 'folder-failed', detail: (error as Error).message };
    }
  }
  try {
    if (!(await ensureWritePermission(directory))) {
      return { success: false, reason: 'folder-failed', detail: 'permission-denied' };
    }
    const [exported, fm] = await Promise.all([
      workerApi().exportDatabase(),
      workerApi().getFrontmatter(),
    ]);
    const { json } = unwrap(exported);
    const title = unwrap(fm).title;
    const fileHandle = await directory.getFileHandle(suggestedSaveName(title), { create: true });
    await writeAndVerify(fileHandle, json);
    for (const folder of PROJECT_SUBFOLDERS)
      await directory.getDirectoryHandle(folder, { create: true });
    setCurrentFile({ fileHandle, directoryHandle: directory, fileName: fileHandle.name });
    unwrap(await workerApi().markSaved());
    await workerApi().keepSnapshot(json, title);
    return { success: true, method: 'file-system' };
  } catch (error) {
    return { success: false, reason: 'save-failed', detail: (error as Error).message };
  }
}

/**
 * Save and Save as: the book's export JSON (built in the worker) written to the chosen file
 * with the File System Access API, or offered as a download. Every write is read back; an
 * empty book never silently replaces a non-empty file; a snapshot is kept in OPFS.
 */
import { suggestedSaveName } from '../../../workers/contract/file-names';
import { unwrap, workerApi } from '../../worker-client/client';
import { currentFile, setCurrentFile } from './current-file';
import {
  canPickSaveFile,
  downloadText,
  ensureWritePermission,
  isAbortError,
  pickSaveFile,
  writeAndVerify,
} from './file-system';
import { rememberProject } from './remember-project';

export type SaveResult =
  | { kind: 'file'; fileName: string }
  | { kind: 'download'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'kept-existing' }
  | { kind: 'failed'; reason: string };

export interface SaveOptions {
  saveAs?: boolean;
  /** Asked before an empty book replaces a file that holds a book with words in it. */
  confirmReplaceWithEmpty?: () => Promise<boolean>;
}

/** A rough but safe test: does this export text hold any written words? */
export function exportHasWords(json: string): boolean {
  return /"words":\s*[1-9]/.test(json);
}

async function exportBook(): Promise<{ json: string; title: string }> {
  const [exported, fm] = await Promise.all([
    workerApi().exportDatabase(),
    workerApi().getFrontmatter(),
  ]);
  return { json: unwrap(exported).json, title: unwrap(fm).title };
}

async function afterSave(json: string, title: string): Promise<void> {
  unwrap(await workerApi().markSaved());
  const snapshot = await workerApi().keepSnapshot(json, title);
  if (!snapshot.success)
    console.warn('Could not keep a snapshot in private storage', snapshot.error);
}

export async function saveBook(options: SaveOptions = {}): Promise<SaveResult> {
  let json: string;
  let title: string;
  try {
    ({ json, title } = await exportBook());
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message };
  }
  const suggested = suggestedSaveName(title);

  if (!canPickSaveFile()) {
    downloadText(suggested, json);
    await afterSave(json, title);
    return { kind: 'download', fileName: suggested };
  }

  let handle = options.saveAs ? null : currentFile().fileHandle;
  if (!handle) {
    try {
      handle = await pickSaveFile(suggested);
    } catch (error) {
      if (isAbortError(error)) return { kind: 'cancelled' };
      // The picker failed for another reason: fall back to a download.
      console.warn('The save picker failed; offering a download instead', error);
      downloadText(suggested, json);
      await afterSave(json, title);
      return { kind: 'download', fileName: suggested };
    }
  }

  try {
    if (!(await ensureWritePermission(handle))) {
      return { kind: 'failed', reason: 'permission-denied' };
    }
    if (!exportHasWords(json) && options.confirmReplaceWithEmpty) {
      const existing = await handle.getFile().catch(() => null);
      if (existing && existing.size > 0 && exportHasWords(await existing.text())) {
        if (!(await options.confirmReplaceWithEmpty())) return { kind: 'kept-existing' };
      }
    }
    await writeAndVerify(handle, json);
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message };
  }
  setCurrentFile({ fileHandle: handle, fileName: handle.name });
  await rememberProject();
  await afterSave(json, title);
  return { kind: 'file', fileName: handle.name };
}

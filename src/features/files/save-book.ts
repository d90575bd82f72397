/**
 * Save, Save as and Create Book on the main thread: only what needs the author's click happens
 * here (the pickers, the permission prompt, the question when a file holds another book); the
 * worker builds the book and writes it (domains/book-file). Without the File System Access API
 * the book is offered as a download.
 */
import type { ConflictChoice, SaveOutcome, SaveTarget } from '../../../workers/contract/book-file';
import { suggestedSaveName } from '../../../workers/contract/file-names';
import {
  canPickSaveFile,
  downloadBlob,
  ensureWritePermission,
  isAbortError,
  pickSaveFile,
} from '../../platform/file-system';
import { whenContentStored } from '../../session/content-saver';
import { unwrap, workerApi } from '../../worker-client/client';

export type SaveResult =
  | { kind: 'file'; fileName: string; at: string }
  | { kind: 'download'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'kept-existing' }
  | { kind: 'failed'; reason: string; code?: string; fileName?: string };

/** What the author chose when the file holds another book, more words, or no book. */
export type ConflictAnswer = 'replace' | 'keep-both' | 'elsewhere' | 'cancel';

export interface SaveOptions {
  saveAs?: boolean;
  /** Asks the author what to do about a conflict (see ConflictAnswer). */
  resolveConflict: (
    conflict: Extract<SaveOutcome, { kind: 'conflict' }>,
  ) => Promise<ConflictAnswer>;
}

const bookTitle = async () => unwrap(await workerApi().getFrontmatter()).title;

/** Offers the book as a download (the worker's Blob; the text never becomes a string here). */
export async function downloadBook(): Promise<SaveResult> {
  await whenContentStored();
  const fileName = suggestedSaveName(await bookTitle());
  downloadBlob(fileName, unwrap(await workerApi().bookFileBlob()));
  unwrap(await workerApi().markDownloaded(fileName));
  return { kind: 'download', fileName };
}

function toResult(outcome: SaveOutcome): SaveResult {
  if (outcome.kind === 'saved' && outcome.target === 'file')
    return { kind: 'file', fileName: outcome.fileName, at: outcome.at };
  if (outcome.kind === 'failed')
    return { kind: 'failed', reason: outcome.code, code: outcome.code, fileName: outcome.fileName };
  return { kind: 'failed', reason: 'storage_error' };
}

/**
 * Saves to `target`, and while the file holds something the author should decide about, asks:
 * replace it (the worker snapshots it first), keep both (a new name beside it), or choose
 * another place.
 */
export async function saveWithQuestions(
  target: SaveTarget,
  options: Pick<SaveOptions, 'resolveConflict'>,
): Promise<SaveResult> {
  await whenContentStored(); // the last keystrokes go into the file too
  let next = target;
  let choice: ConflictChoice | undefined;
  for (;;) {
    const outcome = unwrap(await workerApi().saveBookFile(next, choice));
    if (outcome.kind !== 'conflict') return toResult(outcome);
    const answer = await options.resolveConflict(outcome);
    choice = undefined;
    if (answer === 'cancel') return { kind: 'kept-existing' };
    if (answer === 'replace') {
      choice = 'replace';
    } else if (answer === 'keep-both' && next.to === 'folder') {
      const free = unwrap(await workerApi().freeFileName(next.directoryHandle, next.fileName));
      next = { ...next, fileName: free };
    } else {
      // keep both without a folder, or another place: the save picker, with a new name.
      const name =
        answer === 'keep-both'
          ? outcome.fileName.replace(/(\.json)?$/i, '-2.json')
          : suggestedSaveName(await bookTitle());
      try {
        const fileHandle = await pickSaveFile(name);
        if (!(await ensureWritePermission(fileHandle)))
          return { kind: 'failed', reason: 'permission_lost' };
        next = { to: 'file', fileHandle };
      } catch (error) {
        if (isAbortError(error)) return { kind: 'cancelled' };
        return { kind: 'failed', reason: (error as Error).message };
      }
    }
  }
}

/** File → Save file (the bound file, else a new one) and File → Save file as. */
export async function saveBook(options: SaveOptions): Promise<SaveResult> {
  if (!canPickSaveFile()) return downloadBook();
  const state = unwrap(await workerApi().bookFileState());
  if (!options.saveAs && state.fileHandle) {
    // The menu click lets the browser ask for access when it was lost.
    if (!(await ensureWritePermission(state.fileHandle).catch(() => false)))
      return { kind: 'failed', reason: 'permission_lost', code: 'permission_lost' };
    return saveWithQuestions({ to: 'bound' }, options);
  }
  let fileHandle: FileSystemFileHandle;
  try {
    fileHandle = await pickSaveFile(suggestedSaveName(await bookTitle()));
  } catch (error) {
    if (isAbortError(error)) return { kind: 'cancelled' };
    // The picker failed for another reason: fall back to a download.
    console.warn('The save picker failed; offering a download instead', error);
    return downloadBook();
  }
  if (!(await ensureWritePermission(fileHandle).catch(() => false)))
    return { kind: 'failed', reason: 'permission_lost', code: 'permission_lost' };
  return saveWithQuestions({ to: 'file', fileHandle }, options);
}

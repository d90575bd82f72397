/**
 * Writing the book: to a file through the overwrite guard (save-guard.ts), read back and
 * fingerprinted, with the snapshot rules of docs/spec/design.md §3 (every save keeps one; auto-save at most
 * one every ten minutes; whatever a save replaces is kept first); or to private storage.
 */
import type {
  AutosaveHeader,
  BookSummary,
  ConflictChoice,
  SaveOutcome,
} from '../../contract/book-file';
import type { DocumentRecord } from '../../contract/records';
import { withHeader } from '../../files/autosave-header';
import type { BookJson } from '../../files/book-json';
import type { ProjectHandles } from '../../files/handle-store';
import {
  classifyWriteError,
  fingerprintOf,
  readFile,
  removeSwapLeftovers,
  writeAndVerify,
} from '../../files/write-file';
import type { BookFileBinding } from './binding';
import { judgeExistingFile, sameFingerprint } from './save-guard';

/** Auto-saves keep a snapshot at most this often; every other save keeps one each time. */
export const AUTOSAVE_SNAPSHOT_EVERY_MS = 10 * 60_000;

/** What the save needs of the open book, the documents and private storage (api.ts wires them). */
export interface BookWriterDeps {
  /** The open book's file text (files/book-json.ts). */
  bookJson: BookJson;
  /** The open book's title and words, as its file would say (files/book-summary.ts). */
  summary(): Promise<Omit<BookSummary, 'documentId'>>;
  documents: {
    getCurrentDocument(): Promise<DocumentRecord>;
    getFrontmatter(): Promise<{ title: string; author: string }>;
    markSaved(at?: string): Promise<DocumentRecord>;
  };
  storage: {
    keepSnapshot(json: string, title?: string | null): Promise<string>;
    saveDocumentToOpfs(input: {
      title: string;
      documentId: string;
      data: unknown;
    }): Promise<{ path: string }>;
  };
  binding: BookFileBinding;
}

export interface WriteOptions {
  choice?: ConflictChoice;
  autosave: boolean;
  header?: AutosaveHeader;
}

/** `folder` when the file is directly in it (Save file as into the project folder), else undefined. */
async function folderHolding(
  folder: FileSystemDirectoryHandle | undefined,
  file: FileSystemFileHandle,
): Promise<FileSystemDirectoryHandle | undefined> {
  if (!folder || typeof folder.resolve !== 'function') return undefined;
  const path = await folder.resolve(file).catch(() => null);
  return path?.length === 1 ? folder : undefined;
}

export function createBookWriter(deps: BookWriterDeps) {
  const { bookJson, documents, storage, binding } = deps;
  let lastAutosaveSnapshot = 0;
  const documentId = async () => (await documents.getCurrentDocument()).uuid;

  /** The book file's text; `carryPictures` when no project folder goes with the file. */
  async function exportText(header?: AutosaveHeader, carryPictures = false) {
    const json = await bookJson({ carryPictures });
    return { json, text: header ? withHeader(json, header) : json };
  }

  /** Keeps the book's export as a snapshot (auto-saves at most every ten minutes). */
  async function keepSnapshot(json: string, title: string, autosave: boolean): Promise<void> {
    const now = Date.now();
    if (autosave && now - lastAutosaveSnapshot < AUTOSAVE_SNAPSHOT_EVERY_MS) return;
    try {
      await storage.keepSnapshot(json, title);
      if (autosave) lastAutosaveSnapshot = now;
    } catch (error) {
      console.error('Could not keep a snapshot in private storage', error);
    }
  }

  /** Keeps what a replaced file held, so the Backups screen can bring it back. */
  async function keepReplaced(text: string, existing: BookSummary, fileName: string) {
    const wrapped = JSON.stringify({ replacedFile: fileName, text });
    const json = text.trimStart().startsWith('{') ? text.slice(text.indexOf('{')) : wrapped;
    try {
      await storage.keepSnapshot(json, existing.title || fileName);
    } catch {
      // A text that is not a JSON object is kept as a string inside one.
      await storage.keepSnapshot(wrapped, fileName);
    }
  }

  /**
   * Writes the book to `fileHandle`. A file this app last wrote for this book is replaced; any
   * other is read first, and one that holds another book, more words or no book is only
   * replaced when the author chose to (its content is kept first). The caller has checked the
   * permission (auto-save never prompts).
   */
  async function writeBook(
    fileHandle: FileSystemFileHandle,
    directoryHandle: FileSystemDirectoryHandle | undefined,
    options: WriteOptions,
  ): Promise<SaveOutcome> {
    const id = await documentId();
    const bound = await binding.current();
    const fileName = fileHandle.name;
    const isBoundFile = Boolean(
      bound?.fileHandle && (await bound.fileHandle.isSameEntry(fileHandle)),
    );
    // The project folder that goes with the file: the one chosen with it, the bound file's, or
    // the bound folder when the file is saved (as) into it. Without one the file carries the
    // pictures of the project folder inside it, so they travel wherever it goes.
    const folder =
      directoryHandle ??
      (isBoundFile
        ? bound?.directoryHandle
        : await folderHolding(bound?.directoryHandle, fileHandle));
    const { json, text } = await exportText(options.header, !folder);
    const untouched =
      isBoundFile && sameFingerprint(bound?.lastWrite, await fingerprintOf(fileHandle));
    const existing = untouched ? null : await readFile(fileHandle);
    if (existing) {
      const current: BookSummary = { documentId: id, ...(await deps.summary()) };
      const verdict = judgeExistingFile(existing.text, current);
      if (verdict.kind === 'conflict' && options.choice !== 'replace') {
        const { reason, existing: held } = verdict;
        return { kind: 'conflict', reason, fileName, existing: held, current };
      }
      if (verdict.kind === 'conflict' || (verdict.kind === 'same-book' && !isBoundFile))
        await keepReplaced(verdict.existingText, verdict.existing, fileName);
    }
    let lastWrite: ProjectHandles['lastWrite'];
    try {
      lastWrite = await writeAndVerify(fileHandle, text);
    } catch (error) {
      const code = classifyWriteError(error);
      return { kind: 'failed', code, fileName, detail: (error as Error).message ?? '' };
    }
    const at = new Date().toISOString();
    // Swap copies of earlier saves cut off by a killed browser (issue 23, item 11).
    if (folder) await removeSwapLeftovers(folder, fileName);
    await binding.remember({
      ...(folder ? { directoryHandle: folder } : {}),
      fileHandle,
      fileName,
      documentId: id,
      lastWrite,
      lastSave: { target: 'file', name: fileName, at },
    });
    await documents.markSaved(at);
    await keepSnapshot(json, (await documents.getFrontmatter()).title, options.autosave);
    return { kind: 'saved', target: 'file', fileName, at };
  }

  /** Writes the auto-save form to private storage (`documents/`) and records it. */
  async function writePrivateCopy(header: AutosaveHeader): Promise<{ path: string; at: string }> {
    const { text } = await exportText(header);
    const saved = await storage.saveDocumentToOpfs({
      title: header.title,
      documentId: await documentId(),
      data: JSON.parse(text) as unknown,
    });
    const at = new Date().toISOString();
    await binding.recordSave({ target: 'opfs', name: saved.path, at });
    return { path: saved.path, at };
  }

  /** Snapshots the open book before it is replaced, when it holds any words. */
  async function snapshotBeforeReplacing(): Promise<void> {
    const { title, words } = await deps.summary();
    if (words > 0) await keepSnapshot(await bookJson(), title, false);
  }

  return { writeBook, writePrivateCopy, snapshotBeforeReplacing };
}

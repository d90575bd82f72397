/**
 * The one save path (issue 11, docs/spec/design.md §6.1–6.2), as the facade offers it: the worker builds the
 * book file and writes it — to the file bound to the open book, to a file or folder the author
 * just chose, or to private storage — through the overwrite guard (book-writer.ts). Saves run one
 * at a time. New book, Open and a restore drop the binding (binding.ts), so auto-save can never
 * write into another book's file.
 */
import type {
  AutosaveHeader,
  BookFileState,
  ConflictChoice,
  RenameOutcome,
  SaveFaults,
  SaveFileProblem,
  SaveOutcome,
  SaveTarget,
} from '../../contract/book-file';
import { PROJECT_SUBFOLDERS } from '../../contract/constants';
import type {
  ImportBookFile,
  ImportProgress,
  ImportReport,
  RestoreReport,
} from '../../contract/import';
import { computePermissionStatus, type PermissionStatus } from '../../contract/permission-status';
import type { DocumentRecord } from '../../contract/records';
import { setSaveFaults } from '../../files/faults';
import {
  classifyWriteError,
  FileWriteError,
  readFile,
  writePermission,
} from '../../files/write-file';
import { type BindingStore, BookFileBinding, indexedDbBindingStore } from './binding';
import { type BookWriterDeps, createBookWriter } from './book-writer';
import { fileBehindBook } from './file-behind';
import { renameBookFile } from './rename-file';
import { judgeExistingFile } from './save-guard';

export type { BindingStore } from './binding';

/**
 * What the book file needs of the rest of the worker, passed in by api.ts: the open book's file
 * text and summary, the documents, private storage's snapshots, and the three ways a book is
 * replaced (new book, open, restore).
 */
export interface BookFileDeps extends Omit<BookWriterDeps, 'binding' | 'storage'> {
  storage: BookWriterDeps['storage'] & {
    restoreSnapshot(
      name: string,
      onProgress?: (progress: ImportProgress) => unknown,
    ): Promise<RestoreReport>;
  };
  newBook(): Promise<DocumentRecord>;
  importBook: ImportBookFile;
  /** After an Open (the pictures the file brought are remembered). */
  afterImport?: (report: ImportReport) => Promise<void>;
}

export function createBookFileHandlers(
  deps: BookFileDeps,
  store: BindingStore = indexedDbBindingStore,
) {
  const { bookJson, documents, storage } = deps;
  const documentId = async () => (await documents.getCurrentDocument()).uuid;
  const binding = new BookFileBinding(documentId, store);
  const writer = createBookWriter({ ...deps, binding });

  /** The spec's auto-save header (docs/spec/design.md §2.6): the book's title, author, now. */
  async function autosaveHeader(): Promise<AutosaveHeader> {
    const { title, author } = await documents.getFrontmatter();
    return { title: title ?? '', author: author ?? '', date: new Date().toISOString() };
  }
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs saves one after another, never interleaved. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const withChoice = (choice: ConflictChoice | undefined) => ({
    autosave: false,
    ...(choice ? { choice } : {}),
  });

  /** Save, Save as and Create Book (see saveBookFile). */
  async function saveTo(target: SaveTarget, choice?: ConflictChoice): Promise<SaveOutcome> {
    if (target.to === 'bound') {
      const b = await binding.current();
      if (!b?.fileHandle) return { kind: 'failed', code: 'file_missing', fileName: '', detail: '' };
      if ((await writePermission(b.fileHandle)) !== 'granted') {
        const fileName = b.fileHandle.name;
        return { kind: 'failed', code: 'permission_lost', fileName, detail: '' };
      }
      return writer.writeBook(b.fileHandle, b.directoryHandle, withChoice(choice));
    }
    if (target.to === 'file')
      return writer.writeBook(target.fileHandle, undefined, withChoice(choice));
    const { directoryHandle, fileName } = target;
    let fileHandle: FileSystemFileHandle;
    try {
      fileHandle = await directoryHandle.getFileHandle(fileName, { create: true });
    } catch (error) {
      const code = classifyWriteError(error);
      return { kind: 'failed', code, fileName, detail: (error as Error).message ?? '' };
    }
    const outcome = await writer.writeBook(fileHandle, directoryHandle, withChoice(choice));
    if (outcome.kind === 'saved') {
      for (const folder of PROJECT_SUBFOLDERS)
        await directoryHandle.getDirectoryHandle(folder, { create: true });
    }
    return outcome;
  }

  /**
   * Auto-save: the bound file when access is granted (never prompting), else — or when that
   * write fails or would replace another book — private storage, saying why.
   */
  function autosaveBook(): Promise<SaveOutcome> {
    return serial(async () => {
      const header = await autosaveHeader();
      if (!header.title.trim()) return { kind: 'skipped', why: 'no-title' };
      const b = await binding.current();
      let fileProblem: SaveFileProblem | undefined;
      if (b?.fileHandle) {
        const fileName = b.fileHandle.name;
        const permission = await writePermission(b.fileHandle);
        if (permission === 'granted') {
          const outcome = await writer.writeBook(b.fileHandle, b.directoryHandle, {
            autosave: true,
            header,
          });
          if (outcome.kind === 'saved') return outcome;
          if (outcome.kind === 'conflict')
            fileProblem = { kind: 'conflict', reason: outcome.reason, fileName };
          else if (outcome.kind === 'failed')
            fileProblem = { kind: 'failed', code: outcome.code, fileName, detail: outcome.detail };
        } else {
          const state = permission === 'denied' ? 'denied' : 'prompt';
          fileProblem = { kind: 'permission', state, fileName };
        }
      }
      const saved = await writer.writePrivateCopy(header);
      return { kind: 'saved', target: 'opfs', ...saved, ...(fileProblem ? { fileProblem } : {}) };
    });
  }

  /**
   * Binds a file the author chose to the open book (after Open, or reselecting the file when
   * access was lost). A file that holds another book is refused: nothing is bound.
   */
  async function bindBookFile(
    fileHandle: FileSystemFileHandle,
    directoryHandle?: FileSystemDirectoryHandle,
  ): Promise<{ bound: boolean; state: BookFileState }> {
    const id = await documentId();
    const existing = await readFile(fileHandle);
    const anyLength = { documentId: id, title: '', words: Number.MAX_SAFE_INTEGER };
    if (!existing || judgeExistingFile(existing.text, anyLength).kind === 'conflict')
      return { bound: false, state: await binding.state() };
    binding.grantedThisVisit = true;
    const previous = await binding.current();
    await binding.remember({
      ...(directoryHandle ? { directoryHandle } : {}),
      fileHandle,
      fileName: fileHandle.name,
      documentId: id,
      lastWrite: existing.fingerprint,
      ...(previous?.lastSave ? { lastSave: previous.lastSave } : {}),
    });
    return { bound: true, state: await binding.state() };
  }

  /** Drops the binding (the open book was replaced). */
  const unbind = () => binding.remember(null);

  return {
    /** The open book's file, folder and last save. */
    bookFileState: () => binding.state(),

    /** The read-write permission of the bound file and folder ('unknown' without a file). */
    async bookFilePermission(): Promise<PermissionStatus> {
      const b = await binding.current();
      const query = (h: FileSystemHandle | undefined) => (h ? writePermission(h) : undefined);
      const [folder, file] = await Promise.all([query(b?.directoryHandle), query(b?.fileHandle)]);
      const status = computePermissionStatus({ hasStoredProject: Boolean(b), folder, file });
      if (status === 'granted') binding.grantedThisVisit = true;
      return status;
    },

    /**
     * Save, Save as and Create Book: writes the book to the bound file, a chosen file, or a new
     * file in a chosen folder (which also gets the images, videos and audio subfolders).
     */
    saveBookFile: (target: SaveTarget, choice?: ConflictChoice): Promise<SaveOutcome> =>
      serial(() => saveTo(target, choice)),

    autosaveBook,

    /**
     * At start: does the bound file lack what the database holds (a crash came before the last
     * auto-save)? False without a file, without access (the permission banner says so, and
     * access granted again writes the file at once), and for a file just opened that no save
     * has written yet (the book was read from it; the first edit's auto-save writes it).
     */
    bookFileBehind(): Promise<boolean> {
      return serial(async () => {
        const b = await binding.current();
        if (!b?.fileHandle || !b.lastSave) return false;
        if ((await writePermission(b.fileHandle)) !== 'granted') return false;
        const existing = await readFile(b.fileHandle);
        if (!existing) return true;
        return fileBehindBook(existing.text, await bookJson());
      });
    },

    /** Access was granted again: remembered, and the book is written to its file at once. */
    accessRestored(): Promise<SaveOutcome> {
      binding.grantedThisVisit = true;
      return autosaveBook();
    },

    bindBookFile,

    /** Reselecting the project folder: binds the book file of that name in it, if it is this book's. */
    async bindProjectFolder(
      directoryHandle: FileSystemDirectoryHandle,
      fileName: string,
    ): Promise<{ bound: boolean; state: BookFileState }> {
      let fileHandle: FileSystemFileHandle;
      try {
        fileHandle = await directoryHandle.getFileHandle(fileName);
      } catch {
        return { bound: false, state: await binding.state() };
      }
      return bindBookFile(fileHandle, directoryHandle);
    },

    /**
     * Chooses the project folder for the open book's images when the folder does not hold its
     * book file (a book opened from elsewhere): the file binding, if any, is kept.
     */
    async chooseImageFolder(directoryHandle: FileSystemDirectoryHandle): Promise<BookFileState> {
      const previous = await binding.current();
      binding.grantedThisVisit = true;
      await binding.remember({
        ...(previous ?? { fileName: '' }),
        documentId: await documentId(),
        directoryHandle,
      });
      return binding.state();
    },

    /**
     * Renames the book file to `fileName` in its folder (the author accepted the offer after a
     * new title): never over another file, and between saves, never during one.
     */
    renameBookFile: (fileName: string): Promise<RenameOutcome> =>
      serial(() => renameBookFile(binding, fileName)),

    /** Forgets the open book's file (nothing is written to it any more). */
    unbindBookFile: unbind,

    /** A name in the folder that no file has yet: `name.json`, `name-2.json`, … */
    async freeFileName(directoryHandle: FileSystemDirectoryHandle, fileName: string) {
      const base = fileName.replace(/\.json$/i, '');
      for (let n = 1; n < 1000; n += 1) {
        const name = n === 1 ? `${base}.json` : `${base}-${n}.json`;
        const taken = await directoryHandle.getFileHandle(name).then(
          () => true,
          () => false,
        );
        if (!taken) return name;
      }
      throw new FileWriteError('storage_error', 'no free file name');
    },

    /** The book as a file to download (the text stays in a Blob, off the main thread's heap). */
    async bookFileBlob(): Promise<Blob> {
      // No project folder goes with a download: it carries the pictures.
      return new Blob([await bookJson({ carryPictures: true })], { type: 'application/json' });
    },

    /** A download was offered: stamp the save (it cannot be read back). */
    async markDownloaded(fileName: string): Promise<void> {
      const at = new Date().toISOString();
      await documents.markSaved(at);
      await binding.recordSave({ target: 'file', name: fileName, at });
    },

    /** New book: the old book is snapshotted (when it holds words) and its file unbound. */
    async newBook() {
      await writer.snapshotBeforeReplacing().catch((error: unknown) => {
        console.error('Could not keep a snapshot before the new book', error);
      });
      const doc = await deps.newBook();
      await unbind();
      return doc;
    },

    /** Open: the replaced book is snapshotted and unbound (the UI binds the opened file). */
    async importBook(
      input: string | Blob,
      options: { clear?: boolean } = {},
      onProgress?: (progress: ImportProgress) => unknown,
    ): Promise<ImportReport> {
      await writer.snapshotBeforeReplacing();
      const report = await deps.importBook(input, options, onProgress);
      await unbind();
      await deps.afterImport?.(report);
      return report;
    },

    /** Restoring a snapshot replaces the book: the file binding is dropped. */
    async restoreSnapshot(
      name: string,
      onProgress?: (progress: ImportProgress) => unknown,
    ): Promise<RestoreReport> {
      const report = await storage.restoreSnapshot(name, onProgress);
      await unbind();
      return report;
    },

    /** Test hook: injects save faults (see faults.ts). */
    async injectSaveFaults(faults: SaveFaults): Promise<void> {
      setSaveFaults(faults);
    },
  };
}

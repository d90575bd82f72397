/**
 * The one save path (issue 11, DESIGN §6.1–6.2): the worker builds the book file and writes it —
 * to the file bound to the open book, to a file or folder the author just chose, or to private
 * storage — through the overwrite guard, with a read-back check and a rotating snapshot. The
 * binding (file handle ↔ document id) lives here, so New book, Open and a restore can never leave
 * auto-save writing into another book's file.
 */
import type {
  BookFileState,
  BookSummary,
  ConflictChoice,
  SaveFaults,
  SaveOutcome,
  SaveTarget,
} from '../../contract/book-file';
import { PROJECT_SUBFOLDERS } from '../../contract/constants';
import type { DocumentRecord } from '../../contract/records';
import { withHeader } from '../autosave/autosave-header';
import type { createDocumentHandlers } from '../documents/handlers';
import type { createImportExportHandlers } from '../import/handlers';
import type { ImportProgress, ImportReport } from '../import/types';
import type { createStorageHandlers, RestoreReport } from '../storage/handlers';
import { summarizeBook } from './book-summary';
import { setSaveFaults } from './faults';
import {
  clearProjectHandles,
  loadProjectHandles,
  type ProjectHandles,
  saveProjectHandles,
} from './handle-store';
import { judgeExistingFile, sameFingerprint } from './save-guard';
import {
  classifyWriteError,
  FileWriteError,
  fingerprintOf,
  readFile,
  writeAndVerify,
  writePermission,
} from './write-file';

/** Auto-saves keep a snapshot at most this often; every other save keeps one each time. */
export const AUTOSAVE_SNAPSHOT_EVERY_MS = 10 * 60_000;

type Documents = ReturnType<typeof createDocumentHandlers>;
type ImportExport = ReturnType<typeof createImportExportHandlers>;
type Storage = ReturnType<typeof createStorageHandlers>;

export interface AutosaveHeader {
  title: string;
  author: string;
  date: string;
}

/** Where the binding is remembered across visits (tests pass an in-memory one). */
export interface BindingStore {
  load(): Promise<ProjectHandles | null>;
  save(handles: ProjectHandles): Promise<void>;
  clear(): Promise<void>;
}

const indexedDbBindingStore: BindingStore = {
  load: () => loadProjectHandles(),
  save: (handles) => saveProjectHandles(handles),
  clear: () => clearProjectHandles(),
};

export function createBookFileHandlers(
  documents: Documents,
  importExport: ImportExport,
  storage: Storage,
  lifecycle: { newBook(): Promise<DocumentRecord> },
  store: BindingStore = indexedDbBindingStore,
) {
  /** The binding of the open book (null: no file); loaded lazily for the current document. */
  let binding: ProjectHandles | null = null;
  let loadedFor: string | null = null;
  let grantedThisVisit = false;
  let lastAutosaveSnapshot = 0;
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs saves one after another, never interleaved. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const documentId = async () => (await documents.getCurrentDocument()).uuid;

  /** The binding for the open book: a stored one is used only if it belongs to this book. */
  async function current(): Promise<ProjectHandles | null> {
    const id = await documentId();
    if (loadedFor !== id) {
      const stored = await store.load();
      binding = stored && stored.documentId === id ? stored : null;
      loadedFor = id;
    }
    return binding;
  }

  async function remember(next: ProjectHandles | null): Promise<void> {
    binding = next;
    loadedFor = next?.documentId ?? (await documentId());
    if (next) await store.save(next);
    else await store.clear();
  }

  async function exportText(header?: AutosaveHeader) {
    const { json } = await importExport.exportDatabase();
    const text = header ? withHeader(json, header) : json;
    return { json, text };
  }

  function summaryOf(json: string, id: string): BookSummary {
    const summary = summarizeBook(JSON.parse(json));
    return { documentId: id, title: summary?.title ?? '', words: summary?.words ?? 0 };
  }

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
    const json = text.trimStart().startsWith('{')
      ? text.slice(text.indexOf('{'))
      : JSON.stringify({ replacedFile: fileName, text });
    try {
      await storage.keepSnapshot(json, existing.title || fileName);
    } catch {
      // A JSON text that is not an object (or not JSON at all) is kept as a string inside one.
      await storage.keepSnapshot(JSON.stringify({ replacedFile: fileName, text }), fileName);
    }
  }

  /**
   * Writes the book to `fileHandle` through the guard. The caller has already checked the
   * permission where it matters (auto-save never prompts).
   */
  async function writeBook(
    fileHandle: FileSystemFileHandle,
    directoryHandle: FileSystemDirectoryHandle | undefined,
    options: { choice?: ConflictChoice; autosave: boolean; header?: AutosaveHeader },
  ): Promise<SaveOutcome> {
    const id = await documentId();
    const bound = await current();
    const fileName = fileHandle.name;
    const { json, text } = await exportText(options.header);
    const isBoundFile = Boolean(
      bound?.fileHandle && (await bound.fileHandle.isSameEntry(fileHandle)),
    );
    const untouched =
      isBoundFile && sameFingerprint(bound?.lastWrite, await fingerprintOf(fileHandle));
    if (!untouched) {
      const existing = await readFile(fileHandle);
      if (existing) {
        const verdict = judgeExistingFile(existing.text, summaryOf(json, id));
        if (verdict.kind === 'conflict') {
          if (options.choice !== 'replace') {
            return {
              kind: 'conflict',
              reason: verdict.reason,
              fileName,
              existing: verdict.existing,
              current: summaryOf(json, id),
            };
          }
          await keepReplaced(verdict.existingText, verdict.existing, fileName);
        } else if (verdict.kind === 'same-book' && !isBoundFile) {
          await keepReplaced(verdict.existingText, verdict.existing, fileName);
        }
      }
    }
    let lastWrite: ProjectHandles['lastWrite'];
    try {
      lastWrite = await writeAndVerify(fileHandle, text);
    } catch (error) {
      const code = classifyWriteError(error);
      return { kind: 'failed', code, fileName, detail: (error as Error).message ?? '' };
    }
    const at = new Date().toISOString();
    const folder = directoryHandle ?? (isBoundFile ? bound?.directoryHandle : undefined);
    await remember({
      ...(folder ? { directoryHandle: folder } : {}),
      fileHandle,
      fileName,
      documentId: id,
      lastWrite,
      lastSave: { target: 'file', name: fileName, at },
    });
    await documents.markSaved(at);
    const fm = await documents.getFrontmatter();
    await keepSnapshot(json, fm.title, options.autosave);
    return { kind: 'saved', target: 'file', fileName, at };
  }

  async function saveToPrivateStorage(
    header: AutosaveHeader,
  ): Promise<{ path: string; at: string }> {
    const { text } = await exportText(header);
    const id = await documentId();
    const saved = await storage.saveDocumentToOpfs({
      title: header.title,
      documentId: id,
      data: JSON.parse(text) as unknown,
    });
    const at = new Date().toISOString();
    const bound = await current();
    await remember({
      ...(bound ?? { fileName: '' }),
      documentId: id,
      lastSave: { target: 'opfs', name: saved.path, at },
    });
    return { path: saved.path, at };
  }

  async function stateOf(): Promise<BookFileState> {
    const b = await current();
    return {
      fileName: b?.fileHandle ? b.fileName || b.fileHandle.name : null,
      folderName: b?.directoryHandle?.name ?? null,
      fileHandle: b?.fileHandle ?? null,
      directoryHandle: b?.directoryHandle ?? null,
      lastSave: b?.lastSave ?? null,
      fromEarlierVisit: Boolean(b?.fileHandle) && !grantedThisVisit,
    };
  }

  /** Drops the binding (the open book was replaced). */
  async function unbind(): Promise<void> {
    await remember(null);
  }

  /**
   * Auto-save: the bound file when access is granted (never prompting), else — or when that
   * write fails or would replace another book — private storage, saying why.
   */
  function autosaveBook(header: AutosaveHeader): Promise<SaveOutcome> {
    return serial(async () => {
      if (!header.title.trim()) return { kind: 'skipped', why: 'no-title' };
      const b = await current();
      let fileProblem: Extract<SaveOutcome, { target: 'opfs' }>['fileProblem'];
      if (b?.fileHandle) {
        const fileName = b.fileHandle.name;
        const permission = await writePermission(b.fileHandle);
        if (permission === 'granted') {
          const outcome = await writeBook(b.fileHandle, b.directoryHandle, {
            autosave: true,
            header,
          });
          if (outcome.kind === 'saved') return outcome;
          if (outcome.kind === 'conflict')
            fileProblem = { kind: 'conflict', reason: outcome.reason, fileName };
          else if (outcome.kind === 'failed')
            fileProblem = { kind: 'failed', code: outcome.code, fileName, detail: outcome.detail };
        } else {
          fileProblem = {
            kind: 'permission',
            state: permission === 'denied' ? 'denied' : 'prompt',
            fileName,
          };
        }
      }
      const saved = await saveToPrivateStorage(header);
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
    const summary = existing
      ? judgeExistingFile(existing.text, {
          documentId: id,
          title: '',
          words: Number.MAX_SAFE_INTEGER,
        })
      : null;
    if (!existing || summary?.kind === 'conflict') return { bound: false, state: await stateOf() };
    grantedThisVisit = true;
    const previous = await current();
    await remember({
      ...(directoryHandle ? { directoryHandle } : {}),
      fileHandle,
      fileName: fileHandle.name,
      documentId: id,
      lastWrite: existing.fingerprint,
      ...(previous?.lastSave ? { lastSave: previous.lastSave } : {}),
    });
    return { bound: true, state: await stateOf() };
  }

  return {
    /** The open book's file, folder and last save. */
    bookFileState: stateOf,

    /** The read-write permission of the bound file and folder ('unknown' without a file). */
    async bookFilePermission(): Promise<'unknown' | 'granted' | 'prompt' | 'denied'> {
      const b = await current();
      const handles = [b?.directoryHandle, b?.fileHandle].filter(
        (h): h is FileSystemDirectoryHandle | FileSystemFileHandle => Boolean(h),
      );
      if (handles.length === 0) return 'unknown';
      const states = await Promise.all(handles.map((h) => writePermission(h)));
      if (states.every((s) => s === 'granted')) {
        grantedThisVisit = true;
        return 'granted';
      }
      return states.includes('prompt') ? 'prompt' : 'denied';
    },

    /**
     * Save, Save as and Create Book: writes the book to the bound file, a chosen file, or a new
     * file in a chosen folder (which also gets the images, videos and audio subfolders).
     */
    saveBookFile(target: SaveTarget, choice?: ConflictChoice): Promise<SaveOutcome> {
      return serial(async () => {
        if (target.to === 'bound') {
          const b = await current();
          if (!b?.fileHandle) {
            return { kind: 'failed', code: 'file_missing', fileName: '', detail: 'no file' };
          }
          if ((await writePermission(b.fileHandle)) !== 'granted') {
            return {
              kind: 'failed',
              code: 'permission_lost',
              fileName: b.fileHandle.name,
              detail: '',
            };
          }
          return writeBook(b.fileHandle, b.directoryHandle, {
            autosave: false,
            ...(choice ? { choice } : {}),
          });
        }
        if (target.to === 'file') {
          return writeBook(target.fileHandle, undefined, {
            autosave: false,
            ...(choice ? { choice } : {}),
          });
        }
        let fileHandle: FileSystemFileHandle;
        try {
          fileHandle = await target.directoryHandle.getFileHandle(target.fileName, {
            create: true,
          });
        } catch (error) {
          return {
            kind: 'failed',
            code: classifyWriteError(error),
            fileName: target.fileName,
            detail: (error as Error).message ?? '',
          };
        }
        const outcome = await writeBook(fileHandle, target.directoryHandle, {
          autosave: false,
          ...(choice ? { choice } : {}),
        });
        if (outcome.kind === 'saved') {
          for (const folder of PROJECT_SUBFOLDERS)
            await target.directoryHandle.getDirectoryHandle(folder, { create: true });
        }
        return outcome;
      });
    },

    autosaveBook,

    /** Access was granted again: remembered, and the book is written to its file at once. */
    async accessRestored(header: AutosaveHeader): Promise<SaveOutcome> {
      grantedThisVisit = true;
      return autosaveBook(header);
    },

    bindBookFile,

    /**
     * Reselecting the project folder: finds the bound file's name in the chosen folder and binds
     * it when it holds this book.
     */
    async bindProjectFolder(
      directoryHandle: FileSystemDirectoryHandle,
      fileName: string,
    ): Promise<{ bound: boolean; state: BookFileState }> {
      let fileHandle: FileSystemFileHandle;
      try {
        fileHandle = await directoryHandle.getFileHandle(fileName);
      } catch {
        return { bound: false, state: await stateOf() };
      }
      return bindBookFile(fileHandle, directoryHandle);
    },

    /** Forgets the open book's file (nothing is written to it any more). */
    unbindBookFile: unbind,

    /** A name in the folder that no file has yet: `name.json`, `name-2.json`, … */
    async freeFileName(
      directoryHandle: FileSystemDirectoryHandle,
      fileName: string,
    ): Promise<string> {
      const base = fileName.replace(/\.json$/i, '');
      for (let n = 1; n < 1000; n += 1) {
        const name = n === 1 ? `${base}.json` : `${base}-${n}.json`;
        try {
          await directoryHandle.getFileHandle(name);
        } catch {
          return name;
        }
      }
      throw new FileWriteError('storage_error', 'no free file name');
    },

    /** The book as a file to download (the text stays in a Blob, off the main thread's heap). */
    async bookFileBlob(): Promise<Blob> {
      const { json } = await importExport.exportDatabase();
      return new Blob([json], { type: 'application/json' });
    },

    /** A download was offered: stamp the save (it cannot be read back). */
    async markDownloaded(fileName: string): Promise<void> {
      const at = new Date().toISOString();
      await documents.markSaved(at);
      const b = await current();
      await remember({
        ...(b ?? { fileName: '' }),
        documentId: await documentId(),
        lastSave: { target: 'file', name: fileName, at },
      });
    },

    /** New book: the binding goes with the old book. */
    async newBook() {
      // A copy of the book being replaced, where private storage exists (never blocks New book).
      await storage.snapshotCurrentBook().catch((error: unknown) => {
        console.error('Could not keep a snapshot before the new book', error);
      });
      const doc = await lifecycle.newBook();
      await unbind();
      return doc;
    },

    /** Open: the binding goes with the replaced book (the UI binds the opened file). */
    async importBook(
      input: string | Blob,
      options: { clear?: boolean } = {},
      onProgress?: (progress: ImportProgress) => unknown,
    ): Promise<ImportReport> {
      // The book being replaced is kept as a snapshot first (when it holds any words).
      const { json } = await importExport.exportDatabase();
      const replaced = summarizeBook(JSON.parse(json));
      if ((replaced?.words ?? 0) > 0) await keepSnapshot(json, replaced?.title ?? '', false);
      const report = await importExport.importBook(input, options, onProgress);
      await unbind();
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

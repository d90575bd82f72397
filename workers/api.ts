/**
 * The worker's call surface: per-domain handlers composed into one object, every method
 * returning a Result. The UI derives its types from `WorkerApi = typeof api`.
 */

import { AppError } from './contract/errors';
import type { ChangeEvent, ChangeListener } from './contract/events';
import type { ImportBookFile } from './contract/import';
import { MetricsCache } from './db/metrics-cache';
import { type BackupWriter, DbSession } from './db/session';
import { TreeCache } from './db/tree-cache';
import { createAtlasHandlers } from './domains/atlas/handlers';
import { createMentionHandlers } from './domains/atlas/mentions';
import { createRelationHandlers } from './domains/atlas/relations';
import { type BindingStore, createBookFileHandlers } from './domains/book-file/handlers';
import { createChapterHandlers } from './domains/chapters/handlers';
import {
  lazyCollabFileWriter,
  lazyCollabHandlers,
  restoreCollabFromText,
} from './domains/collab/lazy-collab';
import { lazyCommentsForExport } from './domains/collab/lazy-comments-export';
import { createDatabaseHandlers } from './domains/database/handlers';
import { createDocumentHandlers } from './domains/documents/handlers';
import { createBookExportHandlers } from './domains/export/handlers';
import { createFindHandlers } from './domains/find/handlers';
import { createGoToHandlers } from './domains/go-to/handlers';
import {
  createImageHandlers,
  createPictureKeeper,
  imageHandlesSource,
  rememberImportedImages,
} from './domains/images/handlers';
import { createImportExportHandlers } from './domains/import/handlers';
import { prepareImport } from './domains/import/prepare-import';
import { valueOrThrow } from './domains/import/types';
import { parseImportText } from './domains/import/validate-import';
import { createLabelHandlers } from './domains/labels/handlers';
import { createLifecycleHandlers } from './domains/lifecycle/handlers';
import { createManuscriptImportHandlers } from './domains/manuscript-import/handlers';
import {
  handleStoreJournal,
  undoInterruptedImport,
} from './domains/manuscript-import/import-journal';
import { readScrivener } from './domains/manuscript-import/scrivener';
import { createMetricsHandlers, createTotalsBookkeeper } from './domains/metrics/handlers';
import { createNoteHandlers } from './domains/notes/handlers';
import { createRevisionHandlers } from './domains/revisions';
import { createSectionHandlers } from './domains/sections/handlers';
import { createStatusHandlers } from './domains/statuses/handlers';
import { createStorageHandlers } from './domains/storage/handlers';
import type { OpfsRootProvider } from './domains/storage/opfs';
import { writeRecoveryBackup } from './domains/storage/recovery-backup';
import { readSnapshot, writeReplaceFile } from './domains/storage/snapshots';
import { createTemplateHandlers } from './domains/template/handlers';
import { createTreeHandlers } from './domains/tree/handlers';
import { createSplitPageHandlers } from './domains/tree/split-handlers';
import { createWritingHandlers } from './domains/writing/handlers';
import { bookJsonOf } from './files/book-json';
import { openBookSummary } from './files/book-summary';
import { withResults } from './to-result';

export interface ApiOptions {
  databaseName?: string;
  backup?: BackupWriter | null;
  /** Private storage (tests pass an in-memory one). */
  opfs?: OpfsRootProvider;
  /** Where the book file binding is remembered (tests pass an in-memory one). */
  bindingStore?: BindingStore;
}

/** The facade's parts, one per domain; each method has one owner (see exposedParts). */
export function createFacadeParts(session: DbSession, options: ApiOptions = {}) {
  const documents = createDocumentHandlers(session);
  const lifecycle = createLifecycleHandlers(session, documents);
  // The book file handlers come later; the images reach the binding through this closure.
  let bookFile: ReturnType<typeof createBookFileHandlers> | undefined;
  const projectFolder = async () => (await bookFile?.bookFileState())?.directoryHandle ?? null;
  const projectHandles = async () => {
    const state = await bookFile?.bookFileState();
    return (state?.fileHandle ? 1 : 0) + (state?.directoryHandle ? 1 : 0);
  };
  const images = createImageHandlers({ projectFolder, projectHandles });
  // Pictures a manuscript import adds, taken out again if the import is cancelled or cut short.
  const importPictures = createPictureKeeper({ projectFolder });
  const removeImportPicture = (p: { blobId: string; relativePath: string }) =>
    importPictures.removeCreated(p.blobId, p.relativePath);
  session.afterOpen(() => undoInterruptedImport(session, handleStoreJournal, removeImportPicture));
  // The book's file text, with the pictures its pages show (files/book-json.ts).
  // It carries the book's Yjs state (issue 31: `collab`, domains/collab/file-block.ts).
  const bookJson = bookJsonOf(
    session,
    imageHandlesSource({ projectHandles, readImage: images.readImage }),
    () => lazyCollabFileWriter(session),
  );
  const treeCache = new TreeCache(session);
  // The tree's summaries are read as soon as the database is open, while the interface starts
  // (not awaited: the open answers at once); the first tree or totals call then finds them.
  session.afterOpen(async () => treeCache.prefetch());
  const metricsCache = new MetricsCache(session, treeCache);
  const importExport = createImportExportHandlers(session, bookJson);
  // Opening a book file also keeps the Yjs state it carries (a file without it opens as before).
  const importBook: ImportBookFile = async (input, options, onProgress) => {
    let text: string;
    try {
      text = typeof input === 'string' ? input : await input.text();
    } catch {
      throw new AppError('file_read_failed');
    }
    const report = await importExport.importBook(text, options, onProgress);
    await restoreCollabFromText(session, text);
    return report;
  };
  const storage = createStorageHandlers(
    session,
    { bookJson, importBook },
    options.opfs ? { opfs: options.opfs } : {},
  );
  bookFile = createBookFileHandlers(
    {
      bookJson,
      summary: () => openBookSummary(session, treeCache, metricsCache),
      documents,
      storage,
      newBook: lifecycle.newBook,
      importBook,
      afterImport: (report) => rememberImportedImages(report.fileHandles),
    },
    options.bindingStore,
  );
  // Every change of the book's total is filed in the writing history (docs/goals.md).
  const bookkeeper = createTotalsBookkeeper(session, treeCache);
  const tree = bookkeeper.counted(createTreeHandlers(session, treeCache), [
    'deleteNode',
    'restoreNode',
  ]);
  const sections = bookkeeper.counted(createSectionHandlers(session), ['markAppendixDeleted']);
  // Page history (issue 29): the save path's one hook keeps a version at a session's first change.
  const revisions = createRevisionHandlers(session);
  const writing = createWritingHandlers({
    beforePageSave: revisions.beforePageSave,
    savePageContent: tree.savePageContent,
    saveSection: sections.saveSection,
    updateAppendix: sections.updateAppendix,
    countingSave: bookkeeper.countingSave,
  });
  // Word, Markdown, text and Scrivener manuscripts (issue 27); the import files its words as a
  // change of the total, not as writing.
  const manuscriptImport = bookkeeper.counted(
    createManuscriptImportHandlers({
      session,
      tree: treeCache,
      storePicture: async (picture, name) => {
        const { image, created } = await importPictures.storeNoting(picture, name);
        return { ...image, created };
      },
      removePicture: removeImportPicture,
      inlinePicture: async (picture, name) => ({
        src: (await images.compressImage(picture, name)).dataUrl,
        fileName: name,
      }),
      replaceBook: (json) => (bookFile as NonNullable<typeof bookFile>).importBook(json),
      // Research and Trash stay out: the author imports the manuscript.
      readScrivener: async (sources) => readScrivener(sources, { includeResearch: false }),
    }),
    ['runManuscriptImport'],
  );
  // Pages and records as Yjs state, and the merge of another copy of the book (issue 31).
  const collab = lazyCollabHandlers(session, {
    readBookFile: (text) => {
      const value = valueOrThrow(parseImportText(text)).value;
      const collabBlock = (value as { collab?: unknown } | null)?.collab;
      return { tables: prepareImport(value).tables, collab: collabBlock };
    },
    bookIdOf: (text) => {
      const value = valueOrThrow(parseImportText(text)).value as {
        data?: Record<string, Array<{ uuid?: unknown }> | undefined>;
        documentId?: unknown;
      } | null;
      const id =
        value?.data?.current_document?.[0]?.uuid ??
        value?.data?.documents?.[0]?.uuid ??
        value?.documentId;
      return typeof id === 'string' && id !== '' ? id : null;
    },
    savePage: (id, html) => writing.saveContent({ kind: 'page', id }, html),
    snapshot: () => storage.snapshotCurrentBook(),
    // Joining a shared book (issue 31): Open file's replace, after the join's own restore point.
    replaceBook: async (json) => {
      const report = await importBook(json, { clear: true });
      await bookFile?.unbindBookFile();
      return report;
    },
  });
  return {
    lifecycle,
    database: createDatabaseHandlers(session),
    documents,
    tree,
    splitPage: createSplitPageHandlers(session, treeCache, storage.snapshotCurrentBook),
    sections,
    writing,
    chapters: createChapterHandlers(session),
    notes: createNoteHandlers(session),
    labels: createLabelHandlers(session),
    statuses: createStatusHandlers(session),
    atlas: createAtlasHandlers(session),
    relations: createRelationHandlers(session),
    mentions: createMentionHandlers(session),
    goTo: createGoToHandlers(session, treeCache),
    // Find and replace (issue 28): replaces count like the editor's saves; undo files in Backups.
    find: createFindHandlers(session, {
      countingSave: bookkeeper.countingSave,
      treeCache,
      keepVersionsBefore: (ids) => revisions.handlers.keepVersionsBefore(ids, 'bulk'),
      undoFiles: {
        keep: (json) => writeReplaceFile(json, options.opfs),
        read: (name) => readSnapshot(name, options.opfs),
      },
    }),
    template: createTemplateHandlers(session),
    revisions: revisions.handlers,
    metrics: createMetricsHandlers(session, treeCache),
    bookExport: createBookExportHandlers(session, {
      tree: treeCache,
      readProjectImage: images.readImage,
      bookFile: async () => (await bookFile?.bookFileState())?.fileHandle ?? null,
      // Word's comments (issue 31 item 5): Yjs loads only when the book has any.
      comments: lazyCommentsForExport(session),
    }),
    importExport,
    manuscriptImport,
    storage,
    collab,
    // Its newBook, importBook and restoreSnapshot drop the old book's binding (exposedParts).
    bookFile,
    images,
  };
}

/**
 * The parts as the facade offers them, one owner a method: the book file's newBook, importBook
 * and restoreSnapshot also keep a snapshot and drop the old book's binding, so the lifecycle's,
 * the import's and private storage's stay inside (the book file calls them).
 */
export function exposedParts(parts: ReturnType<typeof createFacadeParts>) {
  const { newBook: _newBook, ...lifecycle } = parts.lifecycle;
  const { importBook: _importBook, ...importExport } = parts.importExport;
  const { restoreSnapshot: _restoreSnapshot, ...storage } = parts.storage;
  return { ...parts, lifecycle, importExport, storage };
}

/** Method names that more than one part defines (the facade has none). */
export function clashingMethods(parts: Record<string, object>): string[] {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const [part, handlers] of Object.entries(parts)) {
    for (const name of Object.keys(handlers)) {
      const first = seen.get(name);
      if (first) clashes.push(`${name} (${first}, ${part})`);
      seen.set(name, part);
    }
  }
  return clashes;
}

export function createApi(options: ApiOptions = {}) {
  const session = new DbSession(options.databaseName, options.backup ?? writeRecoveryBackup);
  const { lifecycle, ...parts } = exposedParts(createFacadeParts(session, options));
  const subscriptions = new Map<number, () => void>();
  let nextSubscription = 1;

  const ensureOpen = () => session.open();

  return {
    ...withResults(lifecycle),
    ...withResults(
      {
        ...parts.database,
        ...parts.documents,
        ...parts.tree,
        ...parts.splitPage,
        ...parts.sections,
        ...parts.writing,
        ...parts.chapters,
        ...parts.notes,
        ...parts.labels,
        ...parts.statuses,
        ...parts.atlas,
        ...parts.relations,
        ...parts.mentions,
        ...parts.goTo,
        ...parts.find,
        ...parts.template,
        ...parts.revisions,
        ...parts.metrics,
        ...parts.bookExport,
        ...parts.importExport,
        ...parts.manuscriptImport,
        ...parts.storage,
        ...parts.collab,
        ...parts.bookFile,
        ...parts.images,
      },
      ensureOpen,
    ),
    ...withResults({
      /** Registers a change listener (a Comlink proxy); returns its subscription id. */
      async subscribe(listener: ChangeListener): Promise<number> {
        const id = nextSubscription++;
        subscriptions.set(id, session.subscribe(listener));
        return id;
      },
      async unsubscribe(id: number): Promise<boolean> {
        subscriptions.get(id)?.();
        return subscriptions.delete(id);
      },
      /**
       * A change another tab's worker made (this tab shows the book read-only and follows that
       * tab): this worker's caches read it again, and this tab's screens hear of it.
       */
      async otherTabChanged(event: ChangeEvent): Promise<boolean> {
        session.emit(event);
        return true;
      },
    }),
  };
}

export const api = createApi();
export type WorkerApi = typeof api;

/**
 * The book exports of the facade (Markdown, EPUB, Word): the remembered choices, a plan (the
 * file name the save picker suggests), the run with progress, and Cancel by the run's id.
 */

import type { BookCommentCount, PageCommentsForExport } from '../../contract/comments';
import type {
  ExportChoices,
  ExportFormat,
  ExportOutcome,
  ExportPlan,
  ExportProgress,
  ExportRequest,
} from '../../contract/export';
import type { ExportPreset } from '../../contract/export-presets';
import type { ImageRead } from '../../contract/images';
import type { ManuscriptFaces } from '../../contract/manuscript-faces';
import { PRINTED_TABLES } from '../../contract/tables';
import type { DbSession } from '../../db/session';
import type { TreeCache } from '../../db/tree-cache';
import type { BookAssembly } from './assemble/assemble-book';
import type { ImageRef } from './assemble/page-html';
import { readBookCover, storeBookCover } from './book-cover';
import { readExportChoices, rememberExportChoices } from './export-choices';
import { deleteExportPreset, listExportPresets, saveExportPreset } from './export-presets';
import { manuscriptFaces } from './pdf/manuscript-faces';
import { type ExportDeps, type PlanInput, prepareExport, runExport } from './run-export';

export interface BookExportDeps {
  tree: TreeCache;
  /** A picture of the project folder (the images domain's readImage). */
  readProjectImage(blobId: string, relativePath: string): Promise<ImageRead>;
  /** The book's own file (never an export's target). */
  bookFile(): Promise<FileSystemFileHandle | null>;
  /** The book's comments (the collab domain's, loaded when first asked). */
  comments?: {
    count(): Promise<BookCommentCount>;
    reader(): Promise<((pageId: string) => Promise<PageCommentsForExport | null>) | null>;
  };
}

/** Tables whose change can change what an export prints. */
const BOOK_TABLES: ReadonlySet<string> = new Set(PRINTED_TABLES);

export function createBookExportHandlers(session: DbSession, deps: BookExportDeps) {
  const running = new Map<string, AbortController>();
  // The pictures each part shows, kept until the book changes: the scan reads every text, and
  // the plans the dialog asks for (one per change of the choices) and the run that follows
  // then read each text once.
  let pictures = new Map<string, ImageRef[]>();
  // The manuscript's faces by the choices that decide its text, kept until the book changes.
  let faces = new Map<string, Promise<ManuscriptFaces>>();
  session.subscribe((event) => {
    if (
      event.kind === 'database-reset' ||
      (event.kind === 'table-changed' && BOOK_TABLES.has(event.table))
    ) {
      pictures = new Map();
      faces = new Map();
    }
  });

  const exportDeps: ExportDeps = {
    session,
    tree: () => deps.tree.list(),
    bookFile: deps.bookFile,
    readProjectImage: deps.readProjectImage,
    images: (assembly: BookAssembly, signal?: AbortSignal) => assembly.scanImages(signal, pictures),
    ...(deps.comments ? { pageComments: deps.comments.reader } : {}),
  };

  return {
    /** The e-book's cover picture (a data URL), or null: a typographic cover is made. */
    async getBookCover(): Promise<string | null> {
      return readBookCover(session);
    },

    /** Sets the e-book's cover picture (a picture compressed by compressImage), or removes it. */
    async setBookCover(src: string | null): Promise<string | null> {
      return storeBookCover(session, src);
    },

    /** The author's remembered choices for this book (the defaults until an export). */
    async getExportChoices(): Promise<ExportChoices> {
      return readExportChoices(session);
    },

    /** The book's comment threads (the Word export offers them when there are any). */
    async bookCommentCount(): Promise<BookCommentCount> {
      return deps.comments ? deps.comments.count() : { threads: 0, resolved: 0, pages: 0 };
    },

    /** The export presets: the built-in ones, then the author's (kept with the book). */
    async listExportPresets(): Promise<ExportPreset[]> {
      return listExportPresets(session);
    },

    /** Saves the choices as a preset of the format under a name; the presets after it. */
    async saveExportPreset(
      name: string,
      format: ExportFormat,
      choices: ExportChoices,
    ): Promise<ExportPreset[]> {
      return saveExportPreset(session, name, format, choices);
    },

    /** Deletes one of the author's presets; the presets after it. */
    async deleteExportPreset(id: string): Promise<ExportPreset[]> {
      return deleteExportPreset(session, id);
    },

    /** What an export would make: its file name and type, its parts, its pictures. */
    async planExport(input: PlanInput): Promise<ExportPlan> {
      return (await prepareExport(exportDeps, input)).plan;
    },

    /**
     * The faces the manuscript PDF will be set in: Times when it can set the book, else the
     * typesetter's body face and each other script's face (the export dialog says so).
     */
    async manuscriptFaces(input: Omit<PlanInput, 'format'>): Promise<ManuscriptFaces> {
      // What decides the manuscript's text (the words the interface supplies print too).
      const { sections, includeLeftOut, folderHeadings, chapterNumbers } = input.choices;
      const key = JSON.stringify([
        sections,
        includeLeftOut,
        folderHeadings,
        chapterNumbers,
        input.texts,
        input.language,
      ]);
      let answer = faces.get(key);
      if (!answer) {
        const cache = faces;
        answer = prepareExport(exportDeps, { ...input, format: 'pdf' }).then(({ assembly }) =>
          manuscriptFaces(assembly.parts(), assembly.meta),
        );
        cache.set(key, answer);
        answer.catch(() => cache.delete(key));
      }
      return answer;
    },

    /**
     * Runs an export (remembering the choices for the book): the file written through the
     * handle, or the bytes returned as a Blob. `onProgress` is a Comlink proxy of the UI.
     */
    async exportBook(
      request: ExportRequest,
      onProgress?: (progress: ExportProgress) => void,
    ): Promise<ExportOutcome> {
      const controller = new AbortController();
      running.get(request.id)?.abort();
      running.set(request.id, controller);
      try {
        await rememberExportChoices(session, request.choices);
        const report = onProgress
          ? (p: ExportProgress) => void Promise.resolve(onProgress(p)).catch(() => undefined)
          : undefined;
        return await runExport(exportDeps, request, controller.signal, report);
      } finally {
        if (running.get(request.id) === controller) running.delete(request.id);
      }
    },

    /** Stops a running export; true when one was running. */
    async cancelExport(id: string): Promise<boolean> {
      const controller = running.get(id);
      controller?.abort();
      return controller !== undefined;
    },
  };
}

/**
 * Manuscript import on the facade (issue 27): read a selection (Word, Markdown, text,
 * Scrivener, zips of them) into a preview, then write it — into the open book under a new
 * folder, or as a new book — with progress and Cancel. The selection stays here, under the
 * preview's id, between the two calls (and while the author changes the structure choice), so
 * the files cross to the worker once.
 */
import { AppError } from '../../contract/errors';
import type {
  ImportProblem,
  ImportSource,
  ImportStructure,
  ImportTarget,
  ManuscriptImportPreview,
  ManuscriptImportProgress,
  ManuscriptImportReport,
  SelectedManuscriptFile,
} from '../../contract/manuscript-import';
import type { DbSession } from '../../db/session';
import type { TreeCache } from '../../db/tree-cache';
import { buildImport, expandSelection, type ScrivenerReader } from './build-import';
import { titleOf } from './file-kinds';
import { handleStoreJournal, type ImportJournal, type PictureRemover } from './import-journal';
import { MAX_FILE_BYTES, MAX_IMPORT_FILES } from './limits';
import { newBookOf } from './new-book';
import { type Plan, planNodes, previewOf, sortProblems } from './plan-import';
import { readScrivener } from './scrivener';
import type { PictureStore } from './store-pictures';
import { ImportCancelled, writeIntoBook } from './write-import';

export interface ManuscriptImportDeps {
  session: DbSession;
  tree: TreeCache;
  /** Stores a picture as the editor does (project images/ or inside the book). */
  storePicture: PictureStore;
  /** Takes out a picture storePicture added, when the import that added it is undone. */
  removePicture: PictureRemover;
  /** Where an import in progress is noted (the handle store unless a test passes another). */
  journal?: ImportJournal;
  /** A picture inside the book (a new book has no project folder yet). */
  inlinePicture: PictureStore;
  /** Replaces the open book by a book file's text, as Open file does (snapshot first). */
  replaceBook(json: string): Promise<unknown>;
  /** The Scrivener reader (tests may pass another); the binder's Draft, Research and Trash left out. */
  readScrivener?: ScrivenerReader;
}

const scrivenerDraft: ScrivenerReader = async (sources) =>
  readScrivener(sources, { includeResearch: false });

type Listener = (progress: ManuscriptImportProgress) => unknown;

interface Pending {
  sources: ImportSource[];
  problems: ImportProblem[];
  title: string;
  plan: Plan | null;
  planProblems: ImportProblem[];
  structure: ImportStructure | null;
  cancelled: boolean;
  files: number;
}

const emptyPending = (): Pending => ({
  sources: [],
  problems: [],
  title: '',
  plan: null,
  planProblems: [],
  structure: null,
  cancelled: false,
  files: 0,
});

/** A picture's format as an author knows it, from its name ("3.wmf" → "WMF"). */
const formatOf = (name: string) => (name.split('.').pop() ?? '').toUpperCase() || '?';

const STRUCTURES: ReadonlySet<string> = new Set(['file', 'h1', 'h2']);

function notify(listener: Listener | undefined, progress: ManuscriptImportProgress): void {
  try {
    const r = listener?.(progress);
    if (r instanceof Promise) r.catch(() => undefined);
  } catch {
    // A progress listener's failure never stops the import.
  }
}

/** The folder name the selection suggests: its one top folder, or its one file. */
function selectionTitle(paths: readonly string[]): string {
  const tops = new Set(paths.map((p) => (p.includes('/') ? p.split('/')[0] : `\u0000${p}`)));
  if (tops.size !== 1) return '';
  const [top = ''] = [...tops];
  return top.startsWith('\u0000') ? titleOf(top.slice(1)) : top.replace(/\.(scriv|zip)$/i, '');
}

export function createManuscriptImportHandlers(deps: ManuscriptImportDeps) {
  const pending = new Map<string, Pending>();
  const get = (id: string) => {
    const found = pending.get(String(id));
    if (!found) throw new AppError('invalid_argument', { reason: 'no such import' });
    return found;
  };

  async function readSelection(files: SelectedManuscriptFile[]): Promise<Pending> {
    if (!Array.isArray(files))
      throw new AppError('invalid_argument', { reason: 'files must be a list' });
    const paths = files.map((f) => String(f.path).replace(/\\/g, '/').replace(/^\/+/, ''));
    if (files.length > MAX_IMPORT_FILES) {
      return {
        sources: [],
        problems: [
          {
            code: 'too_many_files',
            file: paths[0]?.split('/')[0] ?? '',
            detail: String(files.length),
            fatal: true,
          },
        ],
        title: selectionTitle(paths),
        plan: null,
        planProblems: [],
        structure: null,
        cancelled: false,
        files: files.length,
      };
    }
    const selected = await Promise.all(
      files.map(async (f, i) => {
        const path = paths[i] ?? '';
        const size = f.file.size;
        if (size > MAX_FILE_BYTES) return { path, size };
        return { path, size, bytes: new Uint8Array(await f.file.arrayBuffer()) };
      }),
    );
    const { sources, problems } = expandSelection(selected);
    return {
      sources,
      problems,
      title: selectionTitle(paths),
      plan: null,
      planProblems: [],
      structure: null,
      cancelled: false,
      files: files.length,
    };
  }

  return {
    /**
     * Reads the selection under the caller's id (or, with `files` null, the selection already
     * read under it) with the chosen structure and answers with the preview; null when
     * cancelled meanwhile.
     */
    async previewManuscriptImport(
      id: string,
      files: SelectedManuscriptFile[] | null,
      structure: ImportStructure,
      onProgress?: Listener,
    ): Promise<ManuscriptImportPreview | null> {
      if (!STRUCTURES.has(structure))
        throw new AppError('invalid_argument', { reason: 'structure' });
      if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id))
        throw new AppError('invalid_argument', { reason: 'id' });
      let state: Pending;
      if (files === null) {
        state = get(id);
        state.cancelled = false;
      } else {
        // Registered before the files are read, so a Cancel reaches the reading too.
        const cancel = { cancelled: false };
        pending.set(id, { ...emptyPending(), ...cancel });
        state = { ...(await readSelection(files)) };
        state.cancelled = pending.get(id)?.cancelled ?? false;
        pending.set(id, state);
        if (state.cancelled) return null;
      }
      const built = await buildImport(state.sources, {
        structure,
        readScrivener: deps.readScrivener ?? scrivenerDraft,
        cancelled: () => state.cancelled,
        onFile: (done, total) =>
          notify(onProgress, { phase: 'reading', done, total, pages: 0, words: 0 }),
      });
      if (state.cancelled) return null;
      // A selection that is one folder is that folder: the new folder takes its name, and
      // holds what it holds.
      const [only] = built.nodes;
      const nodes =
        built.nodes.length === 1 && only?.kind === 'folder' && only.title === state.title
          ? (only.children ?? [])
          : built.nodes;
      const plan = planNodes(nodes, false);
      state.plan = plan;
      state.structure = structure;
      state.planProblems = built.problems;
      return {
        id,
        title: state.title,
        nodes: previewOf(plan.nodes),
        problems: sortProblems([...state.problems, ...built.problems]),
        files: state.files,
        pages: plan.pages,
        folders: plan.folders,
        words: plan.words,
      };
    },

    /**
     * Writes the previewed import. With `allOrNothing`, a selection with a file that could not
     * be read is refused whole. Cancel (cancelManuscriptImport) leaves the book as it was and
     * answers `completed: false`.
     */
    async runManuscriptImport(
      id: string,
      options: { target: ImportTarget; allOrNothing: boolean; title: string },
      onProgress?: Listener,
    ): Promise<ManuscriptImportReport> {
      const state = get(id);
      const plan = state.plan;
      if (!plan) throw new AppError('invalid_argument', { reason: 'no preview' });
      const problems = [...state.problems, ...state.planProblems];
      if (options.allOrNothing && problems.some((p) => p.fatal))
        throw new AppError('invalid_argument', { reason: 'a file could not be read' });
      if (plan.pages === 0) throw new AppError('invalid_argument', { reason: 'nothing to import' });
      state.cancelled = false;
      const title = String(options.title ?? '').trim() || state.title || 'Import';
      const cancelled = () => state.cancelled;
      const base = { folders: plan.folders, problems: sortProblems(problems) };
      const withMissing = (
        missing: Array<{ file: string; name: string; unreadable?: boolean }>,
      ): ImportProblem[] =>
        sortProblems([
          ...problems,
          ...missing.map(
            (m): ImportProblem =>
              m.unreadable
                ? {
                    code: 'unsupported_picture',
                    file: m.file,
                    detail: formatOf(m.name),
                    fatal: false,
                  }
                : { code: 'missing_picture', file: m.file, detail: m.name, fatal: false },
          ),
        ]);
      try {
        if (options.target === 'new-book') {
          const made = await newBookOf(plan.nodes, {
            title,
            storePicture: deps.inlinePicture,
            cancelled,
            onPage: (pages, words) =>
              notify(onProgress, {
                phase: 'writing',
                done: pages,
                total: plan.pages,
                pages,
                words,
              }),
          });
          if (state.cancelled) throw new ImportCancelled();
          await deps.replaceBook(JSON.stringify(made.book));
          pending.delete(id);
          return {
            ...base,
            completed: true,
            folderId: null,
            pages: plan.pages,
            words: plan.words,
            pictures: made.pictures,
            problems: withMissing(made.missingPictures),
          };
        }
        const written = await writeIntoBook(
          {
            session: deps.session,
            tree: deps.tree,
            storePicture: deps.storePicture,
            removePicture: deps.removePicture,
            journal: deps.journal ?? handleStoreJournal,
          },
          plan.nodes,
          {
            folderTitle: title,
            cancelled,
            onProgress: (p) => notify(onProgress, p),
          },
        );
        pending.delete(id);
        const pages = written.nodes.filter((n) => n.type === 'page');
        return {
          ...base,
          completed: true,
          folderId: written.folderId,
          pages: pages.length,
          words: pages.reduce((n, p) => n + p.content_metrics.words, 0),
          pictures: written.pictures,
          problems: withMissing(written.missingPictures),
        };
      } catch (error) {
        if (error instanceof ImportCancelled)
          return { ...base, completed: false, folderId: null, pages: 0, words: 0, pictures: 0 };
        throw error;
      }
    },

    /** Stops the reading or writing under way for this import (the book stays as it was). */
    async cancelManuscriptImport(id: string): Promise<boolean> {
      const state = pending.get(String(id));
      if (!state) return false;
      state.cancelled = true;
      return true;
    },

    /** Lets go of a previewed selection (the dialog closed without importing). */
    async closeManuscriptImport(id: string): Promise<boolean> {
      return pending.delete(String(id));
    },
  };
}

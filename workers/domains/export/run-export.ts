/**
 * One export run (docs/spec/design.md §6.5): the book assembled, the format's writer run part by
 * part with progress, the bytes streamed to the chosen file (or gathered for a download), and
 * Cancel honoured between parts. A cancelled or failed run aborts the file's writable stream:
 * the file is as it was (a new, empty one is removed) and the book is never touched.
 */

import type { PageCommentsForExport } from '../../contract/comments';
import type {
  BookWriter,
  ExportChoices,
  ExportFailure,
  ExportFormat,
  ExportOutcome,
  ExportPlan,
  ExportProgress,
  ExportRequest,
  ExportTexts,
  WriterInput,
} from '../../contract/export';
import type { TreeNodeSummary } from '../../contract/records';
import type { DbSession } from '../../db/session';
import { classifyWriteError, writePermission } from '../../files/write-file';
import { assembleBook, type BookAssembly } from './assemble/assemble-book';
import type { ImageRef } from './assemble/page-html';
import { createImageResolver, type ImageResolverDeps } from './assemble/resolve-image';
import { exportFileName, exportFileType } from './export-file-name';
import { blobSink, type ExportSink, fileSink } from './export-sink';
import { EXPORT_WRITERS } from './formats';
import { PAGE_LAYOUTS } from './pdf/typeset/page-layouts';
import { planVolumes, wordsPerVolume } from './pdf/typeset/volumes';

export interface ExportDeps extends ImageResolverDeps {
  session: DbSession;
  /** The tree's node summaries (the tree cache). */
  tree(): Promise<TreeNodeSummary[]>;
  /** The book's own file, which an export never writes. */
  bookFile(): Promise<FileSystemFileHandle | null>;
  /** The pictures the assembly's parts show (may answer from a scan made for the same book). */
  images(assembly: BookAssembly, signal?: AbortSignal): Promise<ImageRef[]>;
  /**
   * For one export: a reader of a page's comment threads placed in its text (the collab
   * domain's); null when the book has none.
   */
  pageComments?(): Promise<((pageId: string) => Promise<PageCommentsForExport | null>) | null>;
}

/** The comments a writer gets: Word's, when the author asks for them and the book has any. */
async function commentsFor(
  deps: ExportDeps,
  request: ExportRequest,
): Promise<WriterInput['comments'] | undefined> {
  if (request.format !== 'docx' || !request.choices.includeComments) return undefined;
  const read = await deps.pageComments?.();
  if (!read) return undefined;
  return async (part) => (part.kind === 'page' && part.nodeId ? read(part.nodeId) : null);
}

export interface PlanInput {
  format: ExportFormat;
  choices: ExportChoices;
  texts: ExportTexts;
  language: string;
}

export interface PreparedExport {
  plan: ExportPlan;
  assembly: BookAssembly;
  images: ImageRef[];
}

/** How many volumes a book PDF will have (1 for a manuscript). */
function pdfVolumes(assembly: BookAssembly, choices: ExportChoices): number {
  if (choices.pdf.kind === 'manuscript') return 1;
  const layout = PAGE_LAYOUTS[choices.pdf.trim];
  return planVolumes(assembly.summary, wordsPerVolume(choices.pdf.volumePages, layout.wordsPerPage))
    .length;
}

/** Plans an export: the assembly, and for Markdown the pictures (they decide `.md` or `.zip`). */
export async function prepareExport(
  deps: ExportDeps,
  input: PlanInput,
  signal?: AbortSignal,
): Promise<PreparedExport> {
  const assembly = await assembleBook(deps.session.get(), await deps.tree(), input);
  const counted = input.format === 'markdown';
  const images = counted ? await deps.images(assembly, signal) : [];
  const packaged =
    images.length > 0 || (input.format === 'pdf' && pdfVolumes(assembly, input.choices) > 1);
  return {
    assembly,
    images,
    plan: {
      format: input.format,
      fileName: exportFileName(assembly.meta.title, input.format, packaged),
      mimeType: exportFileType(input.format, packaged).mimeType,
      partCount: assembly.partCount,
      images: counted ? images.length : null,
    },
  };
}

/**
 * Calls `report` at most every `ms`, and always for the last word of a phase; a report held
 * back goes out when the interval ends, so the bar moves while the writer waits on the disk.
 */
function throttled(report: (p: ExportProgress) => void, ms = 100) {
  let last = 0;
  let held: ExportProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (progress: ExportProgress) => {
    clearTimeout(timer);
    timer = undefined;
    held = null;
    last = Date.now();
    report(progress);
  };
  const throttle = (progress: ExportProgress, force = false) => {
    if (force || Date.now() - last >= ms) {
      send(progress);
      return;
    }
    held = progress;
    timer ??= setTimeout(
      () => {
        if (held) send(held);
      },
      ms - (Date.now() - last),
    );
  };
  /** Drops a held report (the run is over). */
  throttle.stop = () => clearTimeout(timer);
  return throttle;
}

const failed = (reason: ExportFailure, detail = ''): ExportOutcome => ({
  kind: 'failed',
  reason,
  detail,
});

function failureOf(error: unknown): ExportFailure {
  const code = classifyWriteError(error);
  if (code === 'disk_full' || code === 'permission_lost' || code === 'file_missing') return code;
  return 'write_failed';
}

const messageOf = (error: unknown) => String((error as Error | null)?.message ?? error ?? '');

/** Runs one export to its end, its cancellation or its failure. */
export async function runExport(
  deps: ExportDeps,
  request: ExportRequest,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void = () => undefined,
): Promise<ExportOutcome> {
  const progress = throttled(onProgress);
  progress({ phase: 'assemble', done: 0, total: 1 }, true);
  const { target } = request;
  if (target) {
    const book = await deps.bookFile();
    if (book && (await target.isSameEntry(book).catch(() => false))) return failed('book_file');
    if ((await writePermission(target)) !== 'granted') return failed('permission_lost');
  }
  let prepared: PreparedExport;
  try {
    prepared = await prepareExport(deps, request, signal);
  } catch (error) {
    if (signal.aborted) return { kind: 'cancelled' };
    throw error;
  }
  const { plan, assembly } = prepared;
  const resolver = createImageResolver(prepared.images, deps);
  let sink: ExportSink;
  try {
    sink = target ? await fileSink(target) : blobSink(plan.mimeType);
  } catch (error) {
    return failed(failureOf(error), messageOf(error));
  }
  let done = 0;
  let writing = false;
  const total = plan.partCount;
  try {
    progress({ phase: 'write', done, total }, true);
    const comments = await commentsFor(deps, request);
    const writer = await EXPORT_WRITERS[prepared.plan.format]({
      images: prepared.images,
      fileName: prepared.plan.fileName,
    });
    const chunks = writer({
      meta: assembly.meta,
      parts: assembly.parts(signal),
      partCount: total,
      resolveImage: (src) => resolver.resolveImage(src, signal),
      choices: request.choices,
      signal,
      onPart: () => {
        done += 1;
        progress({ phase: 'write', done: Math.min(done, total), total });
      },
      texts: request.texts,
      onProgress: (p) => progress(p, p.done === 0 || p.done === p.total),
      reread: () => assembly.parts(signal),
      ...(comments ? { comments } : {}),
    });
    for await (const chunk of chunks) {
      signal.throwIfAborted();
      writing = true;
      await sink.write(chunk);
      writing = false;
    }
    signal.throwIfAborted();
    progress({ phase: 'save', done: total, total }, true);
    writing = true;
    const blob = await sink.close();
    progress.stop();
    const fileName = target?.name ?? plan.fileName;
    return {
      kind: 'done',
      result: {
        fileName,
        mimeType: plan.mimeType,
        bytes: sink.size,
        parts: total,
        images: plan.images ?? resolver.found(),
        missingImages: resolver.missing(),
      },
      ...(blob ? { blob } : {}),
    };
  } catch (error) {
    progress.stop();
    await sink.abort();
    if (signal.aborted) return { kind: 'cancelled' };
    console.error('[worker] export failed', error);
    const name = (error as Error | null)?.name;
    if (name === 'ManuscriptScriptError')
      return failed('script_unsupported', (error as { character?: string }).character ?? '');
    if (name === 'TypesetterUnavailableError') {
      if (!(error as { offline?: boolean }).offline)
        return failed('typesetter_unavailable', messageOf(error));
      const manuscript = (error as { manuscriptPossible?: boolean }).manuscriptPossible === true;
      return failed('typesetter_offline', manuscript ? 'manuscript' : '');
    }
    return writing
      ? failed(failureOf(error), messageOf(error))
      : failed('format_failed', messageOf(error));
  }
}

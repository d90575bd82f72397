/**
 * An export from the main thread: only what needs the author's click happens here (the save
 * picker); the worker assembles, writes and streams the file (workers/domains/export). Without
 * the save picker the file comes back as a Blob and is downloaded.
 */
import { proxy } from 'comlink';
import type {
  ExportChoices,
  ExportFormat,
  ExportOutcome,
  ExportPlan,
  ExportProgress,
  ExportTexts,
} from '../../../workers/contract/export';
import {
  canPickSaveFile,
  downloadBlob,
  type FilePickerAcceptType,
  isAbortError,
  pickSaveFile,
} from '../../platform/file-system';
import { whenContentStored } from '../../session/content-saver';
import { unwrap, workerApi } from '../../worker-client/client';

export interface ExportJob {
  format: ExportFormat;
  choices: ExportChoices;
  plan: ExportPlan;
  texts: ExportTexts;
  language: string;
  /** Names the run, so Cancel can reach it. */
  id: string;
  onProgress: (progress: ExportProgress) => void;
}

/** What the author was doing: the picker dismissed is no outcome of the worker's. */
export type ExportJobResult = ExportOutcome | { kind: 'dismissed' };

const DESCRIPTIONS: Record<string, string> = {
  '.md': 'Markdown',
  '.zip': 'Markdown (zip)',
  '.epub': 'EPUB',
  '.docx': 'Word',
  '.pdf': 'PDF',
};

function pickerTypes(plan: ExportPlan): FilePickerAcceptType[] {
  const extension = plan.fileName.slice(plan.fileName.lastIndexOf('.'));
  return [
    {
      description: DESCRIPTIONS[extension] ?? extension,
      accept: { [plan.mimeType]: [extension] },
    },
  ];
}

export async function startExport(job: ExportJob): Promise<ExportJobResult> {
  let target: FileSystemFileHandle | null = null;
  if (canPickSaveFile()) {
    try {
      // First, while the click still counts as the author's.
      target = await pickSaveFile(job.plan.fileName, pickerTypes(job.plan));
    } catch (error) {
      if (isAbortError(error)) return { kind: 'dismissed' };
      throw error;
    }
  }
  // What was typed a moment ago is in the export.
  await whenContentStored();
  const outcome = unwrap(
    await workerApi().exportBook(
      {
        id: job.id,
        format: job.format,
        choices: job.choices,
        language: job.language,
        texts: job.texts,
        target,
      },
      proxy(job.onProgress),
    ),
  );
  if (outcome.kind === 'done' && outcome.blob) downloadBlob(outcome.result.fileName, outcome.blob);
  return outcome;
}

export const cancelExport = (id: string) => workerApi().cancelExport(id);

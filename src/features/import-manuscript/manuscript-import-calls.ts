/**
 * The worker calls of a manuscript import: preview (the files cross to the worker as Blobs and
 * are read there), run, cancel and close, each with its progress through a Comlink proxy.
 */
import { proxy } from 'comlink';
import type {
  ImportStructure,
  ImportTarget,
  ManuscriptImportPreview,
  ManuscriptImportProgress,
  ManuscriptImportReport,
  SelectedManuscriptFile,
} from '../../../workers/contract/manuscript-import';
import { unwrap, workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';

type OnProgress = (progress: ManuscriptImportProgress) => void;

export async function previewImport(
  id: string,
  files: SelectedManuscriptFile[] | null,
  structure: ImportStructure,
  onProgress: OnProgress,
): Promise<ManuscriptImportPreview | null> {
  return unwrap(await workerApi().previewManuscriptImport(id, files, structure, proxy(onProgress)));
}

export async function runImport(
  id: string,
  options: { target: ImportTarget; allOrNothing: boolean; title: string },
  onProgress: OnProgress,
): Promise<ManuscriptImportReport> {
  return unwrap(await workerApi().runManuscriptImport(id, options, proxy(onProgress)));
}

export function cancelImport(id: string): void {
  void showIfFailed(workerApi().cancelManuscriptImport(id));
}

export function closeImport(id: string): void {
  void showIfFailed(workerApi().closeManuscriptImport(id));
}

/**
 * The auto-save fallback in private storage (docs/spec/data-layer-and-files.md §4 "Auto-save", §3): one JSON file per
 * book in `documents/`, named by `opfsDocumentName(title)`, holding
 * `{documentId, data, timestamp, version: '1.0'}` — a shape Open Book imports as auto-save.
 */
import { AppError } from '../../contract/errors';
import { opfsDocumentName } from '../../contract/file-names';
import {
  clearFolder,
  exclusive,
  listFiles,
  type OpfsFileInfo,
  type OpfsRootProvider,
  openFolder,
  openRoot,
  writeTextFile,
} from './opfs';

/** The file format version of a private-storage document. */
export const OPFS_DOCUMENT_VERSION = '1.0';

/** What the auto-save fallback writes. */
export interface OpfsDocumentInput {
  title: string | null | undefined;
  documentId: string;
  /** The book, usually the parsed export file (`{metadata, data, fileHandles}`). */
  data: unknown;
}

/** A private-storage document file as stored. */
export interface OpfsDocument {
  documentId: string;
  data: unknown;
  /** ISO date of the save. */
  timestamp: string;
  version: typeof OPFS_DOCUMENT_VERSION;
}

/** The file written, with its path under the OPFS root (`documents/<name>`). */
export interface SavedOpfsFile extends OpfsFileInfo {
  path: string;
}

/** The stored JSON of a document file (2-space indent, like the export file). */
export function opfsDocumentJson(input: OpfsDocumentInput, now = new Date()): string {
  if (typeof input.documentId !== 'string' || !input.documentId) {
    throw new AppError('invalid_argument', { reason: 'documentId must be a non-empty string' });
  }
  if (input.data === undefined) {
    throw new AppError('invalid_argument', { reason: 'data is required' });
  }
  const doc: OpfsDocument = {
    documentId: input.documentId,
    data: input.data,
    timestamp: now.toISOString(),
    version: OPFS_DOCUMENT_VERSION,
  };
  return JSON.stringify(doc, null, 2);
}

/** Writes `documents/<opfsDocumentName(title)>`, replacing an earlier save of the same title. */
export async function saveDocumentToOpfs(
  input: OpfsDocumentInput,
  provider?: OpfsRootProvider,
  now = new Date(),
): Promise<SavedOpfsFile> {
  const json = opfsDocumentJson(input, now);
  const name = opfsDocumentName(input.title);
  const dir = await openFolder(await openRoot(provider), 'documents');
  const info = await exclusive(() => writeTextFile(dir, name, json));
  return { ...info, path: `documents/${name}` };
}

/** The document files, newest first. */
export async function listDocuments(provider?: OpfsRootProvider): Promise<OpfsFileInfo[]> {
  return listFiles(await openFolder(await openRoot(provider), 'documents'));
}

/** Removes every document file; returns how many entries were removed. */
export async function clearDocuments(provider?: OpfsRootProvider): Promise<number> {
  const dir = await openFolder(await openRoot(provider), 'documents');
  return exclusive(() => clearFolder(dir));
}

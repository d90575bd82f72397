/**
 * The image part of the handle store (the spec's "image blobs keyed by content hash"): per
 * content hash, where the file is in the project folder, the metadata it had when this app
 * wrote or last accepted it (name, size, modified time) and the bytes, cached so the image
 * shows while the folder is not at hand. Imported books bring the metadata without the bytes.
 */
import { IMAGE_STORE_NAME, withStore } from './handle-store';

export interface ImageRecord {
  blobId: string;
  relativePath: string;
  /** The original file name the author inserted. */
  fileName: string;
  /** The file's name, size and modified time in the project folder when last verified. */
  name: string;
  size: number;
  lastModified: number;
  type: string;
  blob?: Blob;
}

const factory = (): IDBFactory => globalThis.indexedDB;

export async function getImageRecord(blobId: string): Promise<ImageRecord | null> {
  try {
    const value = await withStore('readonly', (s) => s.get(blobId), factory(), IMAGE_STORE_NAME);
    return isImageRecord(value) ? value : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

export async function putImageRecord(record: ImageRecord): Promise<void> {
  await withStore('readwrite', (s) => s.put(record, record.blobId), factory(), IMAGE_STORE_NAME);
}

/** Forgets the record of a picture (an import cancelled before its pages were written). */
export async function deleteImageRecord(blobId: string): Promise<void> {
  await withStore('readwrite', (s) => s.delete(blobId), factory(), IMAGE_STORE_NAME);
}

export async function allImageRecords(): Promise<ImageRecord[]> {
  try {
    const values = await withStore('readonly', (s) => s.getAll(), factory(), IMAGE_STORE_NAME);
    return (values as unknown[]).filter(isImageRecord);
  } catch (error) {
    console.error(error);
    return [];
  }
}

/**
 * The record of the picture at `relativePath`, for a page that names a picture by its path only
 * (the exports read pictures by the `src` they print; the path is the record's, not its key).
 */
export async function findImageRecordByPath(relativePath: string): Promise<ImageRecord | null> {
  // This app names a picture's file after its key (`images/<content hash>.webp`): asked first.
  const stem = /^images\/([\w-]{1,128})\.webp$/.exec(relativePath)?.[1];
  const named = stem ? await getImageRecord(stem) : null;
  if (named?.relativePath === relativePath) return named;
  const records = await allImageRecords();
  return records.find((r) => r.relativePath === relativePath) ?? null;
}

function isImageRecord(value: unknown): value is ImageRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<ImageRecord>;
  return (
    typeof r.blobId === 'string' &&
    typeof r.relativePath === 'string' &&
    typeof r.size === 'number' &&
    typeof r.lastModified === 'number'
  );
}

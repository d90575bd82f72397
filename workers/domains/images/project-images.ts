/**
 * Images in the project folder (docs/spec/data-layer-and-files.md §1, §3, §5, §8). With a project folder the author has
 * granted, an inserted picture is compressed, named by its content hash and written to
 * `images/<hash>.webp`; the page keeps the path and the spec's inline attributes, never the bytes,
 * so an auto-save no longer rewrites every picture. Without a folder the picture stays inside the
 * book as a data URL. Reading back checks the file against what was written and answers with
 * the bytes or a restore code; relinking puts a chosen picture back at the image's path.
 */
import type { ImageRead, ImageRestoreCode, StoredImage } from '../../contract/images';
import { IMAGES_FOLDER } from '../../contract/images';
import { isSafeRelativeImagePath } from '../../contract/sanitize-rules';
import {
  deleteImageRecord,
  findImageRecordByPath,
  getImageRecord,
  type ImageRecord,
  putImageRecord,
} from '../../files/image-records';
import { writePermission } from '../../files/write-file';
import { blobToDataUrl, compressToBlob } from './compress-image';

export interface ProjectImageDeps {
  /** The open book's project folder, if one is bound. */
  projectFolder(): Promise<FileSystemDirectoryHandle | null>;
}

const BLOB_ID = /^[\w-]{1,128}$/;
const HASH_LENGTH = 32;

/** The first 128 bits of the SHA-256 of the bytes, in hex. */
export async function contentHash(blob: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, HASH_LENGTH);
}

/** The restore code for an error of the file system. */
export function restoreCodeOf(error: unknown): ImageRestoreCode {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotFoundError' || name === 'TypeError' || name === 'TypeMismatchError')
    return 'not_found';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'file_access_denied';
  return 'system_error';
}

async function folderOf(
  root: FileSystemDirectoryHandle,
  segments: string[],
  create: boolean,
): Promise<FileSystemDirectoryHandle> {
  let dir = root;
  for (const segment of segments) dir = await dir.getDirectoryHandle(segment, { create });
  return dir;
}

const split = (relativePath: string) => {
  const segments = relativePath.split('/');
  const name = segments.pop() ?? '';
  return { segments, name };
};

/** The file at `relativePath` under the folder (throws the file system's error). */
async function fileAt(root: FileSystemDirectoryHandle, relativePath: string): Promise<File> {
  const { segments, name } = split(relativePath);
  const dir = await folderOf(root, segments, false);
  return (await dir.getFileHandle(name)).getFile();
}

/** Writes the bytes at `relativePath` (folders created) and returns the file as written. */
async function writeAt(
  root: FileSystemDirectoryHandle,
  relativePath: string,
  blob: Blob,
): Promise<File> {
  const { segments, name } = split(relativePath);
  const dir = await folderOf(root, segments, true);
  const handle = await dir.getFileHandle(name, { create: true });
  const writable = await handle.createWritable();
  try {
    await writable.write(blob);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
  return handle.getFile();
}

const changed = (record: ImageRecord, file: File) =>
  file.size !== record.size ||
  file.lastModified !== record.lastModified ||
  (record.name !== '' && file.name !== record.name);

const recordOf = (
  blobId: string,
  relativePath: string,
  fileName: string,
  file: File,
): ImageRecord => ({
  blobId,
  relativePath,
  fileName,
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
  type: file.type || 'image/webp',
  blob: file,
});

const fail = (code: ImageRestoreCode): ImageRead => ({ ok: false, code });

/** The project folder when this app may write to it now, or why not. */
async function grantedFolderOf(
  deps: ProjectImageDeps,
): Promise<FileSystemDirectoryHandle | ImageRestoreCode> {
  const folder = await deps.projectFolder();
  if (!folder) return 'no_handle';
  const permission = await writePermission(folder);
  return permission === 'granted' ? folder : 'file_access_denied';
}

/**
 * Storing pictures for an import that may not finish (issue 27): each store says whether it
 * made the file, so a cancelled or interrupted import takes out what it added and nothing the
 * book had. Not on the facade (api.ts hands it to the manuscript import).
 */
export function createPictureKeeper(deps: ProjectImageDeps) {
  const grantedFolder = () => grantedFolderOf(deps);

  /** storeImage, saying whether the file and its record are new (neither was there before). */
  async function storeNoting(
    file: Blob,
    fileName: string,
  ): Promise<{ image: StoredImage; created: boolean }> {
    const { blob } = await compressToBlob(file, fileName);
    const folder = await grantedFolder();
    if (typeof folder === 'string')
      return { image: { src: await blobToDataUrl(blob), fileName }, created: false };
    const blobId = await contentHash(blob);
    const relativePath = `${IMAGES_FOLDER}/${blobId}.webp`;
    const known = await getImageRecord(blobId);
    let written: File | null = null;
    try {
      const existing = await fileAt(folder, relativePath);
      if (existing.size === blob.size) written = existing;
    } catch {
      // Not there yet.
    }
    const created = !written && !known;
    written ??= await writeAt(folder, relativePath, blob);
    await putImageRecord({
      ...recordOf(blobId, relativePath, known?.fileName || fileName, written),
      blob,
    });
    const image = { src: relativePath, fileName, blobId, relativePath, localFile: 'true' };
    return { image, created };
  }

  /**
   * Takes a picture storeNoting created out again — its file in images/ and its record — when
   * what it was stored for was not written (a cancelled or interrupted import). A picture the
   * book had before is never passed here. Answers false when the folder is not at hand now.
   */
  async function removeCreated(blobId: string, relativePath: string): Promise<boolean> {
    if (!BLOB_ID.test(blobId) || !isSafeRelativeImagePath(relativePath)) return false;
    const folder = await grantedFolder();
    if (typeof folder === 'string') return false;
    const { segments, name } = split(relativePath);
    try {
      const dir = await folderOf(folder, segments, false);
      await dir.removeEntry(name);
    } catch (error) {
      if (restoreCodeOf(error) !== 'not_found') throw error;
    }
    await deleteImageRecord(blobId);
    return true;
  }

  return { storeNoting, removeCreated };
}

export function createProjectImages(deps: ProjectImageDeps) {
  const grantedFolder = () => grantedFolderOf(deps);
  const { storeNoting } = createPictureKeeper(deps);

  // An image a book names by its path only (another tool wrote it) has no blob id: ''.
  const valid = (blobId: string, relativePath: string) =>
    (blobId === '' || BLOB_ID.test(blobId)) && isSafeRelativeImagePath(relativePath);
  const remember = (record: ImageRecord) =>
    record.blobId === '' ? Promise.resolve() : putImageRecord(record);
  const recordFor = (blobId: string) =>
    blobId === '' ? Promise.resolve(null) : getImageRecord(blobId);
  // The copy kept in this browser; without a blob id (an export reads a picture by the path it
  // prints), the one of that path.
  const keptCopy = (blobId: string, relativePath: string) =>
    blobId === '' ? findImageRecordByPath(relativePath) : getImageRecord(blobId);

  return {
    /**
     * Stores a picture for a page: in the project folder under its content hash when a folder
     * is granted, else inside the book (a data URL). Both are compressed first.
     */
    async storeImage(file: Blob, fileName: string): Promise<StoredImage> {
      return (await storeNoting(file, fileName)).image;
    },

    /**
     * The bytes of an image of the project folder, or its restore code: not_found (no such
     * file), metadata_mismatch (name, size or modified time changed since it was written),
     * file_access_denied (no permission), no_handle (no folder, and no copy in this browser),
     * system_error. Without the folder at hand, the copy kept in this browser is shown (found by
     * its path when the blob id is '', as exports ask).
     */
    async readImage(blobId: string, relativePath: string): Promise<ImageRead> {
      if (!valid(blobId, relativePath)) return fail('not_found');
      const folder = await grantedFolder();
      if (typeof folder === 'string') {
        const kept = await keptCopy(blobId, relativePath);
        return kept?.blob ? { ok: true, blob: kept.blob } : fail(folder);
      }
      const record = await recordFor(blobId);
      let file: File;
      try {
        file = await fileAt(folder, relativePath);
      } catch (error) {
        return fail(restoreCodeOf(error));
      }
      if (record && changed(record, file)) return fail('metadata_mismatch');
      if (!record?.blob) {
        const name = record?.fileName ?? relativePath.split('/').pop() ?? '';
        await remember(recordOf(blobId, relativePath, name, file)).catch(() => undefined);
      }
      return { ok: true, blob: file };
    },

    /** Puts a picture the author chose at the image's path (compressed), and verifies it. */
    async relinkImage(blobId: string, relativePath: string, file: Blob): Promise<ImageRead> {
      if (!valid(blobId, relativePath)) return fail('not_found');
      const folder = await grantedFolder();
      if (typeof folder === 'string') return fail(folder);
      try {
        const { blob } = await compressToBlob(file, (file as File).name ?? 'image');
        const written = await writeAt(folder, relativePath, blob);
        const name = (file as File).name ?? written.name;
        await remember({ ...recordOf(blobId, relativePath, name, written), blob });
        return { ok: true, blob };
      } catch (error) {
        return fail(restoreCodeOf(error));
      }
    },

    /** Accepts the file now at the image's path (it was changed outside the app). */
    async acceptImageFile(blobId: string, relativePath: string): Promise<ImageRead> {
      if (!valid(blobId, relativePath)) return fail('not_found');
      const folder = await grantedFolder();
      if (typeof folder === 'string') return fail(folder);
      try {
        const file = await fileAt(folder, relativePath);
        const known = await recordFor(blobId);
        await remember(recordOf(blobId, relativePath, known?.fileName ?? file.name, file));
        return { ok: true, blob: file };
      } catch (error) {
        return fail(restoreCodeOf(error));
      }
    },
  };
}

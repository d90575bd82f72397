/**
 * Images of a book kept in its project folder (docs/spec/data-layer-and-files.md §1, §3 Handles, §5 Image, §8): what
 * storing a picture returns, and how a stored image is read back — its bytes, or the spec's
 * restore code saying why it cannot be shown.
 */

/** The spec's image restore codes. */
export const IMAGE_RESTORE_CODES = [
  'not_found',
  'no_handle',
  'metadata_mismatch',
  'file_access_denied',
  'system_error',
] as const;

export type ImageRestoreCode = (typeof IMAGE_RESTORE_CODES)[number];

/** A stored picture as the page keeps it: the spec's inline-image attributes. */
export interface StoredImage {
  /** `images/<hash>.webp` with a project folder, else a `data:image/webp` URL. */
  src: string;
  /** The original file name. */
  fileName: string;
  /** The content hash (only for images in the project folder). */
  blobId?: string;
  /** The path under the project folder (only for images in the project folder). */
  relativePath?: string;
  /** The spec's local-file flag: 'true' for images in the project folder. */
  localFile?: string;
}

/** An image read back: its bytes, or why it cannot be shown. */
export type ImageRead = { ok: true; blob: Blob } | { ok: false; code: ImageRestoreCode };

/** Subfolder of the project folder that holds the book's images. */
export const IMAGES_FOLDER = 'images';

/** One entry of the book file's `fileHandles.handles`: an image and its file's metadata. */
export interface ImageHandleEntry {
  imageId: string;
  metadata: Record<string, unknown>;
}

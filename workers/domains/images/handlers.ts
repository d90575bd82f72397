/** Image operations of the facade: compression, and the images of the project folder. */
import type { ImageRead } from '../../contract/images';
import type { PicturesSource } from '../../files/book-json';
import { imageFileHandles, rememberImageHandles } from '../../files/image-handles';
import type { ImageRecord } from '../../files/image-records';
import { type CompressedImage, compressImage } from './compress-image';
import { createProjectImages, type ProjectImageDeps } from './project-images';

export { createPictureKeeper } from './project-images';

export interface ImageHandlerDeps extends ProjectImageDeps {
  /** How many project handles (folder, book file) the open book has. */
  projectHandles(): Promise<number>;
}

export function createImageHandlers(deps: ImageHandlerDeps) {
  return {
    /** Compresses a picture for the book (≤ 1280 px, webp 0.8) and returns it as a data URL. */
    async compressImage(file: Blob, fileName?: string): Promise<CompressedImage> {
      return compressImage(file, fileName);
    },
    ...createProjectImages(deps),
  };
}

/**
 * The export file's `fileHandles` block for the images the exported pages show; with
 * `carryPictures`, each with its bytes (read from the project folder, else this browser's copy).
 */
export function imageHandlesSource(
  deps: Pick<ImageHandlerDeps, 'projectHandles'> & {
    readImage(blobId: string, relativePath: string): Promise<ImageRead>;
  },
): PicturesSource {
  const bytesOf = async (record: ImageRecord): Promise<Blob | null> => {
    const read = await deps.readImage(record.blobId, record.relativePath);
    return read.ok ? read.blob : (record.blob ?? null);
  };
  return async (blobIds, how) => ({
    handles: await imageFileHandles(blobIds, how.carryPictures ? bytesOf : undefined),
    projectHandles: await deps.projectHandles(),
  });
}

/** After an Open: the image metadata the book file brought is remembered. */
export async function rememberImportedImages(fileHandles: readonly unknown[]): Promise<void> {
  try {
    await rememberImageHandles(fileHandles);
  } catch (error) {
    console.error('Could not remember the images of the opened book', error);
  }
}

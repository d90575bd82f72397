/** Image operations of the facade: compression, and the images of the project folder. */
import type { FileHandlesInput } from '../export/export-database';
import { type CompressedImage, compressImage } from './compress-image';
import { imageFileHandles, rememberImageHandles } from './image-handles';
import { createProjectImages, type ProjectImageDeps } from './project-images';

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

/** The export file's `fileHandles` block for the images the exported pages show. */
export function imageHandlesSource(deps: Pick<ImageHandlerDeps, 'projectHandles'>) {
  return async (blobIds: ReadonlySet<string>): Promise<FileHandlesInput> => ({
    handles: await imageFileHandles(blobIds),
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

/** Image operations of the facade. */
import { type CompressedImage, compressImage } from './compress-image';

export function createImageHandlers() {
  return {
    /** Compresses a picture for the book (≤ 1280 px, webp 0.8) and returns it as a data URL. */
    async compressImage(file: Blob, fileName?: string): Promise<CompressedImage> {
      return compressImage(file, fileName);
    },
  };
}

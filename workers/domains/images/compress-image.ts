/**
 * Image compression in the worker: at most 1280 px on the longer side, webp at quality 0.8
 * (docs/spec/data-layer-and-files.md §5). browser-image-compression runs here with its own worker off (with it on it
 * would fetch its code from a CDN), using createImageBitmap and OffscreenCanvas.
 */
import { IMAGE_MAX_SIDE, IMAGE_QUALITY } from '../../contract/constants';

export interface CompressedImage {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
  type: string;
}

/** A blob as a base64 data URL, built in chunks (no FileReader needed). */
async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The compressed picture as a Blob (webp), with its size in pixels. */
export interface CompressedBlob {
  blob: Blob;
  width: number;
  height: number;
}

export async function compressImage(file: Blob, fileName = 'image'): Promise<CompressedImage> {
  const { blob, width, height } = await compressToBlob(file, fileName);
  return { dataUrl: await blobToDataUrl(blob), width, height, bytes: blob.size, type: blob.type };
}

/** Compresses a picture (≤ 1280 px, webp 0.8) and returns the Blob. */
export async function compressToBlob(file: Blob, fileName = 'image'): Promise<CompressedBlob> {
  if (!file.type.startsWith('image/')) throw new Error('The file is not an image');
  const input = file instanceof File ? file : new File([file], fileName, { type: file.type });
  // Loaded on first use, so the worker starts without it.
  const { default: imageCompression } = await import('browser-image-compression');
  const output = await imageCompression(input, {
    maxWidthOrHeight: IMAGE_MAX_SIDE,
    fileType: 'image/webp',
    initialQuality: IMAGE_QUALITY,
    useWebWorker: false,
    maxIteration: 1,
    alwaysKeepResolution: false,
  });
  const bitmap = await createImageBitmap(output);
  const { width, height } = bitmap;
  bitmap.close();
  return { blob: output, width, height };
}

export { blobToDataUrl };

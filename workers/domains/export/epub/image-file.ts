/**
 * Pictures for packages: their pixel size read from the file's header (PNG, JPEG, GIF, WebP), the
 * file extension of a media type, and WebP turned into PNG or JPEG for formats whose readers may
 * not show it (EPUB 3.2's core media types and older Word have no WebP; the app stores its
 * compressed pictures as WebP). The conversion draws on an OffscreenCanvas in the worker; where
 * there is none it is not done and the picture stays WebP.
 */
import type { ExportImage } from '../../../contract/export';

export type ImageMediaType = ExportImage['mediaType'];

export const EXTENSION_OF: Readonly<Record<ImageMediaType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** Turns a picture's bytes into another raster type; null when it cannot. */
export type ConvertImage = (
  image: ExportImage,
  to: 'image/png' | 'image/jpeg',
) => Promise<Uint8Array | null>;

/** The picture's width and height in pixels from its header, or null. */
export function imageSize(
  bytes: Uint8Array,
  type: ImageMediaType,
): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === 'image/png' && bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR') {
      return positive(view.getUint32(16), view.getUint32(20));
    }
    if (type === 'image/gif' && bytes.length >= 10 && ascii(bytes, 0, 3) === 'GIF') {
      return positive(view.getUint16(6, true), view.getUint16(8, true));
    }
    if (type === 'image/jpeg') return jpegSize(bytes, view);
    if (type === 'image/webp') return webpSize(bytes, view);
  } catch {
    // a truncated header: no size
  }
  return null;
}

function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = view.getUint16(offset + 2);
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP')
    return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    return positive(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    const b = view.getUint32(21, true);
    return positive((b & 0x3fff) + 1, ((b >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const w = (bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16);
    const h = (bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16);
    return positive(w + 1, h + 1);
  }
  return null;
}

/** True when a WebP file may hold transparent pixels (lossless with alpha, or an alpha chunk). */
export function webpHasAlpha(bytes: Uint8Array): boolean {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') return ((bytes[20] ?? 0) & 0x10) !== 0;
  if (chunk === 'VP8L') return ((bytes[24] ?? 0) & 0x10) !== 0;
  return false;
}

/**
 * WebP as PNG (when it may be transparent) or JPEG; any other picture unchanged. Null only when
 * nothing could be read; when the conversion is not possible the WebP is returned as it is.
 */
export async function portableImage(
  image: ExportImage,
  convert: ConvertImage,
): Promise<ExportImage> {
  if (image.mediaType !== 'image/webp') return image;
  const to = webpHasAlpha(image.bytes) ? 'image/png' : 'image/jpeg';
  const bytes = await convert(image, to).catch(() => null);
  if (!bytes || bytes.length === 0) return image;
  return { ...image, mediaType: to, bytes };
}

/** The worker's converter: decode with createImageBitmap, draw on an OffscreenCanvas, encode. */
export const convertWithCanvas: ConvertImage = async (image, to) => {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    return null;
  }
  const bitmap = await createImageBitmap(
    new Blob([image.bytes as BlobPart], { type: image.mediaType }),
  );
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    if (to === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, bitmap.width, bitmap.height);
    }
    context.drawImage(bitmap, 0, 0);
    const blob = await canvas.convertToBlob(
      to === 'image/jpeg' ? { type: to, quality: 0.9 } : { type: to },
    );
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    bitmap.close();
  }
};

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function positive(width: number, height: number): { width: number; height: number } | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Pictures for the packages: `resolveImage(src)` gives the bytes of a picture as the pages name
 * it — a `data:` URL, `images/<file>` in the project folder (or this browser's copy of it), or
 * an https URL (fetched; the app's CSP may refuse it) — with a safe file name unique in the book.
 * A picture that cannot be read gives null, is remembered in `missing`, and the export goes on.
 */
import type { ExportImage } from '../../../contract/export';
import type { ImageRead } from '../../../contract/images';
import { isSafeRelativeImagePath } from '../../../contract/sanitize-rules';
import { type ImageType, imageSize, sniffImageType } from './image-size';
import type { ImageRef } from './page-html';

export interface ImageResolverDeps {
  /** A picture of the project folder by blob id ('' when unknown) and path. */
  readProjectImage(blobId: string, relativePath: string): Promise<ImageRead>;
  /** Fetch for https pictures (the worker's own by default). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/is;

function dataUrlBytes(src: string): Uint8Array | null {
  const match = DATA_URL.exec(src);
  if (!match) return null;
  const body = match[3] ?? '';
  try {
    if (/;base64/i.test(match[2] ?? '')) {
      const binary = atob(body.replace(/\s+/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      return bytes;
    }
    return new TextEncoder().encode(decodeURIComponent(body));
  } catch {
    return null;
  }
}

/** A file name's stem, safe in any file system and in a zip (letters of any script kept). */
function safeStem(name: string): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return stem || 'image';
}

function nameHint(src: string): string {
  if (src.startsWith('data:')) return 'image';
  const path = src.split(/[?#]/)[0] ?? '';
  let last = path.split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Kept as written.
  }
  return last || 'image';
}

export function createImageResolver(refs: readonly ImageRef[], deps: ImageResolverDeps) {
  const blobIds = new Map(refs.map((r) => [r.src, r.blobId]));
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const missing = new Set<string>();
  const found = new Set<string>();
  let counter = 0;

  /** The same src always gets the same name; two pictures never share one. */
  function fileNameFor(src: string, type: ImageType): string {
    const known = names.get(src);
    if (known) return known;
    const extension = EXTENSIONS[type];
    const stem = src.startsWith('data:') ? `image-${++counter}` : safeStem(nameHint(src));
    let name = `${stem}.${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}-${n}.${extension}`;
    taken.add(name.toLowerCase());
    names.set(src, name);
    return name;
  }

  async function bytesOf(src: string, signal?: AbortSignal): Promise<Uint8Array | null> {
    if (/^data:/i.test(src)) return dataUrlBytes(src);
    if (isSafeRelativeImagePath(src)) {
      const read = await deps.readProjectImage(blobIds.get(src) ?? '', src);
      return read.ok ? new Uint8Array(await read.blob.arrayBuffer()) : null;
    }
    if (/^https:\/\//i.test(src)) {
      const get = deps.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
      const response = await get(src, {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        ...(signal ? { signal } : {}),
      });
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    }
    return null;
  }

  async function resolveImage(src: string, signal?: AbortSignal): Promise<ExportImage | null> {
    let bytes: Uint8Array | null = null;
    try {
      bytes = await bytesOf(src, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      bytes = null;
    }
    const type = bytes ? sniffImageType(bytes) : null;
    if (!bytes || !type) {
      missing.add(src);
      return null;
    }
    const size = imageSize(bytes, type);
    found.add(src);
    return {
      src,
      fileName: fileNameFor(src, type),
      mediaType: type,
      bytes,
      ...(size ? { width: size.width, height: size.height } : {}),
    };
  }

  return {
    resolveImage,
    /** The pictures that could not be read so far. */
    missing: (): string[] => [...missing],
    /** How many distinct pictures were read. */
    found: (): number => found.size,
  };
}

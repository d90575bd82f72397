/**
 * Blob URLs for the images of the project folder (docs/spec/data-layer-and-files.md §3: a blob-URL cache, 60 minutes per
 * browser session). The worker reads the file (or says why it cannot: a restore code); the URL
 * made for it is shared by every page that shows the image and revoked when it expires. A relink
 * forgets the entry and tells whoever shows that image to ask again.
 */
import { BLOB_URL_CACHE_MINUTES } from '../../workers/contract/constants';
import type { ImageRead, ImageRestoreCode } from '../../workers/contract/images';
import { appStore, atom } from '../state/jotai';

/** What a page shows for an image: a URL, or why it cannot. */
export type ImageState =
  | { kind: 'shown'; url: string }
  | { kind: 'missing'; code: ImageRestoreCode };

/** Reads an image's bytes (the worker's readImage). */
export type ImageReader = (blobId: string, relativePath: string) => Promise<ImageRead>;

const CACHE_MS = BLOB_URL_CACHE_MINUTES * 60_000;

interface Entry {
  state: Promise<ImageState>;
  timer: ReturnType<typeof setTimeout> | null;
  url: string | null;
}

const cache = new Map<string, Entry>();

/** The last request to show images again: the blob id ('' for all), with a sequence number. */
export const imageRefreshAtom = atom({ seq: 0, blobId: '' });

const keyOf = (blobId: string, relativePath: string) => `${blobId}\n${relativePath}`;

function drop(key: string) {
  const entry = cache.get(key);
  if (!entry) return;
  cache.delete(key);
  if (entry.timer) clearTimeout(entry.timer);
  if (entry.url) URL.revokeObjectURL(entry.url);
}

/** The image as a blob URL (cached for 60 minutes), or its restore code (not cached). */
export function imageUrl(
  read: ImageReader,
  blobId: string,
  relativePath: string,
): Promise<ImageState> {
  const key = keyOf(blobId, relativePath);
  const cached = cache.get(key);
  if (cached) return cached.state;
  const entry: Entry = {
    state: Promise.resolve({ kind: 'missing', code: 'system_error' }),
    timer: null,
    url: null,
  };
  entry.state = read(blobId, relativePath).then(
    (result): ImageState => {
      if (!result.ok) {
        // A missing image is asked for again next time (the folder may be back by then).
        if (cache.get(key) === entry) cache.delete(key);
        return { kind: 'missing', code: result.code };
      }
      entry.url = URL.createObjectURL(result.blob);
      entry.timer = setTimeout(() => drop(key), CACHE_MS);
      return { kind: 'shown', url: entry.url };
    },
    (): ImageState => {
      if (cache.get(key) === entry) cache.delete(key);
      return { kind: 'missing', code: 'system_error' };
    },
  );
  cache.set(key, entry);
  return entry.state;
}

/** Forgets an image's URL (it was relinked, or the folder changed) and tells its viewers. */
export function refreshImage(blobId?: string) {
  for (const key of [...cache.keys()]) if (!blobId || key.startsWith(`${blobId}\n`)) drop(key);
  appStore.set(imageRefreshAtom, (r) => ({ seq: r.seq + 1, blobId: blobId ?? '' }));
}

/** Called with the blob id ('' for all) whenever images should be asked for again. */
export function onImageRefresh(listener: (blobId: string) => void): () => void {
  return appStore.sub(imageRefreshAtom, () => listener(appStore.get(imageRefreshAtom).blobId));
}

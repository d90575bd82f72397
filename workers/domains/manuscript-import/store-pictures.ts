/**
 * The pictures of an imported page stored the way a picture inserted in the editor is (the
 * images domain's storeImage: 1280 px WebP, in the project's images/ when a folder is granted,
 * else inside the book), and the page's `import-picture:` sources replaced by what was stored.
 * A picture not found, or found but not decodable, is left out of the page and named in a problem.
 */

import type { StoredImage } from '../../contract/images';
import type { ImportPicture } from '../../contract/manuscript-import';

/** Stores a picture; `created` when the store made a file the book did not have before. */
export type PictureStore = (
  picture: Blob,
  fileName: string,
) => Promise<StoredImage & { created?: boolean }>;

/** A picture this import added to the project's images/ (taken out again if it is undone). */
export interface AddedPicture {
  blobId: string;
  relativePath: string;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function storedAttributes(stored: StoredImage): string {
  const parts = [`src="${attr(stored.src)}"`];
  if (stored.localFile) parts.push(`data-local-file="${attr(stored.localFile)}"`);
  if (stored.relativePath) parts.push(`data-relative-path="${attr(stored.relativePath)}"`);
  if (stored.blobId) parts.push(`data-blob-id="${attr(stored.blobId)}"`);
  parts.push(`data-file-name="${attr(stored.fileName)}"`);
  return parts.join(' ');
}

const IMG = /<img\b([^>]*?)\bsrc="import-picture:([^"]*)"([^>]*)>/g;

export async function resolvePictures(
  html: string,
  pictures: readonly ImportPicture[],
  store: PictureStore,
  onAdded?: (picture: AddedPicture) => Promise<void>,
): Promise<{ html: string; stored: number; missing: string[]; unreadable: string[] }> {
  const byName = new Map(pictures.map((p) => [p.name, p]));
  const done = new Map<string, string | null>();
  const missing: string[] = [];
  const unreadable: string[] = [];
  let stored = 0;
  for (const match of html.matchAll(IMG)) {
    const name = decode(match[2] ?? '');
    if (done.has(name)) continue;
    const picture = byName.get(name);
    if (!picture) {
      done.set(name, null);
      missing.push(name);
      continue;
    }
    try {
      const bytes = picture.bytes.slice();
      const result = await store(new Blob([bytes], { type: picture.type }), name);
      if (result.created && result.blobId && result.relativePath)
        await onAdded?.({ blobId: result.blobId, relativePath: result.relativePath });
      done.set(name, storedAttributes(result));
      stored += 1;
    } catch {
      // Found, but not a picture the browser can decode (WMF, EMF, TIFF, a damaged file).
      done.set(name, null);
      unreadable.push(name);
    }
  }
  const out = html.replace(IMG, (_whole, before: string, name: string, after: string) => {
    const attributes = done.get(decode(name));
    return attributes
      ? `<img${before.replace(/\s*data-[\w-]+="[^"]*"/g, '')} ${attributes}${after}>`
      : '';
  });
  return { html: out, stored, missing, unreadable };
}

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

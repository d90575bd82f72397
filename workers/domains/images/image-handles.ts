/**
 * The book file's `fileHandles` block (docs/spec/data-layer-and-files.md §3 "Export file"): one entry per image of the
 * project folder the book uses — `{imageId, metadata}` — so a book opened in another browser
 * knows each image's path, name, size and modified time, and can tell a changed file
 * (metadata_mismatch) from the one the author inserted.
 */
import type { ImageHandleEntry } from '../../contract/images';
import { isSafeRelativeImagePath } from '../../contract/sanitize-rules';
import { allImageRecords, getImageRecord, putImageRecord } from './image-records';

const BLOB_ID = /^[\w-]{1,128}$/;
const IMAGE_ID = /\bdata-blob-id="([\w-]{1,128})"/g;

/** The blob ids of the project images a piece of page HTML shows. */
export function blobIdsIn(html: string, into: Set<string> = new Set()): Set<string> {
  if (!html.includes('data-blob-id')) return into;
  for (const match of html.matchAll(IMAGE_ID)) if (match[1]) into.add(match[1]);
  return into;
}

/** The entries for the images with these blob ids that this browser knows. */
export async function imageFileHandles(blobIds: ReadonlySet<string>): Promise<ImageHandleEntry[]> {
  if (blobIds.size === 0) return [];
  const records = await allImageRecords();
  return records
    .filter((r) => blobIds.has(r.blobId))
    .map((r) => ({
      imageId: r.blobId,
      metadata: {
        relativePath: r.relativePath,
        fileName: r.fileName,
        name: r.name,
        size: r.size,
        lastModified: r.lastModified,
        type: r.type,
      },
    }));
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * Remembers the image metadata of an opened book. An entry this browser already has with the
 * same file keeps its cached bytes; unusable entries are ignored. Returns how many were kept.
 */
export async function rememberImageHandles(entries: readonly unknown[]): Promise<number> {
  let kept = 0;
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const { imageId, metadata } = entry as { imageId?: unknown; metadata?: unknown };
    if (typeof imageId !== 'string' || !BLOB_ID.test(imageId)) continue;
    if (!metadata || typeof metadata !== 'object') continue;
    const m = metadata as Record<string, unknown>;
    const relativePath = text(m.relativePath);
    const size = count(m.size);
    const lastModified = count(m.lastModified);
    if (!isSafeRelativeImagePath(relativePath) || size === null || lastModified === null) continue;
    const known = await getImageRecord(imageId);
    const same = known && known.size === size && known.lastModified === lastModified;
    await putImageRecord({
      blobId: imageId,
      relativePath,
      fileName: text(m.fileName).slice(0, 1024),
      name: text(m.name).slice(0, 1024),
      size,
      lastModified,
      type: text(m.type, 'image/webp').slice(0, 100),
      ...(same && known.blob ? { blob: known.blob } : {}),
    });
    kept += 1;
  }
  return kept;
}

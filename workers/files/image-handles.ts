/**
 * The book file's `fileHandles` block (docs/spec/data-layer-and-files.md §3 "Export file"): one entry per image of the
 * project folder the book uses — `{imageId, metadata}` — so a book opened in another browser
 * knows each image's path, name, size and modified time, and can tell a changed file
 * (metadata_mismatch) from the one the author inserted. A book file written where no project
 * folder goes with it (Save file as to another folder, a download) carries the pictures too:
 * `metadata.dataUrl` holds the bytes, and opening the file keeps them in this browser.
 */
import type { ImageHandleEntry } from '../contract/images';
import { isSafeRelativeImagePath } from '../contract/sanitize-rules';
import { allImageRecords, getImageRecord, type ImageRecord, putImageRecord } from './image-records';

const BLOB_ID = /^[\w-]{1,128}$/;
const IMAGE_ID = /\bdata-blob-id="([\w-]{1,128})"/g;

/** The blob ids of the project images a piece of page HTML shows. */
export function blobIdsIn(html: string, into: Set<string> = new Set()): Set<string> {
  if (!html.includes('data-blob-id')) return into;
  for (const match of html.matchAll(IMAGE_ID)) if (match[1]) into.add(match[1]);
  return into;
}

/** Pictures carried in a book file are at most this long as data URLs (about 22 MB of bytes). */
export const MAX_CARRIED_DATA_URL = 30_000_000;

/** The bytes of a picture this browser knows (its project folder's file, or the cached copy). */
export type PictureBytes = (record: ImageRecord) => Promise<Blob | null>;

/** A blob as a base64 data URL, in chunks (no FileReader in every worker). */
async function dataUrlOf(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * The entries for the images with these blob ids that this browser knows; with `carry`, each
 * with its bytes as `metadata.dataUrl` (a picture whose bytes cannot be read goes without).
 */
export async function imageFileHandles(
  blobIds: ReadonlySet<string>,
  carry?: PictureBytes,
): Promise<ImageHandleEntry[]> {
  if (blobIds.size === 0) return [];
  const records = (await allImageRecords()).filter((r) => blobIds.has(r.blobId));
  const entries: ImageHandleEntry[] = [];
  for (const r of records) {
    const metadata: Record<string, unknown> = {
      relativePath: r.relativePath,
      fileName: r.fileName,
      name: r.name,
      size: r.size,
      lastModified: r.lastModified,
      type: r.type,
    };
    const blob = carry ? await carry(r).catch(() => null) : null;
    if (blob && blob.size > 0) metadata.dataUrl = await dataUrlOf(blob, r.type || 'image/webp');
    entries.push({ imageId: r.blobId, metadata });
  }
  return entries;
}

const DATA_URL = /^data:(image\/[\w.+-]{1,40});base64,/;

/** The picture a book file carries (a base64 data URL of an image), or null. */
export function carriedPicture(value: unknown): Blob | null {
  if (typeof value !== 'string' || value.length > MAX_CARRIED_DATA_URL) return null;
  const match = DATA_URL.exec(value);
  if (!match) return null;
  try {
    const binary = atob(value.slice(match[0].length));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes.length > 0 ? new Blob([bytes], { type: match[1] ?? 'image/webp' }) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * Remembers the image metadata of an opened book, with the pictures it carries. An entry this
 * browser already has with the same file keeps its cached bytes (unless the file carries them);
 * unusable entries are ignored. Returns how many were kept.
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
    const carried = carriedPicture(m.dataUrl);
    await putImageRecord({
      blobId: imageId,
      relativePath,
      fileName: text(m.fileName).slice(0, 1024),
      name: text(m.name).slice(0, 1024),
      size,
      lastModified,
      type: text(m.type, 'image/webp').slice(0, 100),
      ...(carried ? { blob: carried } : same && known.blob ? { blob: known.blob } : {}),
    });
    kept += 1;
  }
  return kept;
}

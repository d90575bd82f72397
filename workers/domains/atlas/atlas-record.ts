/**
 * Stored atlas rows and the records the screens get. Rows come from this app, from older
 * versions and from other tools: every field is read defensively (a location's type may be an
 * object, a string or missing; a list may be a single string).
 */
import {
  ATLAS_FIELDS,
  type AtlasImage,
  type AtlasKind,
  type AtlasRecord,
  cleanLocationType,
  type LocationType,
  nameField,
} from '../../contract/atlas';
import type { AnyRecord } from '../../contract/records';
import { isSafeImageSrc } from '../../contract/sanitize-rules';
import { cleanImageUrl, cleanList, MAX_LIST_ITEM } from '../../core/clean-fields';
import { toPlainText } from '../../core/sanitize-html';

/** Longest text field kept (characters). */
export const MAX_TEXT = 20_000;

const plain = (value: unknown, max: number): string => {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : '';
  return (/[<&]/.test(text) ? toPlainText(text) : text).slice(0, max);
};

/** Unique entries, compared case-insensitively (a tag that exists already is ignored, spec §5). */
export function uniqueList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** One field's value, cleaned for its type (plain text, a list of plain strings, a type). */
export function cleanField(
  kind: AtlasKind,
  key: string,
  value: unknown,
): string | string[] | LocationType {
  const field = ATLAS_FIELDS[kind].find((f) => f.key === key);
  switch (field?.type) {
    case 'list':
      return uniqueList(cleanList(value));
    case 'location_type':
      return cleanLocationType(value);
    case 'line':
    case 'date':
      return plain(value, MAX_LIST_ITEM).replace(/\s+/g, ' ').trim();
    default:
      return plain(value, MAX_TEXT);
  }
}

/** An uploaded picture as stored: a src the page allow-list accepts, else none. */
export function cleanAtlasImage(value: unknown): AtlasImage | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const src = typeof v.src === 'string' ? v.src.trim() : '';
  if (!src || !isSafeImageSrc(src)) return null;
  const image: AtlasImage = { src, fileName: plain(v.fileName, 255) };
  if (typeof v.blobId === 'string' && /^[\w-]{1,128}$/.test(v.blobId)) image.blobId = v.blobId;
  if (
    typeof v.relativePath === 'string' &&
    isSafeImageSrc(v.relativePath) &&
    !v.relativePath.startsWith('data:')
  )
    image.relativePath = v.relativePath;
  return image;
}

/** The external address of a record's picture: http(s) only, else ''. */
export function cleanAtlasImageUrl(value: unknown): string {
  const url = cleanImageUrl(value);
  return /^https?:/i.test(url) ? url : '';
}

export const cleanImageSource = (value: unknown): 'uploaded' | 'external' =>
  value === 'external' ? 'external' : 'uploaded';

/** The record the screens get from a stored row and its tags. */
export function toAtlasRecord(kind: AtlasKind, row: AnyRecord, tags: string[]): AtlasRecord {
  const fields: AtlasRecord['fields'] = {};
  for (const { key } of ATLAS_FIELDS[kind]) {
    // Older rows may carry the name as `title`.
    const raw = key === nameField(kind) && row[key] === undefined ? row.title : row[key];
    fields[key] = cleanField(kind, key, raw);
  }
  return {
    id: Number(row.id),
    uuid: typeof row.uuid === 'string' ? row.uuid : String(row.id),
    kind,
    position_in_list: Number(row.position_in_list) || 0,
    mark_for_delete: row.mark_for_delete === 1 ? 1 : 0,
    tags,
    fields,
    image: cleanAtlasImage(row.image),
    image_url: cleanAtlasImageUrl(row.image_url),
    image_source: cleanImageSource(row.image_source),
  };
}

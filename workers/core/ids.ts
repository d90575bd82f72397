/** Identifier generation: nanoid ids for records and version-4 uuids for documents. */
import { nanoid } from 'nanoid';

/** A new 21-character URL-safe id ([A-Za-z0-9_-]). */
export function newId(): string {
  return nanoid();
}

/**
 * A new version-4 uuid, lowercase. Uses crypto.randomUUID, or builds one from
 * crypto.getRandomValues where randomUUID is missing (pages served outside a secure context).
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Pure checks of the two identifier shapes (docs/spec/data-layer-and-files.md §3): 21-character URL-safe ids
 * (tree nodes, notes...) and version-4 uuids (documents). Dependency-free; generation lives in
 * workers/domains/ids.
 */

const ID = /^[A-Za-z0-9_-]{21}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for a 21-character id made of A-Z, a-z, 0-9, underscore and hyphen. */
export function isValidId(s: unknown): s is string {
  return typeof s === 'string' && ID.test(s);
}

/** True for a version-4 uuid (any letter case, variant nibble 8, 9, a or b). */
export function isUuidV4(s: unknown): s is string {
  return typeof s === 'string' && UUID_V4.test(s);
}

/**
 * The spec's local-storage "document location" entry: which book file and project folder this
 * browser last worked with, and whether its handles are kept. Corrupt or foreign values read as
 * absent; storage that cannot be used is ignored.
 */

/** Local-storage key of the entry: do not change without migrating stored entries. */
export const DOCUMENT_LOCATION_KEY = 'documentLocation';

/** Where the current book lives on disk. */
export interface DocumentLocation {
  fileName: string;
  projectFolderName: string;
  /** ISO time the entry was written. */
  timestamp: string;
  /** True when the handles are kept in the handle store. */
  persistentHandles: boolean;
  /** ISO time access was last granted, when known. */
  lastPermissionGrant?: string;
  /** How the location was established (for example `save`, `open`, `recovery`). */
  establishedFrom?: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const defaultStorage = (): StorageLike | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a parsed value and returns it as a location, or null when it is not one. */
export function parseDocumentLocation(value: unknown): DocumentLocation | null {
  if (!isObject(value)) return null;
  const { fileName, projectFolderName, timestamp, persistentHandles } = value;
  if (typeof fileName !== 'string' || typeof projectFolderName !== 'string') return null;
  let stamp: string;
  if (typeof timestamp === 'string') stamp = timestamp;
  else if (typeof timestamp === 'number' && Number.isFinite(timestamp)) {
    stamp = new Date(timestamp).toISOString();
  } else return null;
  const location: DocumentLocation = {
    fileName,
    projectFolderName,
    timestamp: stamp,
    persistentHandles: persistentHandles === true,
  };
  if (typeof value.lastPermissionGrant === 'string') {
    location.lastPermissionGrant = value.lastPermissionGrant;
  }
  if (typeof value.establishedFrom === 'string') location.establishedFrom = value.establishedFrom;
  return location;
}

/** The stored document location, or null when there is none or it is corrupt. */
export function readDocumentLocation(
  storage: StorageLike | null = defaultStorage(),
): DocumentLocation | null {
  let text: string | null = null;
  try {
    text = storage?.getItem(DOCUMENT_LOCATION_KEY) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return parseDocumentLocation(JSON.parse(text));
  } catch {
    return null; // corrupt JSON is ignored
  }
}

/** Stores the document location; returns false when storage is unavailable or full. */
export function writeDocumentLocation(
  location: DocumentLocation,
  storage: StorageLike | null = defaultStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(DOCUMENT_LOCATION_KEY, JSON.stringify(location));
    return true;
  } catch {
    return false;
  }
}

/**
 * Merges changes into the stored location (nothing happens when none is stored) and returns the
 * result, or null.
 */
export function updateDocumentLocation(
  changes: Partial<DocumentLocation>,
  storage: StorageLike | null = defaultStorage(),
): DocumentLocation | null {
  const current = readDocumentLocation(storage);
  if (!current) return null;
  const next = parseDocumentLocation({ ...current, ...changes });
  if (!next) return null;
  return writeDocumentLocation(next, storage) ? next : null;
}

/** Removes the stored location. */
export function clearDocumentLocation(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(DOCUMENT_LOCATION_KEY);
  } catch {
    /* storage unavailable */
  }
}

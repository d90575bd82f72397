/**
 * The Y documents this browser keeps (`collab_docs`, migration 14): read a document's state,
 * append an update (checked first: a malformed update is refused and logged, the stored state
 * untouched), and compaction (the pending updates merged into the state, deleted content
 * collected, once there are more than `COMPACT_AFTER`).
 */
import * as Y from 'yjs';
import type { CollabDocRecord } from '../../contract/collab';
import { AppError } from '../../contract/errors';
import type { StoryBuilderDb } from '../../db/database';

/** Pending updates kept before a document is compacted. */
export const COMPACT_AFTER = 32;

/** `update` if Yjs can read it; else refused (AppError `collab_update_refused`), and logged. */
export function checkedUpdate(update: unknown, what: string): Uint8Array {
  if (!(update instanceof Uint8Array) || update.length === 0) {
    console.warn(`A Yjs update for ${what} was refused: not bytes`);
    throw new AppError('collab_update_refused');
  }
  const scratch = new Y.Doc();
  try {
    Y.applyUpdate(scratch, update);
    return update;
  } catch (error) {
    console.warn(`A Yjs update for ${what} was refused: it cannot be read`, error);
    throw new AppError('collab_update_refused');
  } finally {
    scratch.destroy();
  }
}

/** A Y.Doc holding `updates` (each already checked). */
export function docOf(updates: readonly Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

/** The whole state of a stored document, compacted (null when there is none). */
export function stateOf(record: CollabDocRecord | undefined): Uint8Array | null {
  if (!record) return null;
  if (record.pending.length === 0) return record.state;
  const doc = docOf([record.state, ...record.pending]);
  try {
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

/** The stored record of a document. */
export function readDoc(db: StoryBuilderDb, name: string): Promise<CollabDocRecord | undefined> {
  return db.collab_docs.get(name);
}

/** What a new record is made of (its name, book and page). */
export interface DocIdentity {
  name: string;
  documentId: string;
  pageId: string | null;
}

/**
 * Appends a checked update to a document (made if missing); compacts when more than
 * COMPACT_AFTER are pending. `htmlHash` (when given) says which page HTML the state now holds.
 * Returns the new record.
 */
export async function appendUpdate(
  db: StoryBuilderDb,
  identity: DocIdentity,
  update: Uint8Array,
  htmlHash?: string | null,
): Promise<CollabDocRecord> {
  return db.transaction('rw', db.collab_docs, async () => {
    const old = await db.collab_docs.get(identity.name);
    const now = new Date().toISOString();
    let record: CollabDocRecord = old
      ? { ...old, pending: [...old.pending, update], updatedAt: now }
      : { ...identity, state: update, pending: [], htmlHash: null, updatedAt: now };
    if (htmlHash !== undefined) record = { ...record, htmlHash };
    if (record.pending.length > COMPACT_AFTER) {
      record = { ...record, state: stateOf(record) as Uint8Array, pending: [] };
    }
    await db.collab_docs.put(record);
    return record;
  });
}

/** Replaces a document's whole state (a merge's result, a file's state). */
export async function putState(
  db: StoryBuilderDb,
  identity: DocIdentity,
  state: Uint8Array,
  htmlHash: string | null,
): Promise<void> {
  await db.collab_docs.put({
    ...identity,
    state,
    pending: [],
    htmlHash,
    updatedAt: new Date().toISOString(),
  });
}

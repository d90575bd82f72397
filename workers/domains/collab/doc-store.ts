/**
 * The Y documents this browser keeps (`collab_docs`, migration 14): read a document's state,
 * append an update (checked first, check-update.ts: a malformed update is refused and logged, the
 * stored state untouched), and compaction (the pending updates merged into the state, deleted content
 * collected, once there are more than `COMPACT_AFTER`).
 */
import * as Y from 'yjs';
import type { CollabDocRecord } from '../../contract/collab';
import type { StoryBuilderDb } from '../../db/database';
import { decodeFileForm } from './file-codec';

/** Pending updates kept before a document is compacted. */
export const COMPACT_AFTER = 32;

/** A Y.Doc holding `updates` (each already checked). */
export function docOf(updates: readonly Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

/**
 * A record's compacted state itself: a file's state is kept in its file form only until first
 * needed (opening a big book decodes nothing); one that cannot be read then counts as none.
 */
function baseState(record: CollabDocRecord): Uint8Array | null {
  if (record.state.length > 0 || !record.fileForm) return record.state;
  return decodeFileForm(record.fileForm, record.name);
}

/** The whole state of a stored document, compacted (null when there is none). */
export function stateOf(record: CollabDocRecord | undefined): Uint8Array | null {
  if (!record) return null;
  const base = baseState(record);
  if (record.pending.length === 0) return base;
  const doc = docOf(base ? [base, ...record.pending] : record.pending);
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
      ? {
          ...old,
          state: baseState(old) ?? new Uint8Array(0),
          pending: [...old.pending, update],
          updatedAt: now,
          fileForm: null,
        }
      : { ...identity, state: update, pending: [], htmlHash: null, updatedAt: now };
    if (htmlHash !== undefined) record = { ...record, htmlHash };
    if (record.pending.length > COMPACT_AFTER) {
      record = { ...record, state: stateOf(record) as Uint8Array, pending: [] };
    }
    await db.collab_docs.put(record);
    return record;
  });
}

/** A record holding `state` whole (nothing pending). */
export function wholeRecord(
  identity: DocIdentity,
  state: Uint8Array,
  htmlHash: string | null,
  fileForm: string | null = null,
): CollabDocRecord {
  return {
    ...identity,
    state,
    pending: [],
    htmlHash,
    updatedAt: new Date().toISOString(),
    fileForm,
  };
}

/** Replaces a document's whole state (a merge's result, a file's state). */
export async function putState(
  db: StoryBuilderDb,
  identity: DocIdentity,
  state: Uint8Array,
  htmlHash: string | null,
): Promise<void> {
  await db.collab_docs.put(wholeRecord(identity, state, htmlHash));
}

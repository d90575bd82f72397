/**
 * The book file's `collab` block (issue 31, docs/file-format.md): the book doc's state,
 * reconciled with the rows the file is written from, and each page's stored state, so a copy of
 * the file can be merged back without a server. Opening a file with the block restores the
 * states (unreadable ones left out and logged); a file without it opens as before.
 */
import * as Y from 'yjs';
import {
  type BookFileCollab,
  bookDocName,
  COLLAB_FILE_ENCODING,
  type CollabDocRecord,
  commentsDocName,
  pageDocName,
} from '../../contract/collab';
import type { AnyRecord } from '../../contract/records';
import { isObject } from '../../core/is-object';
import type { DbSession } from '../../db/session';
import { isBookDocTable, reconcileRows } from './book-doc';
import { docOf, putState, readDoc, stateOf, wholeRecord } from './doc-store';
import { decodeFileState, encodeFileState } from './file-codec';

/** What the file carries: the states, their encoding, and the page HTML each state holds. */
export interface FileCollabBlock extends BookFileCollab {
  encoding: string;
  /** Page id → `textHash` of the page HTML its state holds (when known). */
  htmlHashes: Record<string, string>;
}

/** The hooks the book JSON writer calls (files/book-json.ts `BookJsonExtra`). */
export function collabFileWriter(session: DbSession) {
  const rows = new Map<string, AnyRecord[]>();
  return {
    rows(table: string, list: readonly AnyRecord[]): void {
      if (!isBookDocTable(table)) return;
      const kept = rows.get(table) ?? [];
      for (const row of list) kept.push(row);
      rows.set(table, kept);
    },
    async finish(): Promise<{ collab: FileCollabBlock }> {
      const db = session.get();
      const documentId = String((await db.current_document.toCollection().first())?.uuid ?? '');
      const name = bookDocName(documentId);
      const stored = stateOf(await readDoc(db, name));
      const doc = docOf(stored ? [stored] : []);
      let book: Uint8Array;
      try {
        reconcileRows(doc, rows);
        book = Y.encodeStateAsUpdate(doc);
      } finally {
        doc.destroy();
      }
      await putState(db, { name, documentId, pageId: null }, book, null);
      const block: FileCollabBlock = {
        encoding: COLLAB_FILE_ENCODING,
        book: encodeFileState(book),
        pages: {},
        htmlHashes: {},
      };
      const records = await db.collab_docs.where('documentId').equals(documentId).toArray();
      // Each state's file form is kept with it until the state changes: an unchanged page
      // costs nothing to write again (most pages at every auto-save).
      const encoded: CollabDocRecord[] = [];
      // A page's comments doc (issue 31 item 5) goes in `comments`, beside the page's state.
      const comments: Record<string, string> = {};
      for (const record of records) {
        if (!record.pageId) continue;
        const ofComments = record.name === commentsDocName(documentId, record.pageId);
        if (!ofComments && record.name !== pageDocName(documentId, record.pageId)) continue;
        let form = record.pending.length === 0 ? record.fileForm : null;
        if (!form) {
          const state = stateOf(record) as Uint8Array;
          form = encodeFileState(state);
          encoded.push({ ...record, state, pending: [], fileForm: form });
        }
        if (ofComments) {
          comments[record.pageId] = form;
          continue;
        }
        block.pages[record.pageId] = form;
        if (record.htmlHash) block.htmlHashes[record.pageId] = record.htmlHash;
      }
      if (Object.keys(comments).length > 0) block.comments = comments;
      if (encoded.length > 0) await keepFileForms(session, encoded);
      return { collab: block };
    },
  };
}

/**
 * Keeps the file forms just made (and the compacted states), unless the document changed in
 * the meantime (an update appended while the file was written).
 */
async function keepFileForms(session: DbSession, encoded: CollabDocRecord[]): Promise<void> {
  const db = session.get();
  await db.transaction('rw', db.collab_docs, async () => {
    const now = await db.collab_docs.bulkGet(encoded.map((r) => r.name));
    const unchanged = encoded.filter((r, i) => now[i]?.updatedAt === r.updatedAt);
    await db.collab_docs.bulkPut(unchanged);
  });
}

/**
 * After a book file was opened: its states kept for the book it holds (the import cleared
 * the old book's). Unreadable states are left out (logged) — a page's when it is first read —
 * and the page's state is then made again from its HTML when needed.
 */
export async function restoreCollabBlock(session: DbSession, block: unknown): Promise<number> {
  if (!isObject(block)) return 0;
  const sameEncoding = block.encoding === COLLAB_FILE_ENCODING;
  const hashes = isObject(block.htmlHashes) ? block.htmlHashes : {};
  const texts = isObject(block.pages) ? block.pages : {};
  const db = session.get();
  const documentId = String((await db.current_document.toCollection().first())?.uuid ?? '');
  let restored = 0;
  const book = await decodeFileState(block.book, block.encoding, 'the book');
  if (book) {
    const name = bookDocName(documentId);
    await putState(db, { name, documentId, pageId: null }, book, null);
    restored++;
  }
  const ids = Object.keys(texts);
  const present = new Set((await db.tree_nodes.bulkGet(ids)).map((node) => node?.id));
  const records: CollabDocRecord[] = [];
  for (const pageId of ids) {
    const text = texts[pageId];
    if (!present.has(pageId) || typeof text !== 'string' || text === '') continue;
    const hash = hashes[pageId];
    const identity = { name: pageDocName(documentId, pageId), documentId, pageId };
    const htmlHash = typeof hash === 'string' ? hash : null;
    if (sameEncoding) {
      // Kept in its file form, read when first needed (stateOf): a big book opens as fast.
      records.push(wholeRecord(identity, new Uint8Array(0), htmlHash, text));
      continue;
    }
    const state = await decodeFileState(text, block.encoding, `page ${pageId}`);
    if (state) records.push(wholeRecord(identity, state, htmlHash));
  }
  // Each page's comments doc (only for pages the book has).
  const comments = isObject(block.comments) ? block.comments : {};
  const commented = Object.keys(comments);
  const withPage = new Set((await db.tree_nodes.bulkGet(commented)).map((node) => node?.id));
  for (const pageId of commented) {
    if (!withPage.has(pageId)) continue;
    const what = `the comments of page ${pageId}`;
    const state = await decodeFileState(comments[pageId], block.encoding, what);
    const identity = { name: commentsDocName(documentId, pageId), documentId, pageId };
    if (state) records.push(wholeRecord(identity, state, null));
  }
  await db.collab_docs.bulkPut(records);
  return restored + records.length;
}

/**
 * The `collab` block of a book file's text without parsing the whole book again: the writer
 * puts it last, at the top level; null when there is none (or it cannot be read).
 */
export function collabBlockOf(text: string): unknown {
  const marker = '\n  "collab": ';
  const at = text.lastIndexOf(marker);
  if (at < 0) return null;
  const end = text.lastIndexOf('}');
  try {
    return JSON.parse(text.slice(at + marker.length, end));
  } catch {
    return null;
  }
}

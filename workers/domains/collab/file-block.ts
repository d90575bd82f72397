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
  pageDocName,
} from '../../contract/collab';
import type { AnyRecord } from '../../contract/records';
import type { DbSession } from '../../db/session';
import { isBookDocTable, reconcileRows } from './book-doc';
import { docOf, putState, readDoc, stateOf } from './doc-store';
import { decodeCollabBlock, encodeFileState } from './file-codec';

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
        book: await encodeFileState(book),
        pages: {},
        htmlHashes: {},
      };
      const records = await db.collab_docs.where('documentId').equals(documentId).toArray();
      for (const record of records) {
        if (!record.pageId || record.name !== pageDocName(documentId, record.pageId)) continue;
        const state = stateOf(record);
        if (!state) continue;
        block.pages[record.pageId] = await encodeFileState(state);
        if (record.htmlHash) block.htmlHashes[record.pageId] = record.htmlHash;
      }
      return { collab: block };
    },
  };
}

/**
 * After a book file was opened: its states kept for the book it holds (the import cleared
 * the old book's). Unreadable states are left out (logged); the page's state is then made again
 * from its HTML when first needed.
 */
export async function restoreCollabBlock(session: DbSession, block: unknown): Promise<number> {
  if (block === undefined || block === null) return 0;
  const decoded = await decodeCollabBlock(block);
  const hashes =
    typeof block === 'object' && block !== null && 'htmlHashes' in block
      ? ((block as { htmlHashes?: unknown }).htmlHashes as Record<string, unknown>)
      : {};
  const db = session.get();
  const documentId = String((await db.current_document.toCollection().first())?.uuid ?? '');
  let restored = 0;
  if (decoded.book) {
    const name = bookDocName(documentId);
    await putState(db, { name, documentId, pageId: null }, decoded.book, null);
    restored++;
  }
  for (const [pageId, state] of decoded.pages) {
    if (!(await db.tree_nodes.get(pageId))) continue;
    const hash = hashes?.[pageId];
    await putState(
      db,
      { name: pageDocName(documentId, pageId), documentId, pageId },
      state,
      typeof hash === 'string' ? hash : null,
    );
    restored++;
  }
  return restored;
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

/**
 * A page's comment threads for the Word export (issue 31 item 5), read in the worker: the
 * page's Yjs document and its comments document as this browser keeps them (`collab_docs`),
 * each thread's ends (Yjs relative positions) turned into offsets in the page's text
 * (page-text-index.ts). A thread whose text was deleted (its ends meet, or lie in a deleted
 * block) is left out and counted as gone, as the comments panel shows it "deleted".
 * Loaded with Yjs only when an export asks for comments (lazy-collab.ts).
 */
import * as Y from 'yjs';
import { base64ToBytes, commentsDocName, pageDocName } from '../../contract/collab';
import {
  type BookCommentCount,
  type CommentThread,
  type PageCommentsForExport,
  type PlacedThread,
  threadsFromJson,
} from '../../contract/comments';
import type { StoryBuilderDb } from '../../db/database';
import { docOf, readDoc, stateOf } from './doc-store';
import { type PageTextIndex, pageTextIndex } from './page-text-index';

/** A stored relative position as an offset in the page's text (null: gone or unreadable). */
function offsetOf(doc: Y.Doc, index: PageTextIndex, encoded: string): number | null {
  let position: Y.RelativePosition;
  try {
    position = Y.decodeRelativePosition(base64ToBytes(encoded));
  } catch {
    return null;
  }
  const absolute = Y.createAbsolutePositionFromRelativePosition(position, doc);
  if (!absolute) return null;
  return index.offsetOf(absolute.type, absolute.index);
}

/** The threads of a comments document's state (none when it cannot be read). */
function threadsOf(state: Uint8Array | null): CommentThread[] {
  if (!state) return [];
  let doc: Y.Doc;
  try {
    doc = docOf([state]);
  } catch {
    return [];
  }
  try {
    return threadsFromJson(doc.getMap('threads').toJSON());
  } finally {
    doc.destroy();
  }
}

/** Places threads in a page's document (its state); in the page's order. */
export function placeThreads(
  pageState: Uint8Array | null,
  threads: readonly CommentThread[],
): PageCommentsForExport {
  if (threads.length === 0) return { text: '', threads: [], gone: 0 };
  const doc = pageState ? docOf([pageState]) : new Y.Doc();
  try {
    const index = pageTextIndex(doc);
    const placed: PlacedThread[] = [];
    let gone = 0;
    for (const thread of threads) {
      const a = offsetOf(doc, index, thread.anchor);
      const b = offsetOf(doc, index, thread.head);
      if (a === null || b === null || a === b) {
        gone += 1;
        continue;
      }
      const entries = thread.replies
        .filter((reply) => reply.text.trim() !== '')
        .map((reply) => ({ author: reply.author, text: reply.text, createdAt: reply.createdAt }));
      if (entries.length === 0) continue;
      placed.push({
        id: thread.id,
        start: Math.min(a, b),
        end: Math.max(a, b),
        quote: thread.quote,
        resolved: thread.resolved,
        entries,
      });
    }
    placed.sort((x, y) => x.start - y.start || x.end - y.end || x.id.localeCompare(y.id));
    return { text: index.text, threads: placed, gone };
  } finally {
    doc.destroy();
  }
}

/** A page's comments placed in its text; null when the page has none. */
export async function pageCommentsForExport(
  db: StoryBuilderDb,
  bookId: string,
  pageId: string,
): Promise<PageCommentsForExport | null> {
  const comments = await readDoc(db, commentsDocName(bookId, pageId));
  const threads = threadsOf(stateOf(comments));
  if (threads.length === 0) return null;
  const page = stateOf(await readDoc(db, pageDocName(bookId, pageId)));
  return placeThreads(page, threads);
}

/** The book's comment threads: how many, how many resolved, on how many pages. */
export async function bookCommentCount(
  db: StoryBuilderDb,
  names: readonly string[],
): Promise<BookCommentCount> {
  const count: BookCommentCount = { threads: 0, resolved: 0, pages: 0 };
  for (const name of names) {
    const record = await readDoc(db, name);
    if (!record?.pageId) continue;
    const page = await db.tree_nodes.get(record.pageId);
    if (!page || page.mark_for_delete === 1) continue;
    const threads = threadsOf(stateOf(record));
    if (threads.length === 0) continue;
    count.pages += 1;
    count.threads += threads.length;
    count.resolved += threads.filter((t) => t.resolved).length;
  }
  return count;
}

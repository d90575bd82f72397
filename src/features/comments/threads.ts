/**
 * The comments of one page (issue 31 item 5), kept in their own Y document
 * (`<bookId>/comments/<pageId>`, so a commenter's link may write them and nothing else): a Y.Map
 * `threads` keyed by thread id, each thread a Y.Map of its fields. `anchor` and `head` are Yjs
 * relative positions into the PAGE's document (base64 of `Y.encodeRelativePosition`), the start
 * and end of the text commented on: they move with the text as it is edited, and the page's
 * text is never changed to hold them. `replies` is a Y.Array; its first entry is the comment
 * that opened the thread. A deleted thread is removed from the map (Yjs keeps the deletion).
 * Pure Yjs: no DOM, no editor (tested headless).
 */
import * as Y from 'yjs';
import { base64ToBytes, bytesToBase64 } from '../../../workers/contract/collab';
import {
  type CommentReply,
  type CommentThread,
  threadsFromJson,
} from '../../../workers/contract/comments';

export type { CommentReply, CommentThread };

export interface Commenter {
  name: string;
  key: string;
  colour: string;
}

/** The longest quote kept with a thread (the panel shows the start of a long selection). */
export const QUOTE_MAX = 280;
/** The longest text of one comment. */
export const COMMENT_MAX = 4000;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The threads map of a comments document. */
export const threadsMap = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('threads');

/** A relative position as the thread stores it. */
export const encodePosition = (position: Y.RelativePosition) =>
  bytesToBase64(Y.encodeRelativePosition(position));

/** A stored position back (null when it cannot be read). */
export function decodePosition(text: string): Y.RelativePosition | null {
  try {
    return Y.decodeRelativePosition(base64ToBytes(text));
  } catch {
    return null;
  }
}

function replyMap(reply: CommentReply): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(reply)) map.set(key, value);
  return map;
}

/** Every thread of the document (in no particular order; the panel sorts them by the page). */
export function readThreads(doc: Y.Doc): CommentThread[] {
  return threadsFromJson(threadsMap(doc).toJSON());
}

/** Opens a thread on the text between `anchor` and `head` (encoded positions); its id. */
export function addThread(
  doc: Y.Doc,
  who: Commenter,
  at: { anchor: string; head: string; quote: string },
  comment: string,
  now = new Date(),
): string {
  const id = newId();
  const createdAt = now.toISOString();
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    map.set('id', id);
    map.set('anchor', at.anchor);
    map.set('head', at.head);
    map.set('quote', at.quote.slice(0, QUOTE_MAX));
    map.set('author', who.name);
    map.set('authorKey', who.key);
    map.set('colour', who.colour);
    map.set('createdAt', createdAt);
    map.set('resolved', false);
    const replies = new Y.Array<Y.Map<unknown>>();
    replies.push([
      replyMap({
        id: newId(),
        author: who.name,
        authorKey: who.key,
        colour: who.colour,
        text: comment.slice(0, COMMENT_MAX),
        createdAt,
      }),
    ]);
    map.set('replies', replies);
    threadsMap(doc).set(id, map);
  });
  return id;
}

/** Adds a reply to a thread; false when the thread is gone (deleted meanwhile). */
export function addReply(
  doc: Y.Doc,
  threadId: string,
  who: Commenter,
  comment: string,
  now = new Date(),
): boolean {
  const replies = threadsMap(doc).get(threadId)?.get('replies');
  if (!(replies instanceof Y.Array)) return false;
  replies.push([
    replyMap({
      id: newId(),
      author: who.name,
      authorKey: who.key,
      colour: who.colour,
      text: comment.slice(0, COMMENT_MAX),
      createdAt: now.toISOString(),
    }),
  ]);
  return true;
}

/** Resolves (or reopens) a thread; false when it is gone. */
export function setResolved(doc: Y.Doc, threadId: string, resolved: boolean): boolean {
  const map = threadsMap(doc).get(threadId);
  if (!map) return false;
  map.set('resolved', resolved);
  return true;
}

/** Deletes a thread with its replies. */
export function deleteThread(doc: Y.Doc, threadId: string): void {
  threadsMap(doc).delete(threadId);
}

/**
 * Comment threads of a page (issue 31 item 5), as both threads read them: the shape of a
 * page's comments document (`<bookId>/comments/<pageId>`, a Y.Map `threads` of Y.Maps; its
 * plain JSON read here, so no Yjs is needed to check it), and what the Word export gets of a
 * page's threads once their anchors are resolved in the page's text.
 */

export interface CommentReply {
  id: string;
  author: string;
  /** Who wrote it (a hash of the invitation's secret), for "Delete" of one's own. */
  authorKey: string;
  /** The author's colour (older entries: none, the thread's is used). */
  colour?: string;
  text: string;
  createdAt: string;
}

export interface CommentThread {
  id: string;
  /** Base64 of a Yjs relative position into the page's document: where the text starts. */
  anchor: string;
  /** Where it ends. */
  head: string;
  quote: string;
  author: string;
  authorKey: string;
  colour: string;
  createdAt: string;
  resolved: boolean;
  /** The opening comment first, then the replies, oldest first. */
  replies: CommentReply[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function replyFromJson(value: unknown): CommentReply | null {
  if (!isPlainObject(value)) return null;
  const id = text(value.id);
  if (!id) return null;
  return {
    id,
    author: text(value.author),
    authorKey: text(value.authorKey),
    colour: text(value.colour),
    text: text(value.text),
    createdAt: text(value.createdAt),
  };
}

/** One thread from its map's JSON (null: not a thread, or without both ends). */
export function threadFromJson(id: string, value: unknown): CommentThread | null {
  if (!isPlainObject(value)) return null;
  const anchor = text(value.anchor);
  const head = text(value.head);
  if (!anchor || !head) return null;
  return {
    id,
    anchor,
    head,
    quote: text(value.quote),
    author: text(value.author),
    authorKey: text(value.authorKey),
    colour: text(value.colour),
    createdAt: text(value.createdAt),
    resolved: value.resolved === true,
    replies: Array.isArray(value.replies)
      ? value.replies.map(replyFromJson).filter((r): r is CommentReply => r !== null)
      : [],
  };
}

/** Every thread of a comments document's `threads` map, given as JSON (`map.toJSON()`). */
export function threadsFromJson(json: unknown): CommentThread[] {
  if (!isPlainObject(json)) return [];
  const out: CommentThread[] = [];
  for (const [id, value] of Object.entries(json)) {
    const thread = threadFromJson(id, value);
    if (thread) out.push(thread);
  }
  return out;
}

/**
 * A thread of a page as the Word export writes it: where its text lies in the page's text (the
 * text of the page's Yjs document, every string in document order: `text`), its entries.
 */
export interface PlacedThread {
  id: string;
  /** Offsets in `PageCommentsForExport.text` (UTF-16 code units), start < end. */
  start: number;
  end: number;
  quote: string;
  resolved: boolean;
  /** The opening comment, then the replies. */
  entries: Array<{ author: string; text: string; createdAt: string }>;
}

/** A page's threads for an export, placed in its text; threads whose text is gone left out. */
export interface PageCommentsForExport {
  /** The page's text as its Yjs document holds it (no markup, blocks run together). */
  text: string;
  /** In the page's order. */
  threads: PlacedThread[];
  /** Threads whose text was deleted (not written). */
  gone: number;
}

/** How many comment threads the book holds (the export dialog offers them when any). */
export interface BookCommentCount {
  threads: number;
  resolved: number;
  pages: number;
}

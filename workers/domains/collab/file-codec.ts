/**
 * Y states in the book file's `collab` block (docs/file-format.md): each a whole-document
 * update, in Yjs's V2 format, deflate-raw compressed, base64 (`COLLAB_FILE_ENCODING`); a block
 * without `encoding` holds plain base64 V1 updates. Reading a state checks it: one that cannot
 * be read is left out and logged (the book still opens), never stored.
 */
import { deflateSync, inflateSync } from 'fflate';
import * as Y from 'yjs';
import {
  type BookFileCollab,
  base64ToBytes,
  bytesToBase64,
  COLLAB_FILE_ENCODING,
} from '../../contract/collab';
import { isObject } from '../../core/is-object';
import { checkedUpdate } from './check-update';

/** A state as the file writes it. */
export function encodeFileState(state: Uint8Array): string {
  return bytesToBase64(deflateSync(Y.convertUpdateFormatV1ToV2(state), { level: 6 }));
}

/** A state read from the file (V1 update), or null when it cannot be read (logged). */
export async function decodeFileState(
  text: unknown,
  encoding: unknown,
  what: string,
): Promise<Uint8Array | null> {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const bytes = base64ToBytes(text);
    const v1 =
      encoding === COLLAB_FILE_ENCODING ? Y.convertUpdateFormatV2ToV1(inflateSync(bytes)) : bytes;
    return checkedUpdate(v1, what);
  } catch (error) {
    console.warn(`The Yjs state of ${what} in the file was left out: it cannot be read`, error);
    return null;
  }
}

/**
 * A state kept in its file form (this encoding), read when first needed: null when it cannot
 * be read (logged; the page's state is then made again from its text).
 */
export function decodeFileForm(text: string, what: string): Uint8Array | null {
  try {
    return checkedUpdate(Y.convertUpdateFormatV2ToV1(inflateSync(base64ToBytes(text))), what);
  } catch (error) {
    console.warn(`The Yjs state of ${what} was left out: it cannot be read`, error);
    return null;
  }
}

/** The file's collab block, read: the book doc's state and each page's (unreadable ones left out). */
export interface DecodedCollab {
  book: Uint8Array | null;
  pages: Map<string, Uint8Array>;
  /** Page id → its comments doc's state. */
  comments: Map<string, Uint8Array>;
}

export async function decodeCollabBlock(block: unknown): Promise<DecodedCollab> {
  const decoded: DecodedCollab = { book: null, pages: new Map(), comments: new Map() };
  if (!isObject(block)) return decoded;
  const encoding = block.encoding;
  decoded.book = await decodeFileState(block.book, encoding, 'the book');
  if (isObject(block.pages)) {
    for (const [pageId, text] of Object.entries(block.pages)) {
      const state = await decodeFileState(text, encoding, `page ${pageId}`);
      if (state) decoded.pages.set(pageId, state);
    }
  }
  if (isObject(block.comments)) {
    for (const [pageId, text] of Object.entries(block.comments)) {
      const state = await decodeFileState(text, encoding, `the comments of page ${pageId}`);
      if (state) decoded.comments.set(pageId, state);
    }
  }
  return decoded;
}

/** The block the file carries. */
export type FileCollabBlock = BookFileCollab & { encoding: string };

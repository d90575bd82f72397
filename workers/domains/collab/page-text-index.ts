/**
 * A page's Yjs document (as `@lexical/yjs` writes it: a root `XmlText` whose embedded `XmlText`s
 * are the blocks, each holding its text nodes as a properties `Y.Map` followed by the text's
 * string, decorators as `XmlElement`s) read as one string: every string of the document in
 * document order, blocks run together (as the page HTML's text nodes are). Positions in the
 * document — a type and an index in it, what `Y.createAbsolutePositionFromRelativePosition`
 * answers — become offsets in that string. Content that was deleted has no offset.
 */
import * as Y from 'yjs';

// biome-ignore lint/suspicious/noExplicitAny: Yjs types its event handlers per type; any type of the document is read here.
type AnyType = Y.AbstractType<any>;

interface Segment {
  /** Index of the item in its type. */
  index: number;
  length: number;
  /** Offset in the page's text where the item's text starts. */
  offset: number;
  /** A string (its characters count), or an embed (one index, its own text inside). */
  string: boolean;
}

interface TypeSpan {
  segments: Segment[];
  /** Offset in the page's text after the type's last character. */
  end: number;
}

export interface PageTextIndex {
  text: string;
  /** The offset of a position in the text (null: in content deleted, or not in this document). */
  offsetOf(type: AnyType, index: number): number | null;
}

/** Reads the page's document (root `XmlText` 'root') into its text and its positions. */
export function pageTextIndex(doc: Y.Doc): PageTextIndex {
  const spans = new Map<AnyType, TypeSpan>();
  const parts: string[] = [];
  let length = 0;
  const walk = (type: AnyType) => {
    const span: TypeSpan = { segments: [], end: 0 };
    spans.set(type, span);
    let index = 0;
    for (let item = type._start; item !== null; item = item.right) {
      if (item.deleted || !item.countable) continue;
      const content = item.content;
      if (content instanceof Y.ContentString) {
        span.segments.push({ index, length: item.length, offset: length, string: true });
        parts.push(content.str);
        length += content.str.length;
      } else {
        span.segments.push({ index, length: item.length, offset: length, string: false });
        if (content instanceof Y.ContentType) {
          const inner = content.type;
          if (inner instanceof Y.XmlText || inner instanceof Y.XmlElement) walk(inner);
        }
      }
      index += item.length;
    }
    span.end = length;
  };
  walk(doc.get('root', Y.XmlText));
  const text = parts.join('');
  return {
    text,
    offsetOf(type, index) {
      const span = spans.get(type);
      if (!span) return null;
      // The last segment starting at or before the index (segments are in index order).
      let low = 0;
      let high = span.segments.length - 1;
      let at = -1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if ((span.segments[mid] as Segment).index <= index) {
          at = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      const found = span.segments[at];
      if (!found) return span.segments[0]?.offset ?? span.end;
      if (index >= found.index + found.length) {
        const next = span.segments[at + 1];
        return next ? next.offset : span.end;
      }
      return found.string ? found.offset + (index - found.index) : found.offset;
    },
  };
}

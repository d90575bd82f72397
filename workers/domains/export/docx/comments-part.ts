/**
 * The Word comments of a document (issue 31 item 5): `word/comments.xml`, one `w:comment` for
 * each entry of a thread (its opening comment, then each reply), with the author, their
 * initials and the date; and `word/commentsExtended.xml` (Word 2013's threads): each reply
 * names the opening comment's paragraph as its parent (`w15:paraIdParent`), and a resolved
 * thread's comments are marked done (`w15:done="1"`). Word and LibreOffice show the replies
 * under their comment and a resolved thread as resolved; a reader that knows only comments.xml
 * shows each entry as a comment on the same text.
 */
import type { PlacedThread } from '../../../contract/comments';
import { escapeAttr, textDirection } from '../epub/xml-text';
import { NS } from './ooxml-parts';
import { textRuns } from './ooxml-runs';

const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';
export const W15 = 'http://schemas.microsoft.com/office/word/2012/wordml';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

interface WordComment {
  id: number;
  author: string;
  date: string | null;
  text: string;
  /** The w14:paraId of its (last) paragraph, eight hex digits. */
  paraId: string;
  parent: string | null;
  done: boolean;
}

/** Up to three initials of a name ("Ana Lima" → "AL"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** An ISO date as Word writes it (seconds, UTC); null when it is no date. */
export function wordDate(iso: string): string | null {
  const time = new Date(iso);
  if (!iso || Number.isNaN(time.getTime())) return null;
  return `${time.toISOString().slice(0, 19)}Z`;
}

/** The comments met while the body is written, and their parts at the end. */
export class WordComments {
  private readonly list: WordComment[] = [];

  get size(): number {
    return this.list.length;
  }

  /** Gives a thread's entries their comment ids (the opening comment's first). */
  add(thread: PlacedThread): number[] {
    const ids: number[] = [];
    let parent: string | null = null;
    for (const entry of thread.entries) {
      const id = this.list.length;
      // Paragraph ids are below 0x80000000 (Word's rule); 1, 2, … is unique in the part.
      const paraId = (id + 1).toString(16).toUpperCase().padStart(8, '0');
      this.list.push({
        id,
        author: entry.author.trim(),
        date: wordDate(entry.createdAt),
        text: entry.text,
        paraId,
        parent,
        done: thread.resolved,
      });
      parent ??= paraId;
      ids.push(id);
    }
    return ids;
  }

  /** word/comments.xml */
  commentsXml(): string {
    const comments = this.list.map((c) => {
      const lines = c.text.split(/\r\n|\r|\n/);
      const paragraphs = lines.map((line, i) => {
        const rtl = textDirection(line) === 'rtl';
        const last = i === lines.length - 1;
        const ids = last ? ` w14:paraId="${c.paraId}" w14:textId="77777777"` : '';
        const pPr = `<w:pPr><w:pStyle w:val="CommentText"/>${rtl ? '<w:bidi/>' : ''}</w:pPr>`;
        const ref =
          i === 0
            ? '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:annotationRef/></w:r>'
            : '';
        return `<w:p${ids}>${pPr}${ref}${textRuns(line, {}, false)}</w:p>`;
      });
      const author = escapeAttr(c.author);
      const initials = escapeAttr(initialsOf(c.author));
      const date = c.date ? ` w:date="${c.date}"` : '';
      return `<w:comment w:id="${c.id}" w:author="${author}"${date} w:initials="${initials}">${paragraphs.join('')}</w:comment>`;
    });
    return `${XML_DECL}<w:comments xmlns:w="${NS.w}" xmlns:w14="${W14}" xmlns:mc="${MC}" mc:Ignorable="w14">${comments.join('')}</w:comments>`;
  }

  /** word/commentsExtended.xml */
  commentsExtendedXml(): string {
    const entries = this.list.map(
      (c) =>
        `<w15:commentEx w15:paraId="${c.paraId}"${c.parent ? ` w15:paraIdParent="${c.parent}"` : ''} w15:done="${c.done ? 1 : 0}"/>`,
    );
    return `${XML_DECL}<w15:commentsEx xmlns:w15="${W15}" xmlns:mc="${MC}" mc:Ignorable="w15">${entries.join('')}</w15:commentsEx>`;
  }
}

/**
 * What the manuscript PDF will be set in (issue 25, item 5): standard manuscript format promises
 * 12 pt Times, but Times (jsPDF's standard font) sets Western European text only; a book with
 * other characters is typeset in Noto Serif, each other script in a face of its own
 * (workers/domains/export/pdf/typeset/script-fonts.ts). The export dialog says so before the
 * author exports.
 */

/** The scripts beyond Latin a book's text may use, in the order the typesetter adds their faces. */
export const BOOK_SCRIPTS = [
  'greek-cyrillic',
  'arabic',
  'devanagari',
  'thai',
  'georgian',
  'kana',
  'hangul',
  'han',
] as const;
export type BookScript = (typeof BOOK_SCRIPTS)[number];

export interface ManuscriptFaces {
  /** Times sets every character of the manuscript: it is as promised. */
  times: boolean;
  /** The face of the running text when Times cannot set the book ('Times' when it can). */
  body: string;
  /** Each script beyond Latin the book's text uses, with the face it is set in. */
  scripts: Array<{ script: BookScript; face: string }>;
}

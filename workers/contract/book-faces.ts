/**
 * The faces a page is set in, from page setup's font choice (issue 24, docs/design.md "Book
 * faces"). The spec's stored default is "Playfair Display"; Playfair Display is a display face,
 * made for titles, and tiring over hours of reading, so that choice sets the text in Literata
 * (a text face) and keeps Playfair Display for the headings. Every other choice sets text and
 * headings in the face chosen. The stored value never changes, so books and files stay as the
 * spec has them.
 */

/** The stored value that stands for the default pairing (DEFAULT_APP_SETTINGS.font_family). */
export const PAIRED_DEFAULT_FACE = 'Playfair Display';

export interface BookFaces {
  /** The face of the running text. */
  body: string;
  /** The face of headings (h1–h3 on the page, chapter titles in a book). */
  headings: string;
}

export function bookFaces(fontFamily: string | undefined): BookFaces {
  const chosen = fontFamily?.trim() || PAIRED_DEFAULT_FACE;
  if (chosen === PAIRED_DEFAULT_FACE) return { body: 'Literata', headings: PAIRED_DEFAULT_FACE };
  return { body: chosen, headings: chosen };
}

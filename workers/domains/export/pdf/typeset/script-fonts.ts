/**
 * Which faces a book PDF needs (docs/pdf.md): the page-setup face first, where it has the
 * glyphs, then one matching face per script the book's text uses. Typst takes the list as a
 * fallback chain, character by character, so Arabic quotations in a Latin book, or Latin names
 * in a Japanese one, each get a face that has them. Only the faces of scripts found are fetched.
 */
import { BOOK_SCRIPTS, type BookScript } from '../../../../contract/manuscript-faces';
import type { FaceName } from './font-files';

export type Script = BookScript;

const SCRIPT_RANGES: ReadonlyArray<[Script, RegExp]> = [
  ['greek-cyrillic', /[\u0370-\u052f\u1c80-\u1c8f\u1f00-\u1fff\u2de0-\u2dff\ua640-\ua69f]/],
  ['arabic', /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/],
  ['devanagari', /[\u0900-\u097f\ua8e0-\ua8ff]/],
  ['thai', /[\u0e00-\u0e7f]/],
  ['georgian', /[\u10a0-\u10ff\u1c90-\u1cbf\u2d00-\u2d2f]/],
  ['han', /[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/],
  ['kana', /[\u3040-\u30ff\u31f0-\u31ff]/],
  ['hangul', /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/],
];

/** The scripts (beyond Latin) that `text` uses, added to `found`. */
export function addScripts(found: Set<Script>, text: string): void {
  if (!/[^\u0000-\u024f\u2000-\u206f]/.test(text)) return;
  for (const [script, range] of SCRIPT_RANGES) {
    if (!found.has(script) && range.test(text)) found.add(script);
  }
}

/** Book faces the page setup offers that the typesetter has (others print in Noto Serif). */
const BOOK_FACES: ReadonlySet<string> = new Set([
  'EB Garamond',
  'Literata',
  'Merriweather',
  'Playfair Display',
]);

/** The book's body face: the page-setup face when the typesetter has it, else Noto Serif. */
export const bodyFace = (fontFamily: string | undefined): FaceName =>
  fontFamily && BOOK_FACES.has(fontFamily) ? (fontFamily as FaceName) : 'Noto Serif';

/** The CJK face for Han characters: by the other scripts seen, then the book's language. */
function hanFace(scripts: ReadonlySet<Script>, language: string): FaceName {
  const lang = language.toLowerCase();
  if (scripts.has('kana') || lang.startsWith('ja')) return 'Noto Serif JP';
  if (scripts.has('hangul') || lang.startsWith('ko')) return 'Noto Serif KR';
  return 'Noto Serif SC';
}

/**
 * The face `script` is set in, in a book whose text uses `scripts` and is written in `language`
 * (the one mapping: the PDF's faces and the export dialog's note on the manuscript's faces).
 */
export function scriptFace(
  script: Script,
  scripts: ReadonlySet<Script>,
  language: string,
): FaceName {
  switch (script) {
    case 'greek-cyrillic':
      return 'Noto Serif';
    case 'arabic':
      return 'Amiri';
    case 'devanagari':
      return 'Noto Serif Devanagari';
    case 'thai':
      return 'Noto Sans Thai';
    case 'georgian':
      return 'Noto Sans Georgian';
    // Kana and Hangul each have their own face; Han goes to the one the language reads with.
    case 'kana':
      return 'Noto Serif JP';
    case 'hangul':
      return 'Noto Serif KR';
    case 'han':
      return hanFace(scripts, language);
  }
}

/**
 * The heading faces: `faces` with the book's heading face first when the typesetter has it
 * (book-faces.ts), else `faces` as they are.
 */
export function withHeadingFace(faces: FaceName[], headingFamily: string | undefined): FaceName[] {
  if (!headingFamily || !BOOK_FACES.has(headingFamily) || faces[0] === headingFamily) return faces;
  return [headingFamily as FaceName, ...faces];
}

/**
 * The faces, in fallback order, for a book in `language` set in `fontFamily` whose text uses
 * `scripts`. Latin is always set in the body face; Greek and Cyrillic there too, with Noto Serif
 * behind it for any glyph the book face lacks.
 */
export function facesFor(
  fontFamily: string | undefined,
  scripts: ReadonlySet<Script>,
  language: string,
): FaceName[] {
  const faces: FaceName[] = [bodyFace(fontFamily)];
  const add = (face: FaceName) => {
    if (!faces.includes(face)) faces.push(face);
  };
  for (const script of BOOK_SCRIPTS) {
    if (scripts.has(script)) add(scriptFace(script, scripts, language));
  }
  return faces;
}

/** Characters jsPDF's standard fonts encode (Windows-1252), plus the controls we never print. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** The first character of `text` a standard font cannot set, or null. */
export function unsupportedCharacter(text: string): string | null {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0xff || WIN_ANSI_EXTRA.includes(ch)) continue;
    return ch;
  }
  return null;
}

/**
 * The faces a Word file embeds when the author asks (ExportChoices.embedFonts, issue 25 item 10):
 * the page-setup face, and the face of the one complex script (Arabic, Devanagari or Thai) the
 * book's text uses, when it uses exactly one. Word takes TrueType, not woff2: the files are the
 * print PDF's (@expo-google-fonts, pdf/typeset/font-files.ts), read through the typesetter's
 * cache so a face fetched once serves both exports.
 *
 * An embedded face is an obfuscated part (ECMA-376 Part 1, §17.8.1 "Font Embedding"):
 * `word/fonts/fontN.odttf`, named in `word/fontTable.xml` by `w:embedRegular` (Bold, Italic,
 * BoldItalic) with its relationship and a `w:fontKey` GUID; the first 32 bytes of the file are
 * XORed with the key's 16 bytes taken from the GUID's hex digits read from the end.
 */

import { escapeAttr } from '../epub/xml-text';
import { type FaceName, FONT_FILES } from '../pdf/typeset/font-files';
import type { Script } from '../pdf/typeset/script-fonts';
import { NS } from './ooxml-parts';

const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const FONT_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';

/** The four styles Word embeds, in FONT_FILES' order (regular, italic, bold, bold italic). */
const EMBED_KINDS = ['Regular', 'Italic', 'Bold', 'BoldItalic'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];
/** fontTable.xml's order of the embed elements (the schema's sequence). */
const TABLE_ORDER: readonly EmbedKind[] = ['Regular', 'Bold', 'Italic', 'BoldItalic'];

/** Complex scripts whose face a Word file can name as its `w:cs` font. */
const COMPLEX_FACES: ReadonlyArray<[Script, FaceName]> = [
  ['arabic', 'Amiri'],
  ['devanagari', 'Noto Serif Devanagari'],
  ['thai', 'Noto Sans Thai'],
];

/** The face for the book's complex-script text: only when exactly one such script is used. */
export function complexScriptFace(scripts: ReadonlySet<Script>): FaceName | null {
  const used = COMPLEX_FACES.filter(([script]) => scripts.has(script));
  return used.length === 1 ? (used[0]?.[1] ?? null) : null;
}

/** True when the app has TrueType files of `family` (a book face or a script face). */
export function hasFontFiles(family: string): family is FaceName {
  return Object.hasOwn(FONT_FILES, family);
}

/** The files of a face by the style Word embeds them as. */
export function embedFiles(face: FaceName): Array<{ kind: EmbedKind; url: string }> {
  const files: readonly string[] = FONT_FILES[face];
  // Two files: regular and bold (the script faces); four: regular, italic, bold, bold italic.
  const kinds: readonly EmbedKind[] = files.length === 2 ? ['Regular', 'Bold'] : EMBED_KINDS;
  return files.flatMap((url, i) => {
    const kind = kinds[i];
    return kind ? [{ kind, url }] : [];
  });
}

/** The 16 key bytes of a `{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}` font key (its hex pairs, last first). */
export function fontKeyBytes(fontKey: string): Uint8Array {
  const hex = fontKey.replace(/[{}-]/g, '');
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new Error(`Not a font key: ${fontKey}`);
  const key = new Uint8Array(16);
  for (let i = 0; i < 16; i++) key[15 - i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return key;
}

/** The font file obfuscated with `fontKey` (the same call undoes it): a copy, the input kept. */
export function obfuscateFont(bytes: Uint8Array, fontKey: string): Uint8Array {
  const key = fontKeyBytes(fontKey);
  const out = bytes.slice();
  for (let i = 0; i < Math.min(32, out.length); i++)
    out[i] = (out[i] as number) ^ (key[i % 16] as number);
  return out;
}

/** A new font key: a random GUID in braces, upper case as Word writes it. */
export const newFontKey = (): string => `{${crypto.randomUUID().toUpperCase()}}`;

/** One embedded file: its style, relationship id (in fontTable.xml.rels), part name and key. */
export interface EmbeddedFile {
  kind: EmbedKind;
  rId: string;
  target: string;
  fontKey: string;
}

/** A face the document names, with the files embedded for it (none: named only). */
export interface NamedFont {
  name: string;
  files: EmbeddedFile[];
}

/** word/fontTable.xml: the faces the document names and the files embedded for each. */
export function fontTableXml(fonts: readonly NamedFont[]): string {
  const items = fonts
    .map((font) => {
      const embeds = TABLE_ORDER.map((kind) => font.files.find((f) => f.kind === kind))
        .filter((f): f is EmbeddedFile => f !== undefined)
        .map((f) => `<w:embed${f.kind} r:id="${f.rId}" w:fontKey="${f.fontKey}"/>`)
        .join('');
      return `<w:font w:name="${escapeAttr(font.name)}"><w:family w:val="roman"/><w:pitch w:val="variable"/>${embeds}</w:font>`;
    })
    .join('');
  return `${XML_DECL}<w:fonts xmlns:w="${NS.w}" xmlns:r="${NS.r}">${items}</w:fonts>`;
}

/** word/_rels/fontTable.xml.rels: each embedded file's relationship. */
export function fontTableRels(fonts: readonly NamedFont[]): string {
  const items = fonts
    .flatMap((font) => font.files)
    .map((f) => `<Relationship Id="${f.rId}" Type="${FONT_REL}" Target="${f.target}"/>`)
    .join('');
  return `${XML_DECL}<Relationships xmlns="${NS.rel}">${items}</Relationships>`;
}

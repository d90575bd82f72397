/** Which faces a book PDF needs (script-fonts.ts), and that each has its files (font-files.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type FaceName, FONT_FILES } from './font-files';
import { addScripts, bodyFace, facesFor, type Script, withHeadingFace } from './script-fonts';

/** The scripts a text uses. */
const scriptsOf = (...texts: string[]) => {
  const found = new Set<Script>();
  for (const text of texts) addScripts(found, text);
  return found;
};
/** The faces for a book whose text is `texts`. */
const facesOf = (fontFamily: string | undefined, language: string, ...texts: string[]) =>
  facesFor(fontFamily, scriptsOf(...texts), language);

const LATIN =
  'The quick brown fox — “naïve” café, Ærøskøbing, Łódź, Dvořák… ¡Olé! ¿Qué? 1 234,5 € 50 %';
const RUSSIAN = 'Война и мир';
const GREEK = 'Ἐν ἀρχῇ ἦν ὁ λόγος';
const ARABIC = 'في البدء كانت الكلمة';
const PERSIAN = 'کتاب‌های پیچیده';
const HINDI = 'नमस्ते दुनिया';
const THAI = 'สวัสดีชาวโลก';
const GEORGIAN = 'გამარჯობა';
const JAPANESE = '吾輩は猫である。名前はまだ無い。';
const HIRAGANA = 'ひらがな';
const KOREAN = '안녕하세요 세계';
const HAN = '天地玄黄宇宙洪荒';

describe('addScripts', () => {
  it('finds no script beyond Latin in a Latin text with accents, quotes and dashes', () => {
    expect([...scriptsOf(LATIN)]).toEqual([]);
    expect([...scriptsOf('Vietnamese: Tiếng Việt có dấu')]).toEqual([]);
  });

  it('names each script it finds', () => {
    expect([...scriptsOf(RUSSIAN)]).toEqual(['greek-cyrillic']);
    expect([...scriptsOf(GREEK)]).toEqual(['greek-cyrillic']);
    expect([...scriptsOf(ARABIC)]).toEqual(['arabic']);
    expect([...scriptsOf(PERSIAN)]).toEqual(['arabic']);
    expect([...scriptsOf(HINDI)]).toEqual(['devanagari']);
    expect([...scriptsOf(THAI)]).toEqual(['thai']);
    expect([...scriptsOf(GEORGIAN)]).toEqual(['georgian']);
    expect([...scriptsOf(HIRAGANA)]).toEqual(['kana']);
    expect([...scriptsOf(KOREAN)]).toEqual(['hangul']);
    expect([...scriptsOf(HAN)]).toEqual(['han']);
    expect(scriptsOf(JAPANESE)).toEqual(new Set(['han', 'kana']));
  });

  it('adds to what was found before and keeps it', () => {
    const found = new Set<Script>(['thai']);
    addScripts(found, `Chapter 1: ${ARABIC}`);
    addScripts(found, LATIN);
    addScripts(found, '');
    expect(found).toEqual(new Set(['thai', 'arabic']));
  });
});

describe('facesFor', () => {
  it('sets a Latin-only book in the page-setup face when it is a book face', () => {
    for (const face of ['EB Garamond', 'Literata', 'Merriweather', 'Playfair Display']) {
      expect(facesOf(face, 'en', LATIN), face).toEqual([face]);
      expect(bodyFace(face)).toBe(face);
    }
  });

  it('sets a Latin-only book in Noto Serif when the page-setup face is another or none', () => {
    for (const face of [undefined, '', 'Georgia', 'Times New Roman', 'eb garamond', 'Inter']) {
      expect(facesOf(face, 'en', LATIN), String(face)).toEqual(['Noto Serif']);
      expect(bodyFace(face)).toBe('Noto Serif');
    }
  });

  it('adds Noto Serif behind the book face for Cyrillic and Greek', () => {
    expect(facesOf('Literata', 'ru', RUSSIAN)).toEqual(['Literata', 'Noto Serif']);
    expect(facesOf('EB Garamond', 'el', GREEK)).toEqual(['EB Garamond', 'Noto Serif']);
    // Noto Serif once, when it is the body face already.
    expect(facesOf(undefined, 'ru', RUSSIAN)).toEqual(['Noto Serif']);
  });

  it('sets Arabic and Persian in Amiri', () => {
    expect(facesOf(undefined, 'ar', ARABIC)).toEqual(['Noto Serif', 'Amiri']);
    expect(facesOf('Merriweather', 'fa', PERSIAN)).toEqual(['Merriweather', 'Amiri']);
  });

  it('gives Devanagari, Thai and Georgian their own faces', () => {
    expect(facesOf(undefined, 'hi', HINDI)).toEqual(['Noto Serif', 'Noto Serif Devanagari']);
    expect(facesOf(undefined, 'th', THAI)).toEqual(['Noto Serif', 'Noto Sans Thai']);
    expect(facesOf(undefined, 'ka', GEORGIAN)).toEqual(['Noto Serif', 'Noto Sans Georgian']);
  });

  it('sets kana in Noto Serif JP and Hangul in Noto Serif KR', () => {
    expect(facesOf(undefined, 'en', HIRAGANA)).toEqual(['Noto Serif', 'Noto Serif JP']);
    expect(facesOf(undefined, 'en', KOREAN)).toEqual(['Noto Serif', 'Noto Serif KR']);
  });

  it('sets Han alone in Noto Serif SC, or JP / KR by the book’s language', () => {
    expect(facesOf(undefined, 'zh', HAN)).toEqual(['Noto Serif', 'Noto Serif SC']);
    expect(facesOf(undefined, 'zh-cn', HAN)).toEqual(['Noto Serif', 'Noto Serif SC']);
    expect(facesOf(undefined, 'en', HAN)).toEqual(['Noto Serif', 'Noto Serif SC']);
    expect(facesOf(undefined, 'ja', HAN)).toEqual(['Noto Serif', 'Noto Serif JP']);
    expect(facesOf(undefined, 'ja-JP', HAN)).toEqual(['Noto Serif', 'Noto Serif JP']);
    expect(facesOf(undefined, 'ko', HAN)).toEqual(['Noto Serif', 'Noto Serif KR']);
    expect(facesOf(undefined, 'KO-kr', HAN)).toEqual(['Noto Serif', 'Noto Serif KR']);
  });

  it('sets Han with the kana or Hangul beside it, whatever the language says', () => {
    expect(facesOf(undefined, 'zh', JAPANESE)).toEqual(['Noto Serif', 'Noto Serif JP']);
    expect(facesOf(undefined, 'en', HAN, KOREAN)).toEqual(['Noto Serif', 'Noto Serif KR']);
  });

  it('gives a mixed book both faces, the body face first', () => {
    // An English novel with Arabic quotations.
    expect(facesOf('EB Garamond', 'en', LATIN, `He read: «${ARABIC}»`)).toEqual([
      'EB Garamond',
      'Amiri',
    ]);
    // A Japanese novel with Latin names.
    expect(facesOf('Literata', 'ja', `${JAPANESE} John Smith と Marie Curie`)).toEqual([
      'Literata',
      'Noto Serif JP',
    ]);
    // Everything at once: each face once, in the fallback order.
    expect(
      facesOf(
        'Playfair Display',
        'en',
        LATIN,
        RUSSIAN,
        ARABIC,
        HINDI,
        THAI,
        GEORGIAN,
        JAPANESE,
        KOREAN,
      ),
    ).toEqual([
      'Playfair Display',
      'Noto Serif',
      'Amiri',
      'Noto Serif Devanagari',
      'Noto Sans Thai',
      'Noto Sans Georgian',
      'Noto Serif JP',
      'Noto Serif KR',
    ]);
  });
});

describe('FONT_FILES', () => {
  /** The project's root (the built URLs are `/node_modules/…` from there under Vitest). */
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));

  /** Every face any book can ask for. */
  const asked = new Set<FaceName>();
  const everyScript: Script[] = [
    'greek-cyrillic',
    'arabic',
    'devanagari',
    'thai',
    'georgian',
    'han',
    'kana',
    'hangul',
  ];
  for (const family of [undefined, 'EB Garamond', 'Literata', 'Merriweather', 'Playfair Display']) {
    for (const language of ['en', 'zh', 'ja', 'ko']) {
      for (const script of everyScript) {
        for (const face of facesFor(family, new Set([script]), language)) asked.add(face);
      }
      for (const face of facesFor(family, new Set(everyScript), language)) asked.add(face);
    }
  }

  it('has files for every face facesFor can return', () => {
    expect(asked.size).toBe(Object.keys(FONT_FILES).length);
    for (const face of asked) {
      const files: readonly string[] = FONT_FILES[face];
      expect(files.length, face).toBeGreaterThan(0);
      for (const url of files) expect(typeof url, face).toBe('string');
    }
  });

  it('has regular, italic, bold and bold italic for the book faces and Amiri', () => {
    for (const face of [
      'EB Garamond',
      'Literata',
      'Merriweather',
      'Playfair Display',
      'Noto Serif',
      'Amiri',
    ] as const) {
      expect(FONT_FILES[face].map((url) => url.split('/').pop())).toEqual([
        expect.stringMatching(/_400Regular\.ttf$/),
        expect.stringMatching(/_400Regular_Italic\.ttf$/),
        expect.stringMatching(/_700Bold\.ttf$/),
        expect.stringMatching(/_700Bold_Italic\.ttf$/),
      ]);
    }
  });

  it('points each face at TrueType files of its own family that exist', () => {
    for (const [face, files] of Object.entries(FONT_FILES)) {
      const stem = face.replace(/ /g, '');
      for (const url of files as readonly string[]) {
        const name = url.split('/').pop() ?? '';
        expect(name.startsWith(`${stem}_`), `${face}: ${url}`).toBe(true);
        expect(url.startsWith('/node_modules/@expo-google-fonts/'), url).toBe(true);
        const path = root + url.replace(/^\//, '');
        expect(existsSync(path), path).toBe(true);
        // A TrueType (0x00010000 or 'true') or OpenType ('OTTO') file, not a pointer or a page.
        const magic = readFileSync(path).subarray(0, 4);
        expect(['00010000', '74727565', '4f54544f'], `${face}: ${url}`).toContain(
          Buffer.from(magic).toString('hex'),
        );
      }
    }
  });
});

describe('withHeadingFace', () => {
  it("puts the book's heading face before the text's faces when the typesetter has it", () => {
    expect(withHeadingFace(['Literata', 'Amiri'], 'Playfair Display')).toEqual([
      'Playfair Display',
      'Literata',
      'Amiri',
    ]);
    expect(withHeadingFace(['Literata'], 'Literata')).toEqual(['Literata']);
    expect(withHeadingFace(['Noto Serif'], 'Georgia')).toEqual(['Noto Serif']);
    expect(withHeadingFace(['Literata'], undefined)).toEqual(['Literata']);
  });
});

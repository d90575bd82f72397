/**
 * Word's embedded faces (docx-fonts.ts, issue 25 item 10): the .docx unzipped, its font parts,
 * their relationships, content types, keys, and the TrueType bytes got back by undoing the
 * obfuscation with the key fontTable.xml gives.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BookPart } from '../../../contract/export';
import { collect, sampleInput, sampleParts } from '../epub/testing/sample-book';
import { assertWellFormedXml } from '../epub/testing/xml-check';
import { FONT_FILES } from '../pdf/typeset/font-files';
import { fontKeyBytes, obfuscateFont } from './docx-fonts';
import { createDocxWriter } from './write-docx';

/** The project's root: the built font URLs are `/node_modules/…` from there under Vitest. */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const readTtf = (url: string) => new Uint8Array(readFileSync(root + url.replace(/^\//, '')));
const writer = createDocxWriter({ loadFont: async (url) => readTtf(url) });

async function build(options: Parameters<typeof sampleInput>[0]) {
  const files = unzipSync(await collect(writer(sampleInput(options))));
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the package`);
    return strFromU8(file);
  };
  return { files, text };
}

/** fontTable.xml's faces: each name with its embeds (style, relationship id, key). */
function fontTable(xml: string) {
  return [...xml.matchAll(/<w:font w:name="([^"]+)">(.*?)<\/w:font>/g)].map((m) => ({
    name: m[1] as string,
    embeds: [
      ...(m[2] as string).matchAll(/<w:embed(\w+) r:id="([^"]+)" w:fontKey="([^"]+)"\/>/g),
    ].map((e) => ({ kind: e[1] as string, rId: e[2] as string, key: e[3] as string })),
  }));
}

const ARABIC_BOOK: BookPart[] = [
  {
    id: 'p1',
    kind: 'page',
    title: 'Chapter One',
    level: 1,
    html: '<p>An English line.</p><p>السلام عليكم ورحمة الله</p>',
    words: 7,
  },
];

describe('fontKeyBytes and obfuscateFont', () => {
  it('takes the key from the GUID hex pairs read from the end, and XORs the first 32 bytes', () => {
    const key = '{00112233-4455-6677-8899-AABBCCDDEEFF}';
    expect([...fontKeyBytes(key)]).toEqual([
      0xff, 0xee, 0xdd, 0xcc, 0xbb, 0xaa, 0x99, 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11,
      0x00,
    ]);
    const bytes = new Uint8Array(40).fill(0x0f);
    const out = obfuscateFont(bytes, key);
    expect(out[0]).toBe(0xff ^ 0x0f);
    expect(out[15]).toBe(0x00 ^ 0x0f);
    expect(out[16]).toBe(0xff ^ 0x0f);
    expect([...out.subarray(32)]).toEqual(new Array(8).fill(0x0f));
    expect([...bytes]).toEqual(new Array(40).fill(0x0f));
    expect([...obfuscateFont(out, key)]).toEqual([...bytes]);
  });

  it('refuses a key that is not a GUID', () => {
    expect(() => fontKeyBytes('{not-a-key}')).toThrow();
  });
});

describe('the Word file with embedded faces', () => {
  it('names but embeds nothing unless the author asks', async () => {
    const { files, text } = await build({ meta: { fontFamily: 'Literata' } });
    expect(Object.keys(files).filter((n) => n.startsWith('word/fonts/'))).toEqual([]);
    expect(files['word/fontTable.xml']).toBeUndefined();
    expect(text('word/settings.xml')).not.toContain('embedTrueTypeFonts');
    expect(text('[Content_Types].xml')).not.toContain('obfuscatedFont');
  });

  it('embeds the page-setup face: parts, relationships, content types, keys and the TTF bytes', async () => {
    const { files, text } = await build({
      meta: { fontFamily: 'Literata' },
      choices: { embedFonts: true },
    });
    const table = text('word/fontTable.xml');
    assertWellFormedXml(table);
    const fonts = fontTable(table);
    // The sample book has Arabic, Devanagari and Thai: no single complex-script face to name.
    expect(fonts.map((f) => f.name)).toEqual(['Literata']);
    const literata = fonts[0]?.embeds ?? [];
    expect(literata.map((e) => e.kind)).toEqual(['Regular', 'Bold', 'Italic', 'BoldItalic']);

    const rels = text('word/_rels/fontTable.xml.rels');
    assertWellFormedXml(rels);
    const targets = new Map(
      [...rels.matchAll(/<Relationship Id="([^"]+)" Type="([^"]+)" Target="([^"]+)"\/>/g)].map(
        (m) => [m[1] as string, { type: m[2], target: m[3] as string }],
      ),
    );
    // FONT_FILES' order: regular, italic, bold, bold italic.
    const [regular, italic, bold, boldItalic] = FONT_FILES.Literata;
    const ttfOf = { Regular: regular, Italic: italic, Bold: bold, BoldItalic: boldItalic };
    for (const embed of literata) {
      expect(embed.key).toMatch(
        /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/,
      );
      const rel = targets.get(embed.rId);
      expect(rel?.type).toBe(
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font',
      );
      expect(rel?.target).toMatch(/^fonts\/font\d+\.odttf$/);
      const part = files[`word/${rel?.target}`];
      expect(part, rel?.target).toBeDefined();
      const ttf = readTtf(ttfOf[embed.kind as keyof typeof ttfOf] as string);
      // Obfuscated: the head differs from the TrueType file, the rest is the file's.
      expect(Buffer.from(part as Uint8Array).equals(Buffer.from(ttf))).toBe(false);
      expect(
        Buffer.from(obfuscateFont(part as Uint8Array, embed.key)).equals(Buffer.from(ttf)),
      ).toBe(true);
    }
    expect(new Set(literata.map((e) => e.key)).size).toBe(4);

    const types = text('[Content_Types].xml');
    expect(types).toContain(
      '<Default Extension="odttf" ContentType="application/vnd.openxmlformats-officedocument.obfuscatedFont"/>',
    );
    expect(types).toContain(
      '<Override PartName="/word/fontTable.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.fontTable+xml"/>',
    );
    expect(text('word/_rels/document.xml.rels')).toMatch(
      /Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/fontTable" Target="fontTable\.xml"/,
    );
    const settings = text('word/settings.xml');
    assertWellFormedXml(settings);
    // First in the settings' sequence, before the tab stop.
    expect(settings).toMatch(/<w:embedTrueTypeFonts\/><w:defaultTabStop /);
    expect(text('word/styles.xml')).toContain(
      '<w:rFonts w:ascii="Literata" w:hAnsi="Literata" w:eastAsia="Literata" w:cs="Times New Roman"/>',
    );
  });

  it("embeds the one complex script's face and names it for that text", async () => {
    const { files, text } = await build({
      meta: { fontFamily: 'EB Garamond' },
      parts: ARABIC_BOOK,
      choices: { embedFonts: true },
    });
    const fonts = fontTable(text('word/fontTable.xml'));
    expect(fonts.map((f) => [f.name, f.embeds.map((e) => e.kind)])).toEqual([
      ['EB Garamond', ['Regular', 'Bold', 'Italic', 'BoldItalic']],
      ['Amiri', ['Regular', 'Bold', 'Italic', 'BoldItalic']],
    ]);
    expect(Object.keys(files).filter((n) => n.endsWith('.odttf'))).toHaveLength(8);
    expect(text('word/styles.xml')).toContain('w:cs="Amiri"/>');
  });

  it('embeds no file for a face the app has none of (Georgia), and writes no font table', async () => {
    const { files, text } = await build({
      meta: { fontFamily: 'Georgia' },
      parts: sampleParts().filter((p) => !/[\u0600-\u0fff]/.test(p.html)),
      choices: { embedFonts: true },
    });
    expect(files['word/fontTable.xml']).toBeUndefined();
    expect(text('word/settings.xml')).not.toContain('embedTrueTypeFonts');
  });
});

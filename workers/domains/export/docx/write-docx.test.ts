import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  ARABIC,
  CHINESE,
  collect,
  HINDI,
  MISSING_SRC,
  PERSIAN,
  PICTURE_SRC,
  sampleInput,
  THAI,
  TINY_PNG,
} from '../epub/testing/sample-book';
import { assertWellFormedXml } from '../epub/testing/xml-check';
import { directionSegments } from './ooxml-runs';
import { createDocxWriter, writeDocx } from './write-docx';

async function build(options: Parameters<typeof sampleInput>[0] = {}, writer = writeDocx) {
  const files = unzipSync(await collect(writer(sampleInput(options))));
  const text = (name: string): string => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the package`);
    return strFromU8(file);
  };
  const document = text('word/document.xml');
  const paragraphs = [...document.matchAll(/<w:p>(.*?)<\/w:p>/g)].map((m) => m[1] as string);
  const textOf = (p: string) =>
    [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
  return { files, text, document, paragraphs, textOf };
}

describe('writeDocx', () => {
  it('writes a complete, well-formed package', async () => {
    const { files, text } = await build();
    for (const name of [
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'word/styles.xml',
      'word/numbering.xml',
      'word/settings.xml',
      'word/_rels/document.xml.rels',
      'docProps/core.xml',
      'docProps/app.xml',
    ]) {
      expect(files[name], name).toBeDefined();
      assertWellFormedXml(text(name));
    }
    const types = text('[Content_Types].xml');
    expect(types).toContain('<Default Extension="png" ContentType="image/png"/>');
    expect(types).toContain('PartName="/word/document.xml"');
    const core = text('docProps/core.xml');
    expect(core).toContain('<dc:title>The Salt &amp; Stone &lt;Road&gt;</dc:title>');
    expect(core).toContain('<dc:creator>Ada "Quill" Lovelace</dc:creator>');
    expect(core).toContain('<dc:language>en</dc:language>');
    expect(text('word/styles.xml')).toContain(
      '<w:lang w:val="en" w:eastAsia="zh-CN" w:bidi="ar-SA"/>',
    );
  });

  it('holds the text in reading order, every script byte for byte', async () => {
    const { paragraphs, textOf } = await build();
    const lines = paragraphs.map(textOf).filter(Boolean);
    const expected = [
      'The Salt & Stone <Road>'.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'),
      'Ada "Quill" Lovelace',
      'Small Press',
      'Copyright © 2024 Ada "Quill" Lovelace',
      'Contents',
      'Preface',
      'Before the story.',
      'Part One',
      'Chapter One',
      'It began with bold, strong, italic, emphasis, underline, strike, highlight and inline code &amp; "quotes" &lt;kept&gt;.',
      'A heading inside',
      'First bullet',
      'Nested bullet',
      'Last bullet',
      'One',
      'Two',
      'A quoted line.',
      'let x = 1;x &lt; 2',
      'Centred a link.',
      'A map:  and a lost one  end.',
      'Line oneline two',
      'الفصل الثاني',
      ARABIC,
      PERSIAN,
      'English after Arabic.',
      'Part Two',
      'Chapter Three',
      CHINESE,
      HINDI,
      THAI,
      'Again the map ',
      'Chapter Four',
      'Loose text at the top level.',
      'Then a paragraph.',
      'Epilogue',
      'After the story.',
    ];
    let at = 0;
    for (const line of expected) {
      const found = lines.indexOf(line, at);
      expect(found, `"${line}" after line ${at}`).toBeGreaterThanOrEqual(at);
      at = found + 1;
    }
  });

  it('gives folders, chapters, sections and inner headings their heading styles', async () => {
    const { paragraphs, textOf } = await build();
    const styleOf = (line: string) => {
      const p = paragraphs.findLast((x) => textOf(x) === line) as string;
      return /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1];
    };
    expect(styleOf('Part One')).toBe('Heading1');
    expect(styleOf('Chapter One')).toBe('Heading2');
    expect(styleOf('A heading inside')).toBe('Heading4');
    expect(styleOf('Chapter Four')).toBe('Heading1');
    expect(styleOf('Preface')).toBe('Heading1');
    expect(styleOf('Epilogue')).toBe('Heading1');
    expect(styleOf('A quoted line.')).toBe('Quote');
    expect(styleOf('let x = 1;x &lt; 2')).toBe('CodeBlock');
  });

  it('starts each chapter, section and the front matter on a new page', async () => {
    const { paragraphs, textOf } = await build();
    const breaks = paragraphs.filter((p) => p.includes('<w:pageBreakBefore/>')).map(textOf);
    expect(breaks).toEqual([
      'Copyright © 2024 Ada "Quill" Lovelace',
      'Contents',
      'Preface',
      'Part One',
      'Part Two',
      'Chapter Four',
      'Epilogue',
    ]);
  });

  it('formats emphasis, code and links', async () => {
    const { document, text } = await build();
    const run = (word: string) =>
      new RegExp(
        `<w:r><w:rPr>((?:<w:\\w+[^>]*/>)*)</w:rPr><w:t xml:space="preserve">${word}</w:t>`,
      ).exec(document)?.[1];
    expect(run('bold')).toBe('<w:b/><w:bCs/>');
    expect(run('strong')).toBe('<w:b/><w:bCs/>');
    expect(run('italic')).toBe('<w:i/><w:iCs/>');
    expect(run('underline')).toBe('<w:u w:val="single"/>');
    expect(run('strike')).toBe('<w:strike/>');
    expect(run('highlight')).toBe('<w:highlight w:val="yellow"/>');
    expect(run('inline code')).toBe('<w:rStyle w:val="InlineCode"/>');
    const link =
      /<w:hyperlink r:id="(rId\d+)" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"\/><\/w:rPr><w:t xml:space="preserve">a link<\/w:t>/.exec(
        document,
      );
    expect(link).not.toBeNull();
    expect(text('word/_rels/document.xml.rels')).toContain(
      `<Relationship Id="${link?.[1]}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/a%20b?q=1&amp;r=2" TargetMode="External"/>`,
    );
  });

  it('numbers lists and bullets them, nested a level deeper', async () => {
    const { paragraphs, textOf, text } = await build();
    const numPr = (line: string) => {
      const p = paragraphs.find((x) => textOf(x) === line) as string;
      const m = /<w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"\/>/.exec(p);
      return m ? { ilvl: Number(m[1]), numId: Number(m[2]) } : null;
    };
    const first = numPr('First bullet');
    expect(first).toEqual({ ilvl: 0, numId: 1 });
    expect(numPr('Nested bullet')).toEqual({ ilvl: 1, numId: 1 });
    expect(numPr('Last bullet')).toEqual({ ilvl: 0, numId: 1 });
    expect(numPr('One')).toEqual({ ilvl: 0, numId: 2 });
    const numbering = text('word/numbering.xml');
    expect(numbering).toContain('<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>');
    expect(numbering).toContain('<w:num w:numId="2"><w:abstractNumId w:val="1"/>');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
  });

  it('marks Arabic and Persian paragraphs and runs right to left', async () => {
    const { paragraphs, textOf, document } = await build();
    const find = (line: string) => paragraphs.find((x) => textOf(x) === line) as string;
    for (const line of [ARABIC, PERSIAN, 'الفصل الثاني']) {
      expect(find(line)).toContain('<w:bidi/>');
      expect(find(line)).toContain('<w:rtl/>');
    }
    expect(find('English after Arabic.')).not.toContain('<w:bidi/>');
    expect(find(CHINESE)).not.toContain('<w:bidi/>');
    expect(document).not.toMatch(/<w:sectPr>.*<w:bidi\/>.*<\/w:sectPr>/);
  });

  it('writes a right-to-left book right to left', async () => {
    const { paragraphs, textOf, document, text } = await build({
      meta: { language: 'fa', dir: 'rtl' },
    });
    const find = (line: string) => paragraphs.find((x) => textOf(x) === line) as string;
    expect(document).toMatch(/<w:sectPr>.*<w:bidi\/><\/w:sectPr>/);
    expect(find(PERSIAN)).toContain('<w:bidi/>');
    expect(find('English after Arabic.')).not.toContain('<w:bidi/>');
    expect(text('word/styles.xml')).toContain(
      '<w:lang w:val="fa" w:eastAsia="zh-CN" w:bidi="fa"/>',
    );
  });

  it('splits mixed text into runs by direction', () => {
    expect(directionSegments('plain')).toEqual([{ text: 'plain', rtl: false }]);
    expect(directionSegments(`Hello ${ARABIC} end`)).toEqual([
      { text: 'Hello ', rtl: false },
      { text: `${ARABIC} `, rtl: true },
      { text: 'end', rtl: false },
    ]);
  });

  it('puts pictures in word/media, sized, and leaves a missing one out', async () => {
    const resolved: string[] = [];
    const { files, document, text } = await build({
      resolveImage: async (src) => {
        resolved.push(src);
        return src === MISSING_SRC
          ? null
          : { src, fileName: 'x.png', mediaType: 'image/png', bytes: TINY_PNG.slice() };
      },
    });
    expect(resolved).toEqual([PICTURE_SRC, MISSING_SRC]);
    expect(Object.keys(files).filter((n) => n.startsWith('word/media/'))).toEqual([
      'word/media/image1.png',
    ]);
    expect(files['word/media/image1.png']).toEqual(TINY_PNG);
    const rels = text('word/_rels/document.xml.rels');
    const rId = /Id="(rId\d+)" Type="[^"]+\/image" Target="media\/image1.png"/.exec(rels)?.[1];
    expect(rId).toBeDefined();
    const drawings = [
      ...document.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>.*?<a:blip r:embed="(rId\d+)"\/>/g),
    ];
    expect(drawings).toHaveLength(2);
    for (const [, cx, cy, embed] of drawings) {
      expect(embed).toBe(rId);
      expect([Number(cx), Number(cy)]).toEqual([2 * 9525, 9525]);
    }
    expect(document).toContain('descr="The map"');
    expect(document).not.toContain('Lost');
    const ids = [...document.matchAll(/<wp:docPr id="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('scales a large picture down to the text block', async () => {
    const big = TINY_PNG.slice();
    new DataView(big.buffer).setUint32(16, 3000);
    new DataView(big.buffer).setUint32(20, 1500);
    const writer = createDocxWriter();
    const { document } = await build(
      {
        resolveImage: async (src) => ({
          src,
          fileName: 'b.png',
          mediaType: 'image/png',
          bytes: big,
        }),
      },
      writer,
    );
    const [, cx, cy] = /<wp:extent cx="(\d+)" cy="(\d+)"\/>/.exec(document) as RegExpExecArray;
    expect(Number(cx)).toBe((11906 - 2 * 1440) * 635);
    expect(Number(cy)).toBe(Math.round(Number(cx) / 2));
  });

  it('links the table of contents to the headings', async () => {
    const { paragraphs, textOf } = await build();
    const entry = paragraphs.find(
      (p) => p.includes('w:anchor=') && textOf(p) === 'Chapter One',
    ) as string;
    const anchor = /w:anchor="([^"]+)"/.exec(entry)?.[1];
    expect(entry).toContain('<w:pStyle w:val="TOC2"/>');
    const heading = paragraphs.find(
      (p) => p.includes('Heading2') && textOf(p) === 'Chapter One',
    ) as string;
    expect(heading).toContain(`w:name="${anchor}"`);
  });

  it('writes the contents as a field Word updates, its entries the shown result', async () => {
    const { document, text } = await build();
    const begin = document.indexOf('<w:fldChar w:fldCharType="begin" w:dirty="true"/>');
    const instr = document.indexOf('<w:instrText xml:space="preserve"> TOC \\o "1-');
    const separate = document.indexOf('<w:fldChar w:fldCharType="separate"/>');
    const entry = document.indexOf('Chapter One');
    const end = document.indexOf('<w:fldChar w:fldCharType="end"/>');
    expect(begin).toBeGreaterThan(0);
    expect([begin, instr, separate, entry, end]).toEqual(
      [begin, instr, separate, entry, end].sort((a, b) => a - b),
    );
    expect(document.match(/fldCharType="begin"/g)).toHaveLength(1);
    expect(document.match(/fldCharType="end"/g)).toHaveLength(1);
    expect(text('word/settings.xml')).toContain('<w:updateFields w:val="true"/>');
  });

  it('calls onPart after each part and stops when cancelled', async () => {
    let parts = 0;
    const input = sampleInput({ onPart: () => parts++ });
    await collect(writeDocx(input));
    expect(parts).toBe(input.partCount);

    const controller = new AbortController();
    let seen = 0;
    const cancelled = sampleInput({
      signal: controller.signal,
      onPart: () => {
        seen += 1;
        if (seen === 3) controller.abort();
      },
    });
    await expect(collect(writeDocx(cancelled))).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toBe(3);
  });
});

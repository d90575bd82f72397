import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { all, buildEpub as build, spineHrefs } from './testing/build-epub';
import {
  ARABIC,
  CHINESE,
  collect,
  HINDI,
  PERSIAN,
  SAMPLE_META,
  sampleInput,
  sampleParts,
  THAI,
} from './testing/sample-book';
import { assertWellFormedXml } from './testing/xml-check';
import { createEpubWriter, writeEpub } from './write-epub';

describe('writeEpub', () => {
  it('starts with the mimetype entry, stored, without an extra field', async () => {
    const { bytes } = await build();
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0); // compression method: stored
    expect(view.getUint16(26, true)).toBe(8); // file name length
    expect(view.getUint16(28, true)).toBe(0); // extra field length
    expect(strFromU8(bytes.subarray(30, 38))).toBe('mimetype');
    expect(strFromU8(bytes.subarray(38, 58))).toBe('application/epub+zip');
  });

  it('points the container at the package document', async () => {
    const { text, files } = await build();
    expect(text('META-INF/container.xml')).toContain(
      '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>',
    );
    expect(files['OEBPS/content.opf']).toBeDefined();
  });

  it('writes the metadata of the book, escaped', async () => {
    const { text } = await build();
    const opf = text('OEBPS/content.opf');
    expect(opf).toContain('unique-identifier="bookid"');
    expect(opf).toContain(`<dc:identifier id="bookid">urn:uuid:${SAMPLE_META.id}</dc:identifier>`);
    expect(opf).toContain('<dc:identifier id="isbn">urn:isbn:9783161484100</dc:identifier>');
    expect(opf).toContain('<dc:title>The Salt &amp; Stone &lt;Road&gt;</dc:title>');
    expect(opf).toContain('<dc:creator id="creator">Ada "Quill" Lovelace</dc:creator>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<dc:publisher>Small Press</dc:publisher>');
    expect(opf).toContain('<dc:description>A journey across five scripts.</dc:description>');
    expect(opf).toContain('<meta property="dcterms:modified">2024-05-06T07:08:09Z</meta>');
    expect(opf).not.toContain('page-progression-direction');
  });

  it('leaves out the publisher and description when there are none', async () => {
    const { text } = await build({ meta: { publisher: '', description: '', isbn: '' } });
    const opf = text('OEBPS/content.opf');
    expect(opf).not.toContain('dc:publisher');
    expect(opf).not.toContain('dc:description');
    expect(opf).not.toContain('urn:isbn');
  });

  it('puts the files in the spine in reading order, one per chapter, the nav at the table of contents', async () => {
    const { text } = await build();
    const opf = text('OEBPS/content.opf');
    // The cover comes first (a typographic one: the book has no cover picture).
    const [cover, ...spine] = spineHrefs(opf);
    expect(cover).toBe('cover.xhtml');
    const firstLine = spine.map((href) => {
      const doc = text(`OEBPS/${href}`);
      return /<(?:h1|h2|p)[^>]*>([^<]*)</.exec(doc)?.[1];
    });
    expect(firstLine).toEqual([
      'The Salt &amp; Stone &lt;Road&gt;', // title page
      'Copyright © 2024 Ada "Quill" Lovelace',
      'Contents', // the navigation document, where the table of contents is
      'Preface',
      'Part One',
      'Part Two',
      'Chapter Four',
      'Epilogue',
    ]);
    expect(spine[2]).toBe('nav.xhtml');
    // Part One's file holds its chapters, in order.
    const partOne = text(`OEBPS/${spine[4]}`);
    expect(all(/<h\d[^>]*>([^<]*)</g, partOne)).toEqual([
      'Part One',
      'Chapter One',
      'A heading inside',
      'الفصل الثاني',
    ]);
  });

  it('lists every heading in the navigation document and the NCX, nested by level', async () => {
    const { text } = await build();
    const nav = text('OEBPS/nav.xhtml');
    const toc = nav.slice(nav.indexOf('epub:type="toc"'), nav.indexOf('</nav>'));
    const labels = [
      'Preface',
      'Part One',
      'Chapter One',
      'الفصل الثاني',
      'Part Two',
      'Chapter Three',
      'Chapter Four',
      'Epilogue',
    ];
    expect(all(/<a href="[^"]+">([^<]*)<\/a>/g, toc)).toEqual(labels);
    expect(toc).toMatch(/Part One<\/a>\s*<ol>\s*<li><a href="[^"]+#p-p1">Chapter One/);
    const landmarks = nav.slice(nav.indexOf('epub:type="landmarks"'));
    expect(all(/epub:type="([^"]+)" href/g, landmarks)).toEqual([
      'cover',
      'titlepage',
      'toc',
      'bodymatter',
    ]);
    const ncx = text('OEBPS/toc.ncx');
    expect(ncx).toContain(`<meta name="dtb:uid" content="urn:uuid:${SAMPLE_META.id}"/>`);
    expect(all(/<text>([^<]*)<\/text>/g, ncx)).toEqual([
      'The Salt &amp; Stone &lt;Road&gt;',
      ...labels,
    ]);
    expect(all(/playOrder="(\d+)"/g, ncx)).toEqual(labels.map((_, i) => String(i + 1)));
    // Every target exists.
    for (const href of all(/href="([^"#]+#[^"]+)"/g, toc)) {
      const [file, id] = href.split('#') as [string, string];
      expect(text(`OEBPS/${file}`)).toContain(`id="${id}"`);
    }
  });

  it('writes well-formed XHTML with the book language and direction, and unique ids', async () => {
    const { files, text } = await build();
    const xhtml = Object.keys(files).filter((n) => n.endsWith('.xhtml'));
    expect(xhtml.length).toBeGreaterThan(5);
    const ids = new Set<string>();
    for (const name of xhtml) {
      const doc = text(name);
      assertWellFormedXml(doc);
      expect(doc).toMatch(
        /<html xmlns="http:\/\/www.w3.org\/1999\/xhtml"[^>]* xml:lang="en" lang="en" dir="ltr">/,
      );
      for (const id of all(/\sid="([^"]+)"/g, doc)) {
        expect(ids.has(`${name}#${id}`)).toBe(false);
        ids.add(`${name}#${id}`);
      }
    }
    for (const name of ['OEBPS/content.opf', 'OEBPS/toc.ncx', 'META-INF/container.xml']) {
      assertWellFormedXml(text(name));
    }
    const manifestIds = all(/<item id="([^"]+)"/g, text('OEBPS/content.opf'));
    expect(new Set(manifestIds).size).toBe(manifestIds.length);
  });

  it('escapes text, closes void elements and keeps every script byte for byte', async () => {
    const { files, text } = await build();
    const body = Object.keys(files)
      .filter((n) => n.endsWith('.xhtml'))
      .map(text)
      .join('\n');
    expect(body).toContain('<code>inline code</code> &amp; "quotes" &lt;kept&gt;.');
    // Underline as XHTML's own u, which epubcheck accepts (epubcheck.test.ts checks this book).
    expect(body).toContain('<u>underline</u>, <s>strike</s>');
    expect(body).toContain('<pre class="sb-code">let x = 1;<br/>x &lt; 2</pre>');
    expect(body).toContain('<p>Line one<br/>line two</p>');
    expect(body).toContain('<a href="https://example.com/a%20b?q=1&amp;r=2">a link</a>');
    expect(body).toContain(
      '<ul><li>First bullet</li><li class="sb-nested-list-item"><ul><li>Nested bullet</li></ul></li><li>Last bullet</li></ul>',
    );
    for (const script of [ARABIC, PERSIAN, CHINESE, HINDI, THAI]) expect(body).toContain(script);
    // Each paragraph in another script says its language (issue 25), and its direction.
    expect(body).toContain(`<p dir="rtl" lang="ar" xml:lang="ar">${ARABIC}</p>`);
    expect(body).toContain(`lang="fa" xml:lang="fa">${PERSIAN}`);
    expect(body).toContain(`lang="zh" xml:lang="zh">${CHINESE}`);
    expect(body).toContain(`lang="hi" xml:lang="hi">${HINDI}`);
    expect(body).toContain(`lang="th" xml:lang="th">${THAI}`);
    expect(body).toContain('<h2 dir="rtl" lang="ar" xml:lang="ar">الفصل الثاني</h2>');
    expect(body).toContain('<p>Loose text at the top <b>level</b>.</p>');
  });

  it('writes a right-to-left book right to left', async () => {
    const { files, text } = await build({ meta: { language: 'ar', dir: 'rtl', title: ARABIC } });
    const opf = text('OEBPS/content.opf');
    expect(opf).toContain('<spine toc="ncx" page-progression-direction="rtl">');
    expect(opf).toContain('<dc:language>ar</dc:language>');
    for (const name of Object.keys(files).filter((n) => n.endsWith('.xhtml'))) {
      expect(text(name)).toMatch(/<html [^>]*xml:lang="ar" lang="ar" dir="rtl">/);
    }
    const body = Object.keys(files)
      .filter((n) => n.endsWith('.xhtml'))
      .map(text)
      .join('');
    expect(body).toContain(`<p>${ARABIC}</p>`);
    expect(body).toContain('<p dir="ltr" lang="en" xml:lang="en">English after Arabic.</p>');
  });

  it('names the editor and translator as contributors, and sets book paragraphs', async () => {
    const contributors = [
      { role: 'editor', name: 'Maxwell Perkins' },
      { role: 'translator', name: 'Constance Garnett' },
      { role: 'literary_agent', name: 'Not A Contributor' },
    ];
    const { text } = await build({ meta: { contributors } });
    const opf = text('OEBPS/content.opf');
    expect(opf).toContain('<dc:contributor id="contributor-1">Maxwell Perkins</dc:contributor>');
    expect(opf).toContain(
      '<meta refines="#contributor-1" property="role" scheme="marc:relators">edt</meta>',
    );
    expect(opf).toContain(
      '<meta refines="#contributor-2" property="role" scheme="marc:relators">trl</meta>',
    );
    expect(opf).not.toContain('Not A Contributor');
    const css = text('OEBPS/book.css');
    expect(css).toContain('p { margin: 0; text-indent: 1.5em; }');
    expect(css).toMatch(/h1 \+ p, h2 \+ p[^{]*\{ text-indent: 0; \}/);
  });

  it('embeds the book face only when asked, with the subsets the text uses', async () => {
    const plain = await build();
    expect(Object.keys(plain.files).some((n) => n.includes('fonts/'))).toBe(false);
    expect(plain.text('OEBPS/book.css')).not.toContain('@font-face');

    const loaded: string[] = [];
    const writer = createEpubWriter({
      loadFont: async (url) => {
        loaded.push(url);
        return new Uint8Array([119, 79, 70, 50]);
      },
    });
    const parts = sampleParts();
    parts.push({
      id: 'ru',
      kind: 'page',
      title: 'Глава',
      level: 1,
      html: '<p>Привет</p>',
      words: 1,
    });
    const { files, text } = await build(
      { parts, meta: { fontFamily: 'Literata' }, choices: { embedFonts: true } },
      writer,
    );
    const fonts = Object.keys(files)
      .filter((n) => n.startsWith('OEBPS/fonts/'))
      .sort();
    expect(fonts).toEqual(
      [
        'literata-cyrillic-400-italic',
        'literata-cyrillic-400-normal',
        'literata-cyrillic-700-normal',
        'literata-latin-400-italic',
        'literata-latin-400-normal',
        'literata-latin-700-normal',
      ].map((f) => `OEBPS/fonts/${f}.woff2`),
    );
    expect(loaded).toHaveLength(6);
    expect(text('OEBPS/content.opf')).toContain(
      'href="fonts/literata-latin-400-normal.woff2" media-type="font/woff2"',
    );
    const css = text('OEBPS/book.css');
    expect(css).toContain('src: url("fonts/literata-cyrillic-700-normal.woff2") format("woff2");');
    expect(css).toContain('font-family: "Literata", serif;');
  });

  it('honours folder headings off: no folder heading, no folder entry', async () => {
    const { text } = await build({ choices: { folderHeadings: false } });
    const nav = text('OEBPS/nav.xhtml');
    expect(nav).not.toContain('Part One');
    expect(nav).toContain('Chapter One');
  });

  it('still makes a package of a book without parts', async () => {
    const { text } = await build({ parts: [] });
    const opf = text('OEBPS/content.opf');
    expect(spineHrefs(opf)).toEqual(['cover.xhtml', 'text-0001.xhtml']);
    expect(text('OEBPS/nav.xhtml')).toContain('<a href="text-0001.xhtml">');
  });

  it('calls onPart after each part and yields chunks as it goes', async () => {
    let parts = 0;
    const input = sampleInput({ onPart: () => parts++ });
    let chunks = 0;
    for await (const chunk of writeEpub(input)) {
      expect(chunk.length).toBeGreaterThan(0);
      chunks += 1;
    }
    expect(parts).toBe(input.partCount);
    expect(chunks).toBeGreaterThan(3);
  });

  it('stops when the export is cancelled', async () => {
    const controller = new AbortController();
    let parts = 0;
    const input = sampleInput({
      signal: controller.signal,
      onPart: () => {
        parts += 1;
        if (parts === 2) controller.abort();
      },
    });
    await expect(collect(writeEpub(input))).rejects.toMatchObject({ name: 'AbortError' });
    expect(parts).toBe(2);
  });
});

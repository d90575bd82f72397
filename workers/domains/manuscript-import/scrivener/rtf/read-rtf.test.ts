import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRtf } from './read-rtf';
import { RtfUnreadableError } from './rtf-model';
import { rtfParagraphsToHtml } from './rtf-to-html';

const DATA = 'tests/fixtures/manuscript-import/scrivener/The Lighthouse.scriv/Files/Data';
const HARBOUR = `${DATA}/5C876700-6AE2-4237-98F9-45369B219D92/content.rtf`;
const NIGHT_WATCH = `${DATA}/3B4717E1-32D4-401E-AA23-DB05BCF7BC96/content.rtf`;

const ascii = new TextEncoder();

function html(rtf: string | Uint8Array): string {
  const bytes = typeof rtf === 'string' ? ascii.encode(rtf) : rtf;
  return rtfParagraphsToHtml(readRtf(bytes, { pictureNamePrefix: 'pic' }).paragraphs);
}

function fixtureHtml(path: string): string {
  return html(readFileSync(path));
}

describe('readRtf on Scrivener 3 for the Mac (Cocoa RTF)', () => {
  const page = fixtureHtml(HARBOUR);

  it('keeps bold, italic, underline and strike-through', () => {
    expect(page).toContain('the <strong>storm</strong>;');
    expect(page).toContain('<em>Nothing here ever changes,</em> she thought');
    expect(page).toContain('read <u>FERRY</u> and');
    expect(page).toContain('struck out <s>OPEN</s>.');
  });

  it('ends a paragraph at a backslash before a line end', () => {
    expect(page.startsWith('<p>The ferry came in at dusk')).toBe(true);
    expect(page).toContain('going cold.</p><p>She had not been back');
  });

  it("decodes \\'hh in the document's code page and \\uc0\\uN escapes", () => {
    expect(page).toContain('her café au lait');
    expect(page).toContain('Naïve tourists asked for the “lighthouse keeper” — there');
    expect(page).toContain('Straße, Zürich, čeština.');
  });

  it('writes markup typed into the text as text, never as tags', () => {
    expect(page).toContain(
      '&lt;script&gt;alert(&quot;ahoy&quot;)&lt;/script&gt; &amp; &lt;b&gt;free fish&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(page).not.toMatch(/<script|<b>|<img src=x/);
  });

  it("takes Scrivener's style marks out of the text", () => {
    expect(page).toContain('<p>The keeper&#39;s daughter kept a light of her own.</p>');
    expect(page).not.toContain('Scrv');
  });

  it('keeps a centred paragraph centred and a blank line as an empty paragraph', () => {
    expect(page).toContain('<p><br></p><p class="align-center">#</p>');
    expect(page.endsWith('<p>Above the town the lamp began to turn.</p>')).toBe(true);
  });
});

describe('readRtf on Scrivener 3 for Windows', () => {
  const page = fixtureHtml(NIGHT_WATCH);

  it('makes headings of the heading styles (their bold is the heading)', () => {
    expect(page.startsWith('<h1>Night Watch</h1>')).toBe(true);
    expect(page).toContain('<h2>What the keeper kept</h2>');
  });

  it('skips \\uc1 fallback characters after \\uN and reads \\rquote', () => {
    expect(page).toContain('the keeper’s log lay open at <em>14 October</em>.');
    expect(page).not.toContain('?');
  });

  it('makes bulleted and numbered lists, nested by level, without their markers', () => {
    expect(page).toContain(
      '<ul><li>Oil for the lamp<ul><li>Two spare wicks</li></ul></li><li>A <strong>logbook</strong></li></ul>' +
        '<ol><li>Trim the wick</li><li>Wind the clockwork</li></ol>',
    );
    expect(page).not.toContain('•');
  });

  it('makes a block quote of the Block Quote style', () => {
    expect(page).toContain(
      '<blockquote><em>A light is a promise kept in the dark.</em></blockquote>',
    );
  });

  it("marks an Arabic paragraph right to left, from \\uN and from the font's code page (1256)", () => {
    expect(page).toContain('<p dir="rtl">المنارة تضيء الليل بحر هادئ.</p>');
  });

  it('reads Chinese from \\uN and from double-byte GBK hex escapes', () => {
    expect(page).toContain('<p>灯塔：灯塔。</p>');
  });

  it('takes the PNG of a picture and leaves out its WMF stand-in', () => {
    const doc = readRtf(readFileSync(NIGHT_WATCH), { pictureNamePrefix: 'night' });
    expect(doc.pictures).toHaveLength(1);
    expect(doc.pictures[0]?.name).toBe('night-1.png');
    expect(doc.pictures[0]?.type).toBe('image/png');
    expect(Array.from(doc.pictures[0]?.bytes.subarray(0, 4) ?? [])).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);
    expect(doc.leftOutPictures).toEqual([]);
    expect(rtfParagraphsToHtml(doc.paragraphs)).toContain(
      '<p class="align-center"><img src="import-picture:night-1.png" alt=""></p>',
    );
  });

  it('keeps web links and drops a javascript: link (its text stays)', () => {
    expect(page).toContain(
      'See <a href="https://example.org/lights"><u>the register of lights</u></a> and this.',
    );
    expect(page).not.toContain('javascript');
  });
});

describe('readRtf on RTF written by LibreOffice (from libreoffice/keeper.html)', () => {
  const page = fixtureHtml('tests/fixtures/manuscript-import/scrivener/libreoffice/keeper.rtf');

  it('reads its headings, formatting, lists and scripts as the HTML had them', () => {
    expect(page).toBe(
      '<h1>The Keeper&#39;s Log</h1>' +
        '<p>First night: the lamp was lit at <strong>dusk</strong>, the <em>tide</em> was high, ' +
        'the <u>logbook</u> open, the <s>old</s> new wick in place.</p>' +
        '<h2>Stores</h2>' +
        '<ul><li>Oil</li><li>Wicks<ul><li>cotton</li></ul></li></ul>' +
        '<ol><li>Light the lamp</li><li>Wind the clock</li></ol>' +
        '<p dir="rtl">البحر هادئ الليلة.</p>' +
        '<p>灯塔守护者的日志。</p>' +
        '<p>Café, naïve, Straße — “quoted” &lt;b&gt;not a tag&lt;/b&gt;</p>',
    );
  });
});

describe('readRtf on what it must refuse or survive', () => {
  it('refuses bytes that are not RTF', () => {
    expect(() =>
      readRtf(ascii.encode('PK\u0003\u0004 not rtf'), { pictureNamePrefix: 'p' }),
    ).toThrow(RtfUnreadableError);
    expect(() => readRtf(new Uint8Array(), { pictureNamePrefix: 'p' })).toThrow(RtfUnreadableError);
  });

  it('refuses groups nested beyond reason instead of overflowing', () => {
    const deep = `{\\rtf1 ${'{'.repeat(100_000)}x${'}'.repeat(100_000)}}`;
    expect(() => readRtf(ascii.encode(deep), { pictureNamePrefix: 'p' })).toThrow(
      RtfUnreadableError,
    );
  });

  it('keeps the text of a file cut short and says it was', () => {
    const doc = readRtf(ascii.encode('{\\rtf1\\ansi {\\b Bold start} and the rest\\par And mo'), {
      pictureNamePrefix: 'p',
    });
    expect(doc.truncated).toBe(true);
    expect(rtfParagraphsToHtml(doc.paragraphs)).toBe(
      '<p><strong>Bold start</strong> and the rest</p><p>And mo</p>',
    );
  });

  it('skips document info, headers, footnotes and unknown \\* destinations', () => {
    const rtf =
      '{\\rtf1\\ansi{\\info{\\title Secret title}{\\author A. Writer}}{\\header Running head\\par}' +
      '{\\*\\unknowndest hidden words}Body{\\footnote note text} text{\\v  hidden}.\\par}';
    expect(html(rtf)).toBe('<p>Body text.</p>');
  });

  it('reads \\bin data without taking its bytes for text', () => {
    const bytes = new Uint8Array([
      ...ascii.encode('{\\rtf1 A{\\*\\blob\\bin4 '),
      0x7b,
      0x5c,
      0x7d,
      0x3c,
      ...ascii.encode('}B\\par}'),
    ]);
    expect(html(bytes)).toBe('<p>AB</p>');
  });

  it('reads a Mac code page and \\ansicpg1251 Cyrillic', () => {
    expect(html("{\\rtf1\\mac caf\\'8e\\par}")).toBe('<p>café</p>');
    expect(html("{\\rtf1\\ansi\\ansicpg1251 \\'cc\\'e8\\'f0\\par}")).toBe('<p>Мир</p>');
  });

  it('keeps surrogate pairs written as two \\uN', () => {
    expect(html('{\\rtf1\\uc1 smile \\u-10179?\\u-8704?\\par}')).toBe('<p>smile 😀</p>');
  });

  it('names pictures it cannot bring in: a WMF, an attachment not beside the RTF', () => {
    const rtf =
      '{\\rtf1 A{\\pict\\wmetafile8\\picw10\\pich10 0100090000}B' +
      "{{\\NeXTGraphic Lost Graphic.png \\width20 \\height20\n}\\'ac}C\\par}";
    const doc = readRtf(ascii.encode(rtf), { pictureNamePrefix: 'p', attachment: () => undefined });
    expect(doc.leftOutPictures).toEqual(['Lost Graphic.png']);
    expect(doc.unsupportedPictures).toEqual(['WMF']);
    expect(rtfParagraphsToHtml(doc.paragraphs)).toBe('<p>ABC</p>');
  });

  it('names a picture it found but a page cannot show by its format (a PDF beside the RTF)', () => {
    const rtf = "{\\rtf1 A{{\\NeXTGraphic Chart.pdf \\width20 \\height20\n}\\'ac}B\\par}";
    const doc = readRtf(ascii.encode(rtf), {
      pictureNamePrefix: 'p',
      attachment: (name) => (name === 'Chart.pdf' ? ascii.encode('%PDF-1.4') : undefined),
    });
    expect(doc.leftOutPictures).toEqual([]);
    expect(doc.unsupportedPictures).toEqual(['PDF']);
    expect(rtfParagraphsToHtml(doc.paragraphs)).toBe('<p>AB</p>');
  });

  it('turns \\line into a line break and escapes quotes and ampersands', () => {
    expect(html('{\\rtf1 one\\line two & "three"\\par}')).toBe(
      '<p>one<br>two &amp; &quot;three&quot;</p>',
    );
  });
});

/**
 * A scene break (`<hr>` in page HTML, issue 25) written by every export as the book's chosen
 * separator: Markdown, EPUB, Word, the book PDF's data, and the manuscript's `#`.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasPdftotext, pdfPageTexts, typesetInNode } from '../../../tests/typeset-in-node';
import { type BookPart, normaliseExportChoices } from '../../contract/export';
import { type SceneSeparator, sceneBreakText } from '../../contract/scene-break';
import { LetterCounter } from './assemble/text-language';
import { writeDocx } from './docx/write-docx';
import { collect, SAMPLE_META, sampleInput } from './epub/testing/sample-book';
import { writeEpub } from './epub/write-epub';
import { createMarkdownWriter } from './markdown/write-markdown';
import { partParagraphs } from './pdf/part-paragraphs';
import { htmlBlocks } from './pdf/typeset/html-blocks';
import { PAGE_LAYOUTS } from './pdf/typeset/page-layouts';
import { volumeFiles } from './pdf/typeset/typeset-document';

const SCENES = '<p>Night fell.</p><hr><p>Morning came.</p>';
const PARTS: BookPart[] = [
  { id: 'p1', kind: 'page', title: 'Chapter One', level: 1, html: SCENES, words: 4 },
];
const input = (sceneSeparator?: SceneSeparator) =>
  sampleInput({ parts: PARTS, ...(sceneSeparator ? { choices: { sceneSeparator } } : {}) });

async function markdownOf(separator?: SceneSeparator): Promise<string> {
  const writer = createMarkdownWriter({ images: [], markdownName: 'book.md' });
  return strFromU8(await collect(writer(input(separator))));
}

async function unzipped(bytes: Promise<Uint8Array>) {
  const files = unzipSync(await bytes);
  return (name: RegExp) =>
    Object.entries(files)
      .filter(([path]) => name.test(path))
      .map(([, data]) => strFromU8(data))
      .join('\n');
}

describe('the scene-break separator', () => {
  it('is * * * unless the author chose another', () => {
    expect(sceneBreakText({})).toBe('* * *');
    expect(sceneBreakText({ sceneSeparator: 'hash' })).toBe('#');
    expect(sceneBreakText({ sceneSeparator: 'fleuron' })).toBe('❧');
    expect(sceneBreakText({ sceneSeparator: 'blank' })).toBe('');
  });

  it('is remembered with the export choices: a known separator kept, anything else the default', () => {
    expect(normaliseExportChoices({ sceneSeparator: 'hash' }).sceneSeparator).toBe('hash');
    expect(normaliseExportChoices({ sceneSeparator: '<b>' }).sceneSeparator).toBe('asterisks');
    expect(normaliseExportChoices(undefined).sceneSeparator).toBe('asterisks');
  });
});

describe('Markdown', () => {
  it.each([
    [undefined, '* * *'],
    ['asterisks', '* * *'],
    ['hash', '\\#'],
    ['fleuron', '❧'],
    ['blank', '* * *'],
  ] as const)('writes %s as %s on a line of its own', async (separator, line) => {
    expect(await markdownOf(separator)).toContain(`Night fell.\n\n${line}\n\nMorning came.`);
  });
});

describe('EPUB', () => {
  it.each([
    ['asterisks', '* * *'],
    ['hash', '#'],
    ['fleuron', '❧'],
    ['blank', '&#160;'],
  ] as const)('writes %s as a centred paragraph, the next one flush', async (separator, mark) => {
    const text = await unzipped(collect(writeEpub(input(separator))));
    expect(text(/\.xhtml$/)).toContain(
      `<p>Night fell.</p>\n<p class="scene-break">${mark}</p>\n<p>Morning came.</p>`,
    );
    const css = text(/\.css$/);
    expect(css).toContain('p.scene-break { text-align: center; text-indent: 0;');
    expect(css).toContain('p.scene-break + p { text-indent: 0; }');
  });
});

describe('Word', () => {
  it.each([
    ['asterisks', '* * *'],
    ['hash', '#'],
    ['fleuron', '❧'],
  ] as const)('writes %s as a centred paragraph', async (separator, mark) => {
    const text = await unzipped(collect(writeDocx(input(separator))));
    const paragraphs = [...text(/word\/document\.xml$/).matchAll(/<w:p>(.*?)<\/w:p>/g)].map(
      (m) => m[1] as string,
    );
    const brk = paragraphs.find((p) => p.includes(`>${mark}</w:t>`));
    expect(brk).toContain('<w:jc w:val="center"/>');
  });

  it('writes a blank line as an empty centred paragraph between the scenes', async () => {
    const text = await unzipped(collect(writeDocx(input('blank'))));
    const document = text(/word\/document\.xml$/);
    const between = document.slice(
      document.indexOf('Night fell.'),
      document.indexOf('Morning came.'),
    );
    expect(between).toMatch(/<w:p><w:pPr><w:jc w:val="center"\/><\/w:pPr><\/w:p>/);
    expect(between).not.toContain('*');
  });
});

describe('PDF', () => {
  const bookWith = () => ({
    parts: [
      {
        kind: 'page' as const,
        level: 1,
        words: 4,
        title: 'Chapter One',
        blocks: htmlBlocks(SCENES, () => null),
        images: [],
      },
    ],
    copyright: [],
    toc: false,
    scripts: new Set<never>(),
    images: new Map<string, Uint8Array>(),
    words: 4,
    letters: new LetterCounter(),
    westernEuropean: true,
  });
  const bookJson = (sceneBreak?: string) => {
    const files = volumeFiles({
      meta: SAMPLE_META,
      layout: PAGE_LAYOUTS['6x9'],
      fonts: ['Noto Serif'],
      book: bookWith(),
      indexes: [0],
      volumeTitle: '',
      tocTitle: 'Contents',
      hyphenate: true,
      draftingMarks: false,
      ...(sceneBreak === undefined ? {} : { sceneBreak }),
    });
    return JSON.parse(strFromU8(files[0]?.bytes ?? new Uint8Array())) as {
      separator?: string;
      body: Array<{ b: Array<{ t: string }> }>;
    };
  };

  it('gives the book template a scene break between the scenes and the chosen separator', () => {
    const doc = bookJson('❧');
    expect(doc.separator).toBe('❧');
    expect(doc.body[0]?.b.map((b) => b.t)).toEqual(['p', 'brk', 'p']);
    expect(bookJson('').separator).toBe('');
  });

  it.skipIf(!hasPdftotext).each([
    ['* * *', /Night fell\. \* \* \* Morning came\./],
    ['#', /Night fell\. # Morning came\./],
    ['❧', /Night fell\. ❧ Morning came\./],
    ['', /Night fell\. Morning came\./],
  ])(
    'prints the separator %j centred between the scenes (real template)',
    async (mark, text) => {
      const source = async (name: string) =>
        new TextEncoder().encode((await import(`./pdf/typeset/${name}.typ?raw`)).default as string);
      const files = volumeFiles({
        meta: SAMPLE_META,
        layout: PAGE_LAYOUTS['6x9'],
        fonts: ['EB Garamond'],
        book: bookWith(),
        indexes: [0],
        volumeTitle: '',
        tocTitle: 'Contents',
        hyphenate: true,
        draftingMarks: false,
        sceneBreak: mark,
      });
      const pdf = await typesetInNode([
        { path: '/blocks.typ', bytes: await source('blocks') },
        { path: '/main.typ', bytes: await source('book') },
        ...files,
      ]);
      const pages = pdfPageTexts(pdf).join(' ');
      expect(pages).toMatch(text);
    },
    60_000,
  );

  it('prints the manuscript’s scene break as #, whatever the book’s separator', () => {
    expect(partParagraphs(SCENES)).toEqual([
      { kind: 'paragraph', text: 'Night fell.' },
      { kind: 'break', text: '#' },
      { kind: 'paragraph', text: 'Morning came.' },
    ]);
  });
});

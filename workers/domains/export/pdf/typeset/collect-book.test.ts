/** The book read into the typesetter's data (typeset-document.ts): collectBook and volumeFiles. */
import { describe, expect, it } from 'vitest';
import type { BookMeta, BookPart, ExportImage } from '../../../../contract/export';
import type { Block } from './html-blocks';
import { PAGE_LAYOUTS } from './page-layouts';
import { type CollectedBook, collectBook, type VolumeInput, volumeFiles } from './typeset-document';

const SIX_BY_NINE = PAGE_LAYOUTS['6x9'];

/** A PNG's first bytes: enough header for its size (IHDR). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set(
    [...'IHDR'].map((c) => c.charCodeAt(0)),
    12,
  );
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xd9, 1, 2, 3]);
const PNG_BYTES = pngHeader(400, 200);

const meta: BookMeta = {
  id: 'book-1',
  title: 'The Salt Road',
  author: 'Ana Lima',
  description: '',
  genre: '',
  language: 'pt-BR',
  dir: 'ltr',
  publisher: 'Harbour Press',
  isbn: '',
  year: '2031',
  modified: '2031-01-01T00:00:00Z',
  cover: null,
};

let nextId = 0;
const part = (p: Omit<BookPart, 'id'>): BookPart => ({ id: `part-${++nextId}`, ...p });

/** A book with furniture, a preface, two chapters with pictures, back matter and a late preface. */
const PARTS: BookPart[] = [
  part({ kind: 'title_page', title: 'The Salt Road', level: 0, html: '', words: 0 }),
  part({
    kind: 'copyright',
    title: 'Copyright',
    level: 0,
    html: '<p>Copyright © 2031 Ana Lima</p>',
    words: 4,
  }),
  part({ kind: 'toc', title: 'Contents', level: 0, html: '', words: 0 }),
  part({
    kind: 'section',
    section: 'preface',
    title: 'Preface',
    level: 1,
    html: '<p>Why I wrote it.</p>',
    words: 4,
  }),
  part({ kind: 'folder', title: 'Part One', level: 1, html: '', words: 0 }),
  part({
    kind: 'page',
    title: 'Arrival',
    level: 2,
    html: '<p>The <strong>ship</strong> came in.</p><p><img src="images/gull.png" alt="A gull"></p>',
    words: 4,
  }),
  part({
    kind: 'page',
    title: 'Harbour',
    level: 1,
    html:
      '<p>Gulls.</p><p><img src="images/boat.jpg"></p><p><img src="images/gull.png"></p>' +
      '<p><img src="images/missing.png"></p><p><img src="images/odd.bmp"></p>',
    words: 1,
  }),
  part({
    kind: 'section',
    section: 'epilogue',
    title: 'Epilogue',
    level: 1,
    html: '<p>في البدء كانت الكلمة</p>',
    words: 4,
  }),
  part({
    kind: 'section',
    section: 'preface',
    title: 'A Late Preface',
    level: 1,
    html: '<p>Misplaced.</p>',
    words: 1,
  }),
];

const IMAGES: Record<string, ExportImage> = {
  'images/gull.png': {
    src: 'images/gull.png',
    fileName: 'gull.png',
    mediaType: 'image/png',
    bytes: PNG_BYTES,
  },
  'images/boat.jpg': {
    src: 'images/boat.jpg',
    fileName: 'boat.jpg',
    mediaType: 'image/jpeg',
    bytes: JPEG_BYTES,
    width: 4000,
    height: 3000,
  },
  'images/odd.bmp': {
    src: 'images/odd.bmp',
    fileName: 'odd.bmp',
    mediaType: 'image/bmp' as ExportImage['mediaType'],
    bytes: new Uint8Array([0x42, 0x4d]),
  },
};

async function collect(parts: BookPart[] = PARTS, signal = new AbortController().signal) {
  const asked: string[] = [];
  let written = 0;
  const book = await collectBook(
    {
      parts: (async function* () {
        yield* parts;
      })(),
      resolveImage: async (src) => {
        asked.push(src);
        return IMAGES[src] ?? null;
      },
      signal,
      onPart: () => {
        written += 1;
      },
    },
    SIX_BY_NINE,
    meta,
  );
  return { book, asked, written };
}

const volumeInput = (book: CollectedBook, indexes: number[]): VolumeInput => ({
  meta,
  layout: SIX_BY_NINE,
  fonts: ['EB Garamond', 'Amiri'],
  book,
  indexes,
  volumeTitle: 'Volume 2',
  tocTitle: 'Sumário',
  hyphenate: true,
  draftingMarks: false,
});

interface BookJsonPart {
  title: string;
  level: number;
  opens: boolean;
  b: Block[];
}
interface BookJson {
  meta: Record<string, unknown>;
  texts: { toc: string };
  layout: Record<string, unknown>;
  copyright: Block[];
  toc: boolean;
  front: BookJsonPart[];
  body: BookJsonPart[];
}

function readVolume(files: Array<{ path: string; bytes: Uint8Array }>): BookJson {
  const json = files.find((f) => f.path === '/book.json');
  if (!json) throw new Error('no /book.json');
  return JSON.parse(new TextDecoder().decode(json.bytes)) as BookJson;
}

describe('collectBook', () => {
  it('knows whether jsPDF’s manuscript could set the book (the offline offer)', async () => {
    const page = (html: string) => part({ kind: 'page', title: 'Page', level: 1, html, words: 2 });
    expect((await collect([page('<p>Café, naïve “quotes” — €5</p>')])).book.westernEuropean).toBe(
      true,
    );
    expect((await collect([page('<p>Ready</p>'), page('<p>وصلت</p>')])).book.westernEuropean).toBe(
      false,
    );
  });

  it('reads every part once, in order, calling onPart after each', async () => {
    const { book, written } = await collect();
    expect(written).toBe(PARTS.length);
    expect(book.parts.map((p) => p.title)).toEqual(PARTS.map((p) => p.title));
    expect(book.parts.map((p) => p.kind)).toEqual(PARTS.map((p) => p.kind));
    expect(book.words).toBe(18);
    expect(book.toc).toBe(true);
    expect(book.parts[3]).toMatchObject({
      kind: 'section',
      section: 'preface',
      level: 1,
      words: 4,
    });
    expect(book.parts[4]).not.toHaveProperty('section');
  });

  it('keeps the copyright page’s blocks apart, and blocks only for pages and sections', async () => {
    const { book } = await collect();
    expect(book.copyright).toEqual([{ t: 'p', r: [{ s: 'Copyright © 2031 Ana Lima' }] }]);
    for (const index of [0, 1, 2, 4]) expect(book.parts[index]?.blocks).toEqual([]);
    expect(book.parts[5]?.blocks).toEqual([
      { t: 'p', r: [{ s: 'The ' }, { s: 'ship', b: 1 }, { s: ' came in.' }] },
      { t: 'img', src: '/images/1.png', w: 300, h: 150 },
    ]);
  });

  it('fetches each picture once, sizes it, and leaves out what cannot be read or set', async () => {
    const { book, asked } = await collect();
    expect(asked).toEqual([
      'images/gull.png',
      'images/boat.jpg',
      'images/missing.png',
      'images/odd.bmp',
    ]);
    expect([...book.images.keys()]).toEqual(['/images/1.png', '/images/2.jpg']);
    expect(book.images.get('/images/1.png')).toBe(PNG_BYTES);
    expect(book.images.get('/images/2.jpg')).toBe(JPEG_BYTES);
    expect(book.parts[5]?.images).toEqual(['/images/1.png']);
    expect(book.parts[6]?.images).toEqual(['/images/2.jpg', '/images/1.png']);
    expect(book.parts[6]?.blocks).toEqual([
      { t: 'p', r: [{ s: 'Gulls.' }] },
      { t: 'img', src: '/images/2.jpg', w: 324, h: 243 },
      { t: 'img', src: '/images/1.png', w: 300, h: 150 },
    ]);
  });

  it('notes the scripts of the text and titles, and counts the letters of pages and sections', async () => {
    const { book } = await collect();
    expect(book.scripts).toEqual(new Set(['arabic']));
    const greek = await collect([
      part({ kind: 'page', title: 'Ἰθάκη', level: 1, html: '<p>Latin text.</p>', words: 2 }),
    ]);
    expect(greek.book.scripts).toEqual(new Set(['greek-cyrillic']));
    const arabic = await collect([
      part({ kind: 'page', title: 'One', level: 1, html: '<p>في البدء كانت الكلمة</p>', words: 4 }),
    ]);
    expect(arabic.book.letters.languageFor('en')).toEqual({ language: 'ar', dir: 'rtl' });
  });

  it('stops when the export is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(collect(PARTS, controller.signal)).rejects.toThrow();
  });
});

describe('volumeFiles', () => {
  it('writes /book.json with the meta, texts and layout the template reads', async () => {
    const { book } = await collect();
    const doc = readVolume(volumeFiles(volumeInput(book, [3, 4, 5, 6, 7, 8])));
    expect(doc.meta).toEqual({
      title: 'The Salt Road',
      author: 'Ana Lima',
      lang: 'pt',
      dir: 'ltr',
      publisher: 'Harbour Press',
      volume: 'Volume 2',
    });
    expect(doc.texts).toEqual({ toc: 'Sumário' });
    expect(doc.layout).toEqual({
      width: 432,
      height: 648,
      inside: 63,
      outside: 45,
      top: 54,
      bottom: 54,
      size: 11,
      fonts: ['EB Garamond', 'Amiri'],
      // No heading face given: headings are set in the text's faces.
      'heading-fonts': ['EB Garamond', 'Amiri'],
      hyphenate: true,
    });
    expect(doc.toc).toBe(true);
    expect(doc.copyright).toEqual(book.copyright);
  });

  it('holds the preface in front until the first other part, the rest in the body', async () => {
    const { book } = await collect();
    const doc = readVolume(volumeFiles(volumeInput(book, [3, 4, 5, 6, 7, 8])));
    expect(doc.front).toEqual([
      {
        title: 'Preface',
        level: 1,
        opens: true,
        b: [{ t: 'p', r: [{ s: 'Why I wrote it.' }] }],
      },
    ]);
    expect(doc.body.map((p) => [p.title, p.level, p.opens])).toEqual([
      ['Part One', 1, true],
      ['Arrival', 2, false],
      ['Harbour', 1, true],
      ['Epilogue', 1, true],
      // A preface after the body has started stays in the body.
      ['A Late Preface', 1, true],
    ]);
    // The Arabic paragraph of an ltr book is set right to left.
    expect(doc.body[3]?.b).toEqual([{ t: 'p', r: [{ s: 'في البدء كانت الكلمة' }], d: 'rtl' }]);
  });

  it('leaves the furniture out of front and body, even when its indexes are given', async () => {
    const { book } = await collect();
    const doc = readVolume(volumeFiles(volumeInput(book, [0, 1, 2, 3, 4])));
    const titles = [...doc.front, ...doc.body].map((p) => p.title);
    expect(titles).toEqual(['Preface', 'Part One']);
  });

  it('flows only the volume’s parts; a volume without the preface has no front', async () => {
    const { book } = await collect();
    const doc = readVolume(volumeFiles(volumeInput(book, [6, 7])));
    expect(doc.front).toEqual([]);
    expect(doc.body.map((p) => p.title)).toEqual(['Harbour', 'Epilogue']);
  });

  it('includes the pictures the volume shows as files, and no others', async () => {
    const { book } = await collect();
    const all = volumeFiles(volumeInput(book, [3, 4, 5, 6, 7, 8]));
    expect(all.map((f) => f.path)).toEqual(['/book.json', '/images/1.png', '/images/2.jpg']);
    expect(all.find((f) => f.path === '/images/2.jpg')?.bytes).toBe(JPEG_BYTES);

    const first = volumeFiles(volumeInput(book, [3, 4, 5]));
    expect(first.map((f) => f.path)).toEqual(['/book.json', '/images/1.png']);
    expect(first[1]?.bytes).toBe(PNG_BYTES);

    const last = volumeFiles(volumeInput(book, [7, 8]));
    expect(last.map((f) => f.path)).toEqual(['/book.json']);
  });

  it('carries hostile text as plain JSON strings that parse back unchanged', async () => {
    const hostile = '#set page(width: 1pt) ] [ *b* $x$ = H <l> @r \\ #import "x.typ"';
    const escaped = hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const { book } = await collect([
      part({ kind: 'page', title: hostile, level: 1, html: `<p>${escaped}</p>`, words: 10 }),
    ]);
    const doc = readVolume(
      volumeFiles({ ...volumeInput(book, [0]), meta: { ...meta, title: hostile } }),
    );
    expect(doc.meta.title).toBe(hostile);
    expect(doc.body).toEqual([
      { title: hostile, level: 1, opens: true, b: [{ t: 'p', r: [{ s: hostile }] }] },
    ]);
  });
});

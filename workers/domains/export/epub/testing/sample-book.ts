/**
 * A small book for the EPUB and DOCX writers' tests: every kind of part, every element of the
 * page allow-list, text in Latin, Arabic, Persian, Chinese, Hindi and Thai, one picture that
 * resolves (a PNG) and one that does not. Test support only (imported by *.test.ts).
 */
import {
  type BookMeta,
  type BookPart,
  DEFAULT_EXPORT_CHOICES,
  type ExportChoices,
  type ExportImage,
  type WriterInput,
} from '../../../../contract/export';

/** A 2×1 PNG (red, blue). */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

export const PICTURE_SRC = 'images/map.png';
export const MISSING_SRC = 'images/lost.png';
export const ARABIC = 'كان يا ما كان في قديم الزمان';
export const PERSIAN = 'یکی بود یکی نبود، غیر از خدا هیچکس نبود';
export const CHINESE = '很久很久以前，有一座山。';
export const HINDI = 'बहुत समय पहले की बात है।';
export const THAI = 'กาลครั้งหนึ่งนานมาแล้ว';

export const SAMPLE_META: BookMeta = {
  id: '3f2b8c4e-1d2a-4b5c-9e8f-0a1b2c3d4e5f',
  title: 'The Salt & Stone <Road>',
  author: 'Ada "Quill" Lovelace',
  description: 'A journey across five scripts.',
  genre: 'Fantasy',
  language: 'en',
  dir: 'ltr',
  publisher: 'Small Press',
  isbn: '978-3-16-148410-0',
  year: '2024',
  modified: '2024-05-06T07:08:09.123Z',
  cover: null,
  contributors: [{ role: 'editor', name: 'Maxwell <Perkins>' }],
};

const CHAPTER_ONE = [
  '<p>It began with <b>bold</b>, <strong>strong</strong>, <i>italic</i>, <em>emphasis</em>, <u>underline</u>, <s>strike</s>, <mark>highlight</mark> and <code>inline code</code> &amp; "quotes" &lt;kept&gt;.</p>',
  '<h2>A heading inside</h2>',
  '<ul><li>First bullet</li><li class="sb-nested-list-item"><ul><li>Nested bullet</li></ul></li><li>Last bullet</li></ul>',
  '<ol><li>One</li><li>Two</li></ol>',
  '<blockquote class="sb-quote">A quoted line.</blockquote>',
  '<pre class="sb-code">let x = 1;<br>x &lt; 2</pre>',
  '<p class="align-center">Centred <a href="https://example.com/a b?q=1&amp;r=2" target="_blank" rel="noopener noreferrer">a link</a>.</p>',
  `<p>A map: <img src="${PICTURE_SRC}" alt="The map"> and a lost one <img src="${MISSING_SRC}" alt="Lost"> end.</p>`,
  '<p>Line one<br>line two</p>',
].join('');

/** The parts in reading order. */
export function sampleParts(meta: BookMeta = SAMPLE_META): BookPart[] {
  return [
    { id: 'title', kind: 'title_page', title: meta.title, level: 1, html: '', words: 0 },
    {
      id: 'copyright',
      kind: 'copyright',
      title: 'Copyright',
      level: 1,
      html: `<p>Copyright © 2024 ${meta.author}</p><p>All rights reserved.</p>`,
      words: 5,
    },
    {
      id: 'toc',
      kind: 'toc',
      title: 'Contents',
      level: 1,
      html: '',
      toc: [
        { id: 'preface', title: 'Preface', level: 1 },
        { id: 'f1', title: 'Part One', level: 1 },
        { id: 'p1', title: 'Chapter One', level: 2 },
      ],
      words: 0,
    },
    {
      id: 'preface',
      kind: 'section',
      section: 'preface',
      title: 'Preface',
      level: 1,
      html: '<p>Before the story.</p>',
      words: 3,
    },
    { id: 'f1', kind: 'folder', title: 'Part One', level: 1, html: '', words: 0 },
    { id: 'p1', kind: 'page', title: 'Chapter One', level: 2, html: CHAPTER_ONE, words: 60 },
    {
      id: 'p2',
      kind: 'page',
      title: 'الفصل الثاني',
      level: 2,
      html: `<p>${ARABIC}</p><p>${PERSIAN}</p><p>English after Arabic.</p>`,
      words: 20,
    },
    { id: 'f2', kind: 'folder', title: 'Part Two', level: 1, html: '', words: 0 },
    {
      id: 'p3',
      kind: 'page',
      title: 'Chapter Three',
      level: 2,
      html: `<p>${CHINESE}</p><p>${HINDI}</p><p>${THAI}</p><p>Again the map <img src="${PICTURE_SRC}" alt="The map again"></p>`,
      words: 12,
    },
    {
      id: 'p4',
      kind: 'page',
      title: 'Chapter Four',
      level: 1,
      html: 'Loose text at the top <b>level</b>.<p>Then a paragraph.</p>',
      words: 8,
    },
    {
      id: 'epilogue',
      kind: 'section',
      section: 'epilogue',
      title: 'Epilogue',
      level: 1,
      html: '<p>After the story.</p>',
      words: 3,
    },
  ];
}

async function* yieldParts(parts: readonly BookPart[]): AsyncGenerator<BookPart> {
  for (const part of parts) yield part;
}

/** Resolves PICTURE_SRC (and any `data:`/cover src) to the tiny PNG, everything else to null. */
export async function resolveSample(src: string): Promise<ExportImage | null> {
  if (src === MISSING_SRC) return null;
  return { src, fileName: 'map.png', mediaType: 'image/png', bytes: TINY_PNG.slice() };
}

export interface SampleInputOptions {
  meta?: Partial<BookMeta>;
  parts?: BookPart[];
  choices?: Partial<ExportChoices>;
  signal?: AbortSignal;
  resolveImage?: WriterInput['resolveImage'];
  onPart?: () => void;
}

/** A writer input for the sample book (or given parts). */
export function sampleInput(options: SampleInputOptions = {}): WriterInput {
  const meta = { ...SAMPLE_META, ...options.meta };
  const parts = options.parts ?? sampleParts(meta);
  return {
    meta,
    parts: yieldParts(parts),
    partCount: parts.length,
    resolveImage: options.resolveImage ?? resolveSample,
    choices: { ...DEFAULT_EXPORT_CHOICES, ...options.choices },
    signal: options.signal ?? new AbortController().signal,
    onPart: options.onPart ?? (() => {}),
  };
}

/** Runs a writer to the end and joins its chunks. */
export async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const list: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    list.push(chunk);
    size += chunk.length;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of list) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

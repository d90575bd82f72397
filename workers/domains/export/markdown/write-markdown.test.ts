/** The Markdown writer: one .md, or a zip with images/ and relative links. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BookMeta, BookPart, ExportImage, WriterInput } from '../../../contract/export';
import { choicesWith } from '../testing/sample-book';
import { createMarkdownWriter, linksOnItsOwn } from './write-markdown';

const meta: BookMeta = {
  id: 'doc',
  title: 'The Salt Road',
  author: 'Ana Lima',
  description: '',
  genre: '',
  language: 'en',
  dir: 'ltr',
  publisher: '',
  isbn: '',
  year: '',
  modified: '2031-01-01T00:00:00Z',
  cover: null,
};

const part = (p: Partial<BookPart> & Pick<BookPart, 'kind' | 'title'>): BookPart => ({
  id: `${p.kind}-${p.title}`,
  level: 1,
  html: '',
  words: 0,
  ...p,
});

const PARTS: BookPart[] = [
  part({ kind: 'title_page', title: 'The Salt Road' }),
  part({ kind: 'copyright', title: 'Copyright', html: '<p>© 2031 Ana Lima</p>' }),
  part({
    kind: 'toc',
    title: 'Contents',
    toc: [
      { id: 'a', title: 'Part One', level: 1 },
      { id: 'b', title: 'Arrival', level: 2 },
    ],
  }),
  part({ kind: 'folder', title: 'Part One' }),
  part({
    kind: 'page',
    title: 'Arrival',
    level: 2,
    html: '<p>The ship.</p><p><img src="images/gull.webp" alt="Gull"></p>',
  }),
];

async function run(images: string[], resolve: (src: string) => ExportImage | null) {
  const writer = createMarkdownWriter({
    images: images.map((src) => ({ src, blobId: '' })),
    markdownName: 'the-salt-road.md',
  });
  let parts = 0;
  const input: WriterInput = {
    meta,
    parts: (async function* () {
      yield* PARTS;
    })(),
    partCount: PARTS.length,
    resolveImage: async (src) => resolve(src),
    choices: choicesWith(),
    signal: new AbortController().signal,
    onPart: () => {
      parts += 1;
    },
  };
  const chunks: Uint8Array[] = [];
  for await (const chunk of writer(input)) chunks.push(chunk);
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { bytes, parts };
}

const EXPECTED = (link: string) =>
  [
    '# The Salt Road',
    'Ana Lima',
    '© 2031 Ana Lima',
    '## Contents',
    '- Part One\n  - Arrival',
    '## Part One',
    '### Arrival',
    'The ship.',
    `![Gull](${link})`,
  ].join('\n\n');

describe('createMarkdownWriter', () => {
  it('writes one .md when the book has no pictures, linking none it does not hold', async () => {
    const { bytes, parts } = await run([], () => null);
    expect(new TextDecoder().decode(bytes)).toBe(`${EXPECTED('')}\n`.replace('![Gull]()', 'Gull'));
    expect(parts).toBe(PARTS.length);
  });

  it('writes a zip with images/ and relative links when it has', async () => {
    const webp = new Uint8Array([
      ...new TextEncoder().encode('RIFF'),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode('WEBP'),
    ]);
    const { bytes } = await run(['images/gull.webp'], (src) => ({
      src,
      fileName: 'gull.webp',
      mediaType: 'image/webp',
      bytes: webp,
    }));
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['images/gull.webp', 'the-salt-road.md']);
    expect(files['images/gull.webp']).toEqual(webp);
    expect(strFromU8(files['the-salt-road.md'] as Uint8Array)).toBe(
      `${EXPECTED('images/gull.webp')}\n`,
    );
  });

  it('links no picture the zip does not hold: one that could not be read keeps its alt text (issue 23, item 11)', async () => {
    const { bytes } = await run(['images/gull.webp'], () => null);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['the-salt-road.md']);
    const markdown = strFromU8(files['the-salt-road.md'] as Uint8Array);
    expect(markdown).not.toContain('images/gull.webp');
    expect(markdown).not.toContain('![');
    expect(markdown).toContain('The ship.\n\nGull\n');
  });

  it('keeps links that stand on their own: pictures on the web and data: images', () => {
    expect(linksOnItsOwn('https://example.org/gull.webp')).toBe(true);
    expect(linksOnItsOwn('data:image/png;base64,AAAA')).toBe(true);
    expect(linksOnItsOwn('images/image.jpg')).toBe(false);
    expect(linksOnItsOwn('blob:https://app.example/1234')).toBe(false);
    expect(linksOnItsOwn('data:text/html,<b>x</b>')).toBe(false);
  });
});

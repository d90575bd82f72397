/** The EPUB writer's pictures and covers: images/, WebP, the chosen cover and the typographic one. */
import { describe, expect, it } from 'vitest';
import type { ExportImage } from '../../../contract/export';
import { coverLines } from './cover-svg';
import { buildEpub as build, spineHrefs } from './testing/build-epub';
import { MISSING_SRC, PICTURE_SRC, TINY_PNG } from './testing/sample-book';
import { assertWellFormedXml } from './testing/xml-check';
import { createEpubWriter } from './write-epub';

describe('writeEpub: pictures and covers', () => {
  it('stores pictures under images/ with their media type and leaves a missing one out', async () => {
    const resolved: string[] = [];
    const { files, text } = await build({
      resolveImage: async (src) => {
        resolved.push(src);
        return src === MISSING_SRC
          ? null
          : { src, fileName: 'x.png', mediaType: 'image/png', bytes: TINY_PNG.slice() };
      },
    });
    expect(resolved).toEqual([PICTURE_SRC, MISSING_SRC]); // each read once
    const opf = text('OEBPS/content.opf');
    expect(opf).toContain('<item id="img-1" href="images/image-0001.png" media-type="image/png"/>');
    expect(files['OEBPS/images/image-0001.png']).toEqual(TINY_PNG);
    expect(Object.keys(files).filter((n) => n.startsWith('OEBPS/images/image-'))).toHaveLength(1);
    const chapter = Object.keys(files)
      .filter((n) => n.endsWith('.xhtml'))
      .map(text)
      .join('');
    expect(chapter).toContain('<img src="images/image-0001.png" alt="The map"/>');
    expect(chapter).toContain(
      'A map: <img src="images/image-0001.png" alt="The map"/> and a lost one  end.',
    );
    expect(chapter).not.toContain('Lost');
  });

  it('adds the cover picture and page when the book has one', async () => {
    const { text, files } = await build({ meta: { cover: 'images/cover.png' } });
    const opf = text('OEBPS/content.opf');
    expect(opf).toContain(
      'href="images/cover.png" media-type="image/png" properties="cover-image"',
    );
    expect(spineHrefs(opf)[0]).toBe('cover.xhtml');
    expect(text('OEBPS/cover.xhtml')).toContain('<img src="images/cover.png"');
    expect(files['OEBPS/images/cover.png']).toBeDefined();
  });

  it('turns WebP into PNG or JPEG when it can, and keeps WebP when it cannot', async () => {
    // A lossy WebP header (VP8, 3×2).
    const webp = new Uint8Array(40);
    webp.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    webp.set(
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
      8,
    );
    webp.set([3, 0, 2, 0], 26);
    const resolveImage = async (src: string): Promise<ExportImage | null> =>
      src === MISSING_SRC
        ? null
        : { src, fileName: 'a.webp', mediaType: 'image/webp', bytes: webp };
    const converted = await build(
      { resolveImage },
      createEpubWriter({
        convertImage: async (_image, to) =>
          to === 'image/jpeg' ? new Uint8Array([0xff, 0xd8, 0xff]) : null,
      }),
    );
    expect(converted.text('OEBPS/content.opf')).toContain(
      'href="images/image-0001.jpg" media-type="image/jpeg"',
    );
    const kept = await build(
      { resolveImage },
      createEpubWriter({ convertImage: async () => null }),
    );
    expect(kept.text('OEBPS/content.opf')).toContain(
      'href="images/image-0001.webp" media-type="image/webp"',
    );
  });

  it('gives a book without a cover picture a typographic cover: its title and author', async () => {
    const { text } = await build();
    const opf = text('OEBPS/content.opf');
    expect(opf).toContain(
      '<item id="cover-image" href="images/cover.svg" media-type="image/svg+xml" properties="cover-image"/>',
    );
    expect(opf).toContain('<meta name="cover" content="cover-image"/>');
    const svg = text('OEBPS/images/cover.svg');
    assertWellFormedXml(svg);
    expect(svg).toContain('>The Salt &amp;<');
    expect(svg).toContain('>Stone &lt;Road&gt;<');
    expect(svg).toContain('Ada "Quill" Lovelace');
    expect(text('OEBPS/cover.xhtml')).toContain('<img src="images/cover.svg"');
  });

  it('sets a long title, and one in a script without spaces, on several lines', () => {
    expect(coverLines('The Long and Winding Road to the Sea', 14, 5)).toEqual([
      'The Long and',
      'Winding Road',
      'to the Sea',
    ]);
    expect(coverLines('很久很久以前有一座山山里有座庙', 10, 5)).toEqual([
      '很久很久以前有一座山',
      '山里有座庙',
    ]);
    expect(coverLines('a b c d e f g h', 1, 2)).toEqual(['a', 'b…']);
  });
});

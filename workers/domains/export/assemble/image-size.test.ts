/** Picture types and sizes from their headers. */
import { describe, expect, it } from 'vitest';
import { imageSize, sniffImageType } from './image-size';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('image headers', () => {
  it('reads a PNG', () => {
    const png = bytes(
      [0x89],
      'PNG',
      [13, 10, 26, 10, 0, 0, 0, 13],
      'IHDR',
      [0, 0, 2, 0, 0, 0, 1, 44],
    );
    expect(sniffImageType(png)).toBe('image/png');
    expect(imageSize(png, 'image/png')).toEqual({ width: 512, height: 300 });
  });

  it('reads a GIF', () => {
    const gif = bytes('GIF89a', [10, 0, 20, 0]);
    expect(sniffImageType(gif)).toBe('image/gif');
    expect(imageSize(gif, 'image/gif')).toEqual({ width: 10, height: 20 });
  });

  it('reads a JPEG frame header after other segments', () => {
    const jpeg = bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0],
      [0xff, 0xc0, 0, 11, 8, 0x01, 0x00, 0x02, 0x80, 3, 0, 0, 0],
    );
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 256 });
  });

  it('reads the three kinds of WebP', () => {
    const head = (kind: string) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', kind);
    const lossy = new Uint8Array([
      ...head('VP8 '),
      ...new Array(10).fill(0),
      0x80,
      0x02,
      0xe0,
      0x01,
    ]);
    expect(sniffImageType(lossy)).toBe('image/webp');
    expect(imageSize(lossy, 'image/webp')).toEqual({ width: 640, height: 480 });
    const extended = new Uint8Array([
      ...head('VP8X'),
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0x7f,
      0x02,
      0,
      0xdf,
      0x01,
      0,
    ]);
    expect(imageSize(extended, 'image/webp')).toEqual({ width: 640, height: 480 });
  });

  it('knows SVG, and refuses what is no picture', () => {
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg xmlns="x"/>'))).toBe('image/svg+xml');
    expect(sniffImageType(bytes('hello'))).toBeNull();
  });
});

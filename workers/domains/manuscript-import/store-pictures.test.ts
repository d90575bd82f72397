import { describe, expect, it } from 'vitest';
import { resolvePictures } from './store-pictures';

describe('resolvePictures', () => {
  it('tells a picture not found from one found but not decodable (a WMF)', async () => {
    const html =
      '<p>A<img src="import-picture:1.png" alt="">B<img src="import-picture:2.wmf" alt="">' +
      'C<img src="import-picture:gone.png" alt=""></p>';
    const pictures = [
      { name: '1.png', type: 'image/png', bytes: new Uint8Array([1]) },
      { name: '2.wmf', type: 'image/x-wmf', bytes: new Uint8Array([2]) },
    ];
    const added: string[] = [];
    const result = await resolvePictures(
      html,
      pictures,
      async (blob, name) => {
        if (blob.type === 'image/x-wmf') throw new Error('cannot decode');
        return {
          src: `images/${name}.webp`,
          fileName: name,
          blobId: 'h1',
          relativePath: 'images/h1.webp',
          created: true,
        };
      },
      async (p) => {
        added.push(p.relativePath);
      },
    );
    expect(result.stored).toBe(1);
    expect(result.missing).toEqual(['gone.png']);
    expect(result.unreadable).toEqual(['2.wmf']);
    expect(added).toEqual(['images/h1.webp']);
    expect(result.html).toContain('src="images/1.png.webp"');
    expect(result.html).not.toContain('import-picture:');
  });
});

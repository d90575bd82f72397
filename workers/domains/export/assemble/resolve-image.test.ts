/** Pictures resolved for packages: data URLs, the project folder, https, and failures. */
import { describe, expect, it } from 'vitest';
import { createImageResolver } from './resolve-image';

// A 1×1 PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const png = () => Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));

describe('createImageResolver', () => {
  it('decodes data URLs, names them uniquely and reads their size', async () => {
    const resolver = createImageResolver([], {
      readProjectImage: async () => ({ ok: false, code: 'no_handle' }),
    });
    const a = await resolver.resolveImage(`data:image/png;base64,${PNG_BASE64}`);
    expect(a).toMatchObject({
      fileName: 'image-1.png',
      mediaType: 'image/png',
      width: 1,
      height: 1,
    });
    expect(a?.bytes).toEqual(png());
    const again = await resolver.resolveImage(`data:image/png;base64,${PNG_BASE64}`);
    expect(again?.fileName).toBe('image-1.png');
  });

  it('reads project-folder pictures by blob id and path', async () => {
    const asked: string[] = [];
    const resolver = createImageResolver([{ src: 'images/map.png', blobId: 'b1' }], {
      readProjectImage: async (blobId, path) => {
        asked.push(`${blobId}:${path}`);
        return { ok: true, blob: new Blob([png()]) };
      },
    });
    expect((await resolver.resolveImage('images/map.png'))?.fileName).toBe('map.png');
    expect(asked).toEqual(['b1:images/map.png']);
    expect(resolver.found()).toBe(1);
  });

  it('gives two pictures with one name two names', async () => {
    const resolver = createImageResolver([], {
      readProjectImage: async () => ({ ok: true, blob: new Blob([png()]) }),
    });
    const a = await resolver.resolveImage('images/a/map.png');
    const b = await resolver.resolveImage('images/b/map.png');
    expect([a?.fileName, b?.fileName]).toEqual(['map.png', 'map-2.png']);
  });

  it('fetches https pictures, and lists every one it could not read', async () => {
    const resolver = createImageResolver([], {
      readProjectImage: async () => ({ ok: false, code: 'not_found' }),
      fetch: async (url) =>
        url.endsWith('ok.png')
          ? new Response(png(), { status: 200 })
          : new Response('', { status: 404 }),
    });
    expect((await resolver.resolveImage('https://example.com/ok.png'))?.fileName).toBe('ok.png');
    expect(await resolver.resolveImage('https://example.com/gone.png')).toBeNull();
    expect(await resolver.resolveImage('images/missing.webp')).toBeNull();
    expect(await resolver.resolveImage('data:image/png;base64,bm90IGEgcGljdHVyZQ==')).toBeNull();
    expect(await resolver.resolveImage('blob:https://x/1')).toBeNull();
    expect(resolver.missing()).toEqual([
      'https://example.com/gone.png',
      'images/missing.webp',
      'data:image/png;base64,bm90IGEgcGljdHVyZQ==',
      'blob:https://x/1',
    ]);
  });

  it('takes a fetch that fails for a missing picture, and the export goes on', async () => {
    const resolver = createImageResolver([], {
      readProjectImage: async () => ({ ok: false, code: 'not_found' }),
      fetch: async () => {
        throw new TypeError('Refused by the Content Security Policy');
      },
    });
    expect(await resolver.resolveImage('https://example.com/a.png')).toBeNull();
  });
});

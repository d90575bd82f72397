// @vitest-environment jsdom
/** Blob URLs of project images: cached 60 minutes, a missing image asked again, relinks told. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageRead } from '../../workers/contract/images';
import { imageUrl, onImageRefresh, refreshImage } from './image-urls';

let made = 0;
beforeEach(() => {
  vi.useFakeTimers();
  made = 0;
  URL.createObjectURL = () => `blob:test/${++made}`;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  refreshImage();
  vi.useRealTimers();
});

const found = async (): Promise<ImageRead> => ({ ok: true, blob: new Blob(['x']) });

describe('image URLs', () => {
  it('makes one URL per image for 60 minutes, then a new one', async () => {
    const read = vi.fn(found);
    const a = await imageUrl(read, 'h1', 'images/h1.webp');
    const b = await imageUrl(read, 'h1', 'images/h1.webp');
    expect(a).toEqual({ kind: 'shown', url: 'blob:test/1' });
    expect(b).toEqual(a);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(await imageUrl(read, 'h1', 'images/h1.webp')).toEqual({
      kind: 'shown',
      url: 'blob:test/2',
    });
  });

  it('does not keep a missing image: the next view asks again', async () => {
    const read = vi.fn(async (): Promise<ImageRead> => ({ ok: false, code: 'not_found' }));
    expect(await imageUrl(read, 'h2', 'images/h2.webp')).toEqual({
      kind: 'missing',
      code: 'not_found',
    });
    await imageUrl(read, 'h2', 'images/h2.webp');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a relink forgets the URL and tells the viewers of that image', async () => {
    const read = vi.fn(found);
    await imageUrl(read, 'h3', 'images/h3.webp');
    const told: string[] = [];
    const off = onImageRefresh((id) => told.push(id));
    refreshImage('h3');
    off();
    refreshImage('h3');
    expect(told).toEqual(['h3']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    await imageUrl(read, 'h3', 'images/h3.webp');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

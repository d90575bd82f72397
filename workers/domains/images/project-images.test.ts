/** Images in the project folder: stored by content hash, read back or refused with a restore code. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { blobIdsIn, imageFileHandles, rememberImageHandles } from '../../files/image-handles';
import { getImageRecord } from '../../files/image-records';
import {
  contentHash,
  createPictureKeeper,
  createProjectImages,
  restoreCodeOf,
} from './project-images';

// Compression needs a browser (createImageBitmap, OffscreenCanvas): the bytes pass through here.
vi.mock('./compress-image', () => ({
  compressToBlob: async (file: Blob) => ({
    blob: new Blob([await file.arrayBuffer()], { type: 'image/webp' }),
    width: 1,
    height: 1,
  }),
  blobToDataUrl: async (blob: Blob) =>
    `data:image/webp;base64,${Buffer.from(await blob.arrayBuffer()).toString('base64')}`,
}));

let folder: FileSystemDirectoryHandle | null;
let images: ReturnType<typeof createProjectImages>;

const picture = (text: string) => new Blob([text], { type: 'image/png' });
const bytesOf = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

async function fileIn(relativePath: string) {
  const [dir, name] = relativePath.split('/') as [string, string];
  return (await (await folder!.getDirectoryHandle(dir)).getFileHandle(name)).getFile();
}

beforeEach(async () => {
  const opfs = new FakeOpfs();
  folder = await (await opfs.provider()).getDirectoryHandle(`project-${Math.random()}`, {
    create: true,
  });
  images = createProjectImages({ projectFolder: async () => folder });
});

describe('storing a picture', () => {
  it('writes it to images/ under its content hash, with the inline attributes', async () => {
    const stored = await images.storeImage(picture('first picture'), 'Harbour.png');
    const hash = await contentHash(new Blob(['first picture']));
    expect(stored).toEqual({
      src: `images/${hash}.webp`,
      relativePath: `images/${hash}.webp`,
      blobId: hash,
      fileName: 'Harbour.png',
      localFile: 'true',
    });
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await (await fileIn(stored.relativePath!)).text()).toBe('first picture');
    expect(await getImageRecord(hash)).toMatchObject({ fileName: 'Harbour.png', size: 13 });
  });

  it('keeps one file for the same picture inserted twice', async () => {
    const a = await images.storeImage(picture('same'), 'a.png');
    const b = await images.storeImage(picture('same'), 'b.png');
    expect(b.relativePath).toBe(a.relativePath);
    const entries = [];
    for await (const name of (await folder!.getDirectoryHandle('images')).keys())
      entries.push(name);
    expect(entries.filter((n) => !n.endsWith('.crswap'))).toHaveLength(1);
  });

  it('keeps the picture inside the book when there is no project folder', async () => {
    folder = null;
    const stored = await images.storeImage(picture('inside'), 'x.png');
    expect(stored.src).toMatch(/^data:image\/webp;base64,/);
    expect(stored.blobId).toBeUndefined();
  });
});

describe('reading a picture back', () => {
  it('returns the bytes of the file', async () => {
    const stored = await images.storeImage(picture('shown'), 'p.png');
    const read = await images.readImage(stored.blobId!, stored.relativePath!);
    expect(read.ok && (await bytesOf(read.blob))).toBe('shown');
  });

  it('says not_found when the file was deleted, and relinking puts a picture back', async () => {
    const stored = await images.storeImage(picture('gone'), 'p.png');
    await (await folder!.getDirectoryHandle('images')).removeEntry(stored.relativePath!.slice(7));
    expect(await images.readImage(stored.blobId!, stored.relativePath!)).toEqual({
      ok: false,
      code: 'not_found',
    });
    const relinked = await images.relinkImage(stored.blobId!, stored.relativePath!, picture('new'));
    expect(relinked.ok).toBe(true);
    const read = await images.readImage(stored.blobId!, stored.relativePath!);
    expect(read.ok && (await bytesOf(read.blob))).toBe('new');
  });

  it('says metadata_mismatch when the file changed, until the author keeps it', async () => {
    const stored = await images.storeImage(picture('before'), 'p.png');
    const dir = await folder!.getDirectoryHandle('images');
    const writable = await (
      await dir.getFileHandle(stored.relativePath!.slice(7))
    ).createWritable();
    await writable.write('edited elsewhere');
    await writable.close();
    expect(await images.readImage(stored.blobId!, stored.relativePath!)).toEqual({
      ok: false,
      code: 'metadata_mismatch',
    });
    expect((await images.acceptImageFile(stored.blobId!, stored.relativePath!)).ok).toBe(true);
    const read = await images.readImage(stored.blobId!, stored.relativePath!);
    expect(read.ok && (await bytesOf(read.blob))).toBe('edited elsewhere');
  });

  it('shows the copy kept in this browser without the folder, else says no_handle', async () => {
    const stored = await images.storeImage(picture('cached'), 'p.png');
    folder = null;
    const read = await images.readImage(stored.blobId!, stored.relativePath!);
    expect(read.ok && (await bytesOf(read.blob))).toBe('cached');
    expect(await images.readImage('unknownhash', 'images/unknownhash.webp')).toEqual({
      ok: false,
      code: 'no_handle',
    });
  });

  it('finds a picture named by its path only (as exports name it) without the folder', async () => {
    const stored = await images.storeImage(picture('by path'), 'p.png');
    folder = null;
    const read = await images.readImage('', stored.relativePath!);
    expect(read.ok && (await bytesOf(read.blob))).toBe('by path');
    expect(await images.readImage('', 'images/elsewhere.webp')).toEqual({
      ok: false,
      code: 'no_handle',
    });
  });

  it('refuses paths outside images/ and odd blob ids', async () => {
    expect(await images.readImage('x', '../book.json')).toEqual({ ok: false, code: 'not_found' });
    expect(await images.readImage('a b', 'images/a.webp')).toEqual({
      ok: false,
      code: 'not_found',
    });
  });

  it('maps file-system errors to restore codes', () => {
    expect(restoreCodeOf(new DOMException('x', 'NotFoundError'))).toBe('not_found');
    expect(restoreCodeOf(new DOMException('x', 'NotAllowedError'))).toBe('file_access_denied');
    expect(restoreCodeOf(new Error('disk'))).toBe('system_error');
  });
});

describe('the fileHandles block', () => {
  it('lists the images the pages show, and an opened book brings their metadata', async () => {
    const stored = await images.storeImage(picture('listed'), 'Map.png');
    const html = `<p><img src="${stored.src}" alt="" data-blob-id="${stored.blobId}"></p>`;
    const ids = blobIdsIn(html);
    expect([...ids]).toEqual([stored.blobId]);
    const entries = await imageFileHandles(ids);
    expect(entries).toEqual([
      {
        imageId: stored.blobId,
        metadata: expect.objectContaining({
          relativePath: stored.relativePath,
          fileName: 'Map.png',
          size: 6,
        }),
      },
    ]);
    const imported = {
      imageId: 'feedbeef',
      metadata: { relativePath: 'images/feedbeef.webp', size: 3, lastModified: 5, name: 'x.webp' },
    };
    const kept = await rememberImageHandles([
      imported,
      { imageId: 'bad id', metadata: {} },
      { imageId: 'evil', metadata: { relativePath: '../x', size: 1, lastModified: 1 } },
      null,
    ]);
    expect(kept).toBe(1);
    expect(await getImageRecord('feedbeef')).toMatchObject({ size: 3, lastModified: 5 });
  });

  it('an opened book brings the pictures it carries; they are found by path, odd ones ignored', async () => {
    const entry = (imageId: string, relativePath: string, dataUrl: string) => ({
      imageId,
      metadata: { relativePath, size: 4, lastModified: 9, name: 'x', dataUrl },
    });
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    await rememberImageHandles([
      entry('mapid', 'images/map.png', `data:image/png;base64,${base64('map!')}`),
      entry('htmlid', 'images/page.webp', `data:text/html;base64,${base64('<b>')}`),
      entry('brokenid', 'images/broken.webp', 'data:image/webp;base64,@@@'),
    ]);
    folder = null;
    const read = await images.readImage('', 'images/map.png');
    expect(read.ok && (await bytesOf(read.blob))).toBe('map!');
    expect(read.ok && read.blob.type).toBe('image/png');
    for (const path of ['images/page.webp', 'images/broken.webp'])
      expect(await images.readImage('', path)).toEqual({ ok: false, code: 'no_handle' });
  });
});

describe('pictures an import may take out again', () => {
  it('says which picture it created, and takes out only that one', async () => {
    const keeper = createPictureKeeper({ projectFolder: async () => folder });
    const had = await images.storeImage(picture('the book had this'), 'had.png');
    const again = await keeper.storeNoting(picture('the book had this'), 'again.png');
    const added = await keeper.storeNoting(picture('new to the book'), 'new.png');
    expect(again.created).toBe(false);
    expect(added.created).toBe(true);
    const { blobId = '', relativePath = '' } = added.image;
    expect(await keeper.removeCreated(blobId, relativePath)).toBe(true);
    await expect(fileIn(relativePath)).rejects.toThrow();
    expect(await getImageRecord(blobId)).toBeNull();
    expect(await (await fileIn(had.relativePath ?? '')).text()).toBe('the book had this');
    // Without the folder at hand nothing is touched.
    const away = createPictureKeeper({ projectFolder: async () => null });
    expect(await away.removeCreated(had.blobId ?? '', had.relativePath ?? '')).toBe(false);
  });
});

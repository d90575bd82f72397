/** OPFS access: a missing OPFS, folder creation, verified writes, listing and clean-up. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { AppError } from '../../contract/errors';
import {
  browserOpfsRoot,
  clearFolder,
  listFiles,
  openFolder,
  openRoot,
  readTextFile,
  removeFile,
  removeStaleSwapFiles,
  writeTextFile,
} from './opfs';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function folder(fs: FakeOpfs, name: 'documents' | 'backups' = 'documents') {
  return openFolder(await openRoot(fs.provider), name);
}

describe('the OPFS root', () => {
  it('fails with "OPFS not available" without navigator.storage.getDirectory', async () => {
    vi.stubGlobal('navigator', { storage: {} });
    await expect(openRoot()).rejects.toThrow('OPFS not available');
    vi.stubGlobal('navigator', undefined);
    await expect(browserOpfsRoot()).rejects.toMatchObject({ code: 'opfs_unavailable' });
  });

  it('uses navigator.storage.getDirectory by default', async () => {
    const fs = new FakeOpfs();
    vi.stubGlobal('navigator', { storage: { getDirectory: fs.provider } });
    const root = await openRoot();
    await openFolder(root, 'backups');
    expect(fs.names('')).toEqual(['backups']);
  });

  it('turns a refused root (private mode) into "OPFS not available"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = () => Promise.reject(new DOMException('denied', 'SecurityError'));
    const error = await openRoot(refused).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'opfs_unavailable', message: 'OPFS not available' });
  });

  it('says "Failed to create documents directory" when the folder cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fs = new FakeOpfs({ failFolders: ['documents', 'backups'] });
    const root = await openRoot(fs.provider);
    await expect(openFolder(root, 'documents')).rejects.toThrow(
      'Failed to create documents directory',
    );
    await expect(openFolder(root, 'backups')).rejects.toThrow('Failed to create backups directory');
  });
});

describe('writeTextFile', () => {
  it('replaces the file through a writable stream and leaves no swap file', async () => {
    const fs = new FakeOpfs();
    const dir = await folder(fs);
    await writeTextFile(dir, 'a.json', 'first, longer text');
    const info = await writeTextFile(dir, 'a.json', 'é');
    expect(info).toMatchObject({ name: 'a.json', size: 2 });
    expect(fs.text('documents/a.json')).toBe('é');
    expect(fs.names('documents')).toEqual(['a.json']);
  });

  it('falls back to a sync access handle when createWritable is missing', async () => {
    const fs = new FakeOpfs({ writable: false });
    const dir = await folder(fs);
    await writeTextFile(dir, 'a.json', 'a much longer first text');
    await writeTextFile(dir, 'a.json', 'short');
    expect(fs.text('documents/a.json')).toBe('short');
  });

  it('fails with the file name when the browser offers no way to write', async () => {
    const fs = new FakeOpfs({ writable: false, syncAccess: false });
    const dir = await folder(fs);
    await expect(writeTextFile(dir, 'a.json', 'x')).rejects.toMatchObject({
      code: 'opfs_write_failed',
      message:
        'Failed to write a.json to private storage: this browser cannot write files in private storage',
    });
  });
});

describe('reading, listing and removing', () => {
  it('reads a file and names a missing one', async () => {
    const fs = new FakeOpfs();
    fs.put('documents/a.json', '{"a":1}');
    const dir = await folder(fs);
    expect(await readTextFile(dir, 'a.json')).toBe('{"a":1}');
    await expect(readTextFile(dir, 'b.json')).rejects.toThrow(
      'File b.json not found in private storage',
    );
  });

  it('lists files newest first, without swap files or sub-folders', async () => {
    const fs = new FakeOpfs();
    fs.put('documents/old.json', 'old', 1000);
    fs.put('documents/new.json', 'newer', 3000);
    fs.put('documents/mid.json', 'mid', 2000);
    fs.put('documents/new.json.crswap', '', 4000);
    fs.put('documents/sub/inner.json', 'x');
    const list = await listFiles(await folder(fs));
    expect(list).toEqual([
      { name: 'new.json', size: 5, lastModified: 3000 },
      { name: 'mid.json', size: 3, lastModified: 2000 },
      { name: 'old.json', size: 3, lastModified: 1000 },
    ]);
    expect((await listFiles(await folder(fs), { includeSwap: true })).map((f) => f.name)).toContain(
      'new.json.crswap',
    );
  });

  it('removes a file, clears a folder and deletes only swap leftovers', async () => {
    const fs = new FakeOpfs();
    fs.put('backups/a.json', 'a');
    fs.put('backups/a.json.crswap', 'partial');
    fs.put('backups/b.json.crswap', 'partial');
    fs.put('backups/notes.crswap.json', 'not a swap file');
    const dir = await folder(fs, 'backups');
    expect((await removeStaleSwapFiles(dir)).sort()).toEqual(['a.json.crswap', 'b.json.crswap']);
    expect(fs.names('backups')).toEqual(['a.json', 'notes.crswap.json']);
    expect(await removeFile(dir, 'a.json')).toBe(true);
    expect(await removeFile(dir, 'a.json')).toBe(false);
    fs.put('backups/sub/x.json', 'x');
    expect(await clearFolder(dir)).toBe(2);
    expect(fs.names('backups')).toEqual([]);
  });
});

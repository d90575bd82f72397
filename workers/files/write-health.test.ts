/** Why the last private-storage write failed, as the toolbar is told (issue 23, item 3). */
import { afterEach, describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../tests/fake-opfs';
import { openFolder, openRoot, writeTextFile } from '../domains/storage/opfs';
import { privateStorageProblem, recordWriteSuccess, setPrivateWriteFault } from './write-health';

afterEach(() => {
  setPrivateWriteFault(null);
  recordWriteSuccess();
});

async function documents(fs: FakeOpfs) {
  return openFolder(await openRoot(fs.provider), 'documents');
}

describe('private storage write health', () => {
  it('says "full" when the browser refuses for lack of space, and clears on the next write that lands', async () => {
    const dir = await documents(new FakeOpfs());
    expect(privateStorageProblem()).toBeNull();
    setPrivateWriteFault('disk-full');
    await expect(writeTextFile(dir, 'book.json', 'x')).rejects.toMatchObject({
      code: 'opfs_write_failed',
    });
    expect(privateStorageProblem()).toMatchObject({ kind: 'full', name: 'book.json' });
    setPrivateWriteFault(null);
    await writeTextFile(dir, 'book.json', 'x');
    expect(privateStorageProblem()).toBeNull();
  });

  it('says "refused" for any other failure (no way to write, a refused write)', async () => {
    const cannot = await documents(new FakeOpfs({ writable: false, syncAccess: false }));
    await expect(writeTextFile(cannot, 'book.json', 'x')).rejects.toThrow();
    expect(privateStorageProblem()).toMatchObject({ kind: 'refused' });
    recordWriteSuccess();
    setPrivateWriteFault('fail');
    await expect(writeTextFile(await documents(new FakeOpfs()), 'b.json', 'x')).rejects.toThrow();
    expect(privateStorageProblem()).toMatchObject({ kind: 'refused', name: 'b.json' });
  });

  it('reads a quota error by name even when the browser words it otherwise', async () => {
    const fs = new FakeOpfs();
    const dir = await documents(fs);
    const handle = await dir.getFileHandle('c.json', { create: true });
    Object.defineProperty(handle, 'createWritable', {
      value: async () => {
        throw new DOMException('Storage is over its limit', 'QuotaExceededError');
      },
    });
    const wrapped = {
      getFileHandle: async () => handle,
    } as unknown as FileSystemDirectoryHandle;
    await expect(writeTextFile(wrapped, 'c.json', 'x')).rejects.toThrow();
    expect(privateStorageProblem()).toMatchObject({ kind: 'full', name: 'c.json' });
  });
});

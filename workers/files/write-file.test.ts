/** Permission reads and failure classification of the worker's file writes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../tests/fake-opfs';
import { setSaveFaults } from './faults';
import {
  classifyWriteError,
  FileWriteError,
  isSwapCopyOf,
  removeSwapLeftovers,
  writeAndVerify,
  writePermission,
} from './write-file';

const handleWith = (state: PermissionState | Error) =>
  ({
    queryPermission: vi.fn(async () => {
      if (state instanceof Error) throw state;
      return state;
    }),
  }) as unknown as FileSystemHandle;

afterEach(() => setSaveFaults({ permission: null }));

describe('writePermission', () => {
  it('asks for readwrite, maps a failing query to denied, and grants without a permission model', async () => {
    const handle = handleWith('prompt');
    expect(await writePermission(handle)).toBe('prompt');
    expect(
      (handle as unknown as { queryPermission: ReturnType<typeof vi.fn> }).queryPermission,
    ).toHaveBeenCalledWith({ mode: 'readwrite' });
    expect(await writePermission(handleWith(new Error('gone')))).toBe('denied');
    expect(await writePermission({} as FileSystemHandle)).toBe('granted');
  });

  it('reads an injected permission fault instead of the handle', async () => {
    setSaveFaults({ permission: 'denied' });
    expect(await writePermission(handleWith('granted'))).toBe('denied');
  });
});

describe('classifyWriteError', () => {
  it('tells a full disk, a lost permission, a missing file and other failures apart', () => {
    expect(classifyWriteError(new DOMException('x', 'QuotaExceededError'))).toBe('disk_full');
    expect(classifyWriteError(new DOMException('x', 'NotAllowedError'))).toBe('permission_lost');
    expect(classifyWriteError(new DOMException('x', 'SecurityError'))).toBe('permission_lost');
    expect(classifyWriteError(new DOMException('x', 'NotFoundError'))).toBe('file_missing');
    expect(classifyWriteError(new Error('?'))).toBe('storage_error');
    expect(classifyWriteError(new FileWriteError('verify_failed', 'no'))).toBe('verify_failed');
  });
});

describe('writeAndVerify', () => {
  /** A file handle whose write lands but whose read-back throws `readError`. */
  const unreadableAfterWrite = (readError: Error) => {
    let written = '';
    return {
      createWritable: async () => ({
        write: async (text: string) => {
          written = text;
        },
        close: async () => undefined,
        abort: async () => undefined,
      }),
      getFile: async () => {
        throw readError;
      },
      written: () => written,
    };
  };

  it('says the book was written but not read back when only the read-back fails, never "moved or deleted"', async () => {
    const handle = unreadableAfterWrite(new DOMException('gone for a moment', 'NotFoundError'));
    const failure = await writeAndVerify(
      handle as unknown as FileSystemFileHandle,
      'the book',
    ).catch((error: unknown) => error);
    expect(handle.written()).toBe('the book');
    expect(failure).toBeInstanceOf(FileWriteError);
    expect((failure as FileWriteError).code).toBe('readback_failed');
  });

  it('still says "moved or deleted" when the file cannot be opened for writing', async () => {
    const handle = {
      createWritable: async () => {
        throw new DOMException('no file', 'NotFoundError');
      },
    };
    const failure = await writeAndVerify(handle as unknown as FileSystemFileHandle, 'x').catch(
      (error: unknown) => error,
    );
    expect((failure as FileWriteError).code).toBe('file_missing');
  });
});

describe('removeSwapLeftovers', () => {
  it("removes only the book file's own swap copies, and every other file stays", async () => {
    const fs = new FakeOpfs();
    for (const name of [
      'book.json',
      'book.json.crswap',
      'book.json.1.crswap',
      'book.json.2.crswap',
      'other.json.crswap',
      'book.json.notes.crswap',
      'book.json.bak',
    ])
      fs.put(`project/${name}`, 'x');
    const folder = await (await fs.provider()).getDirectoryHandle('project');
    expect((await removeSwapLeftovers(folder, 'book.json')).sort()).toEqual([
      'book.json.1.crswap',
      'book.json.2.crswap',
      'book.json.crswap',
    ]);
    expect(fs.names('project')).toEqual([
      'book.json',
      'book.json.bak',
      'book.json.notes.crswap',
      'other.json.crswap',
    ]);
  });

  it('leaves a swap copy the browser refuses to remove (a write still running) and goes on', async () => {
    const folder = {
      async *values() {
        yield { kind: 'file', name: 'book.json.crswap' };
        yield { kind: 'file', name: 'book.json.1.crswap' };
      },
      removeEntry: vi.fn(async (name: string) => {
        if (name === 'book.json.crswap')
          throw new DOMException('locked', 'NoModificationAllowedError');
      }),
    } as unknown as FileSystemDirectoryHandle;
    expect(await removeSwapLeftovers(folder, 'book.json')).toEqual(['book.json.1.crswap']);
  });

  it('tells swap copies by name', () => {
    expect(isSwapCopyOf('a.json.crswap', 'a.json')).toBe(true);
    expect(isSwapCopyOf('a.json.12.crswap', 'a.json')).toBe(true);
    expect(isSwapCopyOf('a.json.x.crswap', 'a.json')).toBe(false);
    expect(isSwapCopyOf('ba.json.crswap', 'a.json')).toBe(false);
    expect(isSwapCopyOf('a.json', 'a.json')).toBe(false);
  });
});

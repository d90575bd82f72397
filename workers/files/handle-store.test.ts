import { beforeEach, describe, expect, it } from 'vitest';
import {
  CURRENT_PROJECT_KEY,
  clearProjectHandles,
  HANDLE_DB_NAME,
  HANDLE_STORE_NAME,
  loadProjectHandles,
  saveProjectHandles,
} from './handle-store';

// Plain objects stand in for handles: IndexedDB stores them by structured clone either way.
const fileHandle = { kind: 'file', name: 'my-book.json' } as unknown as FileSystemFileHandle;
const directoryHandle = {
  kind: 'directory',
  name: 'My Book',
} as unknown as FileSystemDirectoryHandle;

function rawGet(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(HANDLE_DB_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const get = db.transaction(HANDLE_STORE_NAME).objectStore(HANDLE_STORE_NAME).get(key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result);
      };
      get.onerror = () => reject(get.error);
    };
  });
}

beforeEach(async () => {
  await clearProjectHandles();
});

describe('project handle store', () => {
  it('reads nothing when nothing is stored', async () => {
    expect(await loadProjectHandles()).toBeNull();
  });

  it('stores the handles under current-project in the storyBuilderHandles database', async () => {
    await saveProjectHandles({ directoryHandle, fileHandle, fileName: 'my-book.json' });
    const raw = (await rawGet(CURRENT_PROJECT_KEY)) as Record<string, unknown>;
    expect(raw.fileName).toBe('my-book.json');
    expect(raw.fileHandle).toEqual(fileHandle);
    expect(raw.directoryHandle).toEqual(directoryHandle);
    expect(typeof raw.savedAt).toBe('string');
    expect(await loadProjectHandles()).toEqual({
      directoryHandle,
      fileHandle,
      fileName: 'my-book.json',
    });
  });

  it('keeps a file-only project without a folder handle', async () => {
    await saveProjectHandles({ fileHandle, fileName: 'my-book.json' });
    const loaded = await loadProjectHandles();
    expect(loaded).toEqual({ fileHandle, fileName: 'my-book.json' });
    expect(loaded && 'directoryHandle' in loaded).toBe(false);
  });

  it('replaces the previous project and forgets it when cleared', async () => {
    await saveProjectHandles({ fileHandle, fileName: 'old.json' });
    await saveProjectHandles({ directoryHandle, fileName: 'new.json' });
    expect(await loadProjectHandles()).toEqual({ directoryHandle, fileName: 'new.json' });
    await clearProjectHandles();
    expect(await loadProjectHandles()).toBeNull();
  });

  it('treats a record without any handle as nothing stored', async () => {
    await saveProjectHandles({ fileName: 'orphan.json' });
    expect(await loadProjectHandles()).toBeNull();
  });
});

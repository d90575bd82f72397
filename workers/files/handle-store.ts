/**
 * The spec's "separate small local store" for the project's file-system handles: raw IndexedDB,
 * owned by the worker (the book file is written there). One record, `current-project`, holds the
 * project folder handle, the book file handle and the file name, so a later visit can ask for
 * access again — and the binding: the document id the file belongs to, the fingerprint of the
 * last write, and where and when the last save went.
 */

/** Database and object-store names: do not change without migrating stored handles. */
export const HANDLE_DB_NAME = 'storyBuilderHandles';
export const HANDLE_STORE_NAME = 'handles';
export const CURRENT_PROJECT_KEY = 'current-project';
/** The project's images (content-hash key → file metadata and the cached blob); see images/. */
export const IMAGE_STORE_NAME = 'images';
const HANDLE_DB_VERSION = 2;

/** Size and modification time of the book file right after this app wrote it. */
export interface FileFingerprint {
  size: number;
  lastModified: number;
}

/** Where the last verified save went, and when (ISO time). */
export interface LastSave {
  target: 'file' | 'opfs';
  /** The book file's name, or the private-storage path. */
  name: string;
  at: string;
}

/** The handles of the project being worked on. */
export interface ProjectHandles {
  directoryHandle?: FileSystemDirectoryHandle;
  fileHandle?: FileSystemFileHandle;
  fileName: string;
  /** The book (document id) the file belongs to; older records have none. */
  documentId?: string;
  lastWrite?: FileFingerprint;
  lastSave?: LastSave;
}

/** What is stored under `current-project` (the handles plus when they were stored). */
interface StoredProjectHandles extends ProjectHandles {
  savedAt: string;
}

function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openHandleDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(HANDLE_DB_NAME, HANDLE_DB_VERSION);
    request.onupgradeneeded = () => {
      for (const name of [HANDLE_STORE_NAME, IMAGE_STORE_NAME]) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open the handle store'));
    request.onblocked = () => reject(new Error('The handle store is blocked by another tab'));
  });
}

/** Runs one request in its own transaction and closes the connection afterwards. */
export async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
  factory: IDBFactory,
  storeName: string = HANDLE_STORE_NAME,
): Promise<T> {
  const db = await openHandleDb(factory);
  try {
    const tx = db.transaction(storeName, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('Handle store transaction aborted'));
      tx.onerror = () => reject(tx.error ?? new Error('Handle store transaction failed'));
    });
    const [result] = await Promise.all([requestToPromise(run(tx.objectStore(storeName))), done]);
    return result;
  } finally {
    db.close();
  }
}

const defaultFactory = (): IDBFactory => globalThis.indexedDB;

/** Stores the project's handles under `current-project`, replacing what was there. */
export async function saveProjectHandles(
  handles: ProjectHandles,
  factory: IDBFactory = defaultFactory(),
): Promise<void> {
  const record: StoredProjectHandles = { ...handles, savedAt: now() };
  await withStore('readwrite', (store) => store.put(record, CURRENT_PROJECT_KEY), factory);
}

/**
 * The stored project handles, or null when none are stored (or the stored record is unusable).
 * Never throws: a store that cannot be opened counts as empty.
 */
export async function loadProjectHandles(
  factory: IDBFactory = defaultFactory(),
): Promise<ProjectHandles | null> {
  let value: unknown;
  try {
    value = await withStore('readonly', (store) => store.get(CURRENT_PROJECT_KEY), factory);
  } catch (error) {
    console.error(error);
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const stored = value as Partial<StoredProjectHandles>;
  if (!stored.directoryHandle && !stored.fileHandle && !stored.lastSave) return null;
  const handles: ProjectHandles = {
    fileName: typeof stored.fileName === 'string' ? stored.fileName : '',
  };
  if (stored.directoryHandle) handles.directoryHandle = stored.directoryHandle;
  if (stored.fileHandle) handles.fileHandle = stored.fileHandle;
  if (typeof stored.documentId === 'string') handles.documentId = stored.documentId;
  const w = stored.lastWrite;
  if (w && Number.isFinite(w.size) && Number.isFinite(w.lastModified)) handles.lastWrite = w;
  const l = stored.lastSave;
  if (l && (l.target === 'file' || l.target === 'opfs') && typeof l.at === 'string')
    handles.lastSave = { target: l.target, name: String(l.name ?? ''), at: l.at };
  return handles;
}

/** Forgets the stored project handles. */
export async function clearProjectHandles(factory: IDBFactory = defaultFactory()): Promise<void> {
  await withStore('readwrite', (store) => store.delete(CURRENT_PROJECT_KEY), factory);
}

const now = () => new Date().toISOString();

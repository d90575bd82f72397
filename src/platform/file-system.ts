/**
 * File access for books: the File System Access API where the browser has it, and a download
 * plus an <input type=file> where it has not. The files are written by the worker (domains/book-file).
 */

type PickerWindow = Window & {
  showSaveFilePicker?: (options?: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;
  showOpenFilePicker?: (options?: OpenFilePickerOptions) => Promise<FileSystemFileHandle[]>;
  showDirectoryPicker?: (options?: DirectoryPickerOptions) => Promise<FileSystemDirectoryHandle>;
};

export interface FilePickerAcceptType {
  description?: string;
  accept: Record<string, string[]>;
}
interface SaveFilePickerOptions {
  suggestedName?: string;
  types?: FilePickerAcceptType[];
  startIn?: FileSystemHandle | string;
}
interface OpenFilePickerOptions {
  multiple?: boolean;
  types?: FilePickerAcceptType[];
  startIn?: FileSystemHandle | string;
}
interface DirectoryPickerOptions {
  id?: string;
  mode?: 'read' | 'readwrite';
  startIn?: FileSystemHandle | string;
}

const pickers = () => window as PickerWindow;

export const BOOK_FILE_TYPES: FilePickerAcceptType[] = [
  { description: 'Story Builder book (JSON)', accept: { 'application/json': ['.json'] } },
];

export const canPickSaveFile = () => typeof pickers().showSaveFilePicker === 'function';
export const canPickOpenFile = () => typeof pickers().showOpenFilePicker === 'function';
export const canPickDirectory = () => typeof pickers().showDirectoryPicker === 'function';

/** True when the user dismissed a picker (not a failure). */
export const isAbortError = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'AbortError';

/** The save picker, offering `types` (a book file unless told otherwise). */
export function pickSaveFile(
  suggestedName: string,
  types: FilePickerAcceptType[] = BOOK_FILE_TYPES,
): Promise<FileSystemFileHandle> {
  const picker = pickers().showSaveFilePicker;
  if (!picker) return Promise.reject(new Error('The save picker is not available'));
  return picker({ suggestedName, types });
}

export async function pickOpenFile(): Promise<FileSystemFileHandle> {
  const picker = pickers().showOpenFilePicker;
  if (!picker) throw new Error('The open picker is not available');
  const [handle] = await picker({ multiple: false, types: BOOK_FILE_TYPES });
  if (!handle) throw new DOMException('No file chosen', 'AbortError');
  return handle;
}

const IMAGE_TYPES: FilePickerAcceptType[] = [
  {
    description: 'Images',
    accept: { 'image/*': ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif', '.bmp'] },
  },
];

/** Lets the author choose a picture (open picker, else a file input); null when cancelled. */
export async function pickImageFile(): Promise<File | null> {
  const picker = pickers().showOpenFilePicker;
  if (!picker) return pickFileWithInput('image/*');
  try {
    const [handle] = await picker({ multiple: false, types: IMAGE_TYPES });
    return handle ? await handle.getFile() : null;
  } catch (error) {
    if (isAbortError(error)) return null;
    throw error;
  }
}

export function pickDirectory(): Promise<FileSystemDirectoryHandle> {
  const picker = pickers().showDirectoryPicker;
  if (!picker) return Promise.reject(new Error('The folder picker is not available'));
  return picker({ id: 'story-builder-project', mode: 'readwrite' });
}

type PermissionHandle = FileSystemHandle & {
  queryPermission?: (d: { mode: 'readwrite' }) => Promise<PermissionState>;
  requestPermission?: (d: { mode: 'readwrite' }) => Promise<PermissionState>;
};

/** Makes sure the handle may be written, asking the user when needed. */
export async function ensureWritePermission(handle: FileSystemHandle): Promise<boolean> {
  const h = handle as PermissionHandle;
  if (!h.queryPermission) return true;
  if ((await h.queryPermission({ mode: 'readwrite' })) === 'granted') return true;
  return (await h.requestPermission?.({ mode: 'readwrite' })) === 'granted';
}

/** Offers the blob as a download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Lets the user choose a file with a plain file input; resolves null when cancelled. */
export function pickFileWithInput(accept = '.json,application/json'): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    const done = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => done(null), { once: true });
    document.body.append(input);
    input.click();
  });
}

/**
 * The files an author chooses for a manuscript import, with their paths inside the selection:
 * from a file input (with `webkitdirectory`, a folder), the folder picker, or a drop of files
 * and folders. Only handles and File objects are gathered here (no file is read on this
 * thread); the worker reads them. At most one file past the import's limit is gathered, so
 * the worker can say the selection is too large.
 */
import type { SelectedManuscriptFile } from '../../../workers/contract/manuscript-import';

/** One past the worker's limit of 10,000 files. */
const GATHER_LIMIT = 10_001;

/** Files of an `<input type="file">` (a folder's keep their path in the folder). */
export function filesOfInput(list: FileList | null): SelectedManuscriptFile[] {
  return Array.from(list ?? [])
    .slice(0, GATHER_LIMIT)
    .map((file) => ({ path: file.webkitRelativePath || file.name, file }));
}

type DirectoryHandle = FileSystemDirectoryHandle & {
  values(): AsyncIterable<FileSystemHandle>;
};

/** Every file under a folder picked with the folder picker, paths starting with its name. */
export async function filesOfDirectory(
  root: FileSystemDirectoryHandle,
): Promise<SelectedManuscriptFile[]> {
  const out: SelectedManuscriptFile[] = [];
  const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
    for await (const entry of (dir as DirectoryHandle).values()) {
      if (out.length >= GATHER_LIMIT) return;
      const path = `${prefix}/${entry.name}`;
      if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, path);
      else out.push({ path, file: await (entry as FileSystemFileHandle).getFile() });
    }
  };
  await walk(root, root.name);
  return out;
}

const fileOfEntry = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

const childrenOf = async (entry: FileSystemDirectoryEntry) => {
  const reader = entry.createReader();
  const all: FileSystemEntry[] = [];
  // readEntries answers in pieces (100 at a time in Chromium) until it answers none.
  for (;;) {
    const some = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (some.length === 0) return all;
    all.push(...some);
  }
};

/** The files and folders dropped on the window (folders walked), or null when none were. */
export async function filesOfDrop(data: DataTransfer): Promise<SelectedManuscriptFile[] | null> {
  const entries = Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0) return null;
  if (entries.some((e) => e === null)) return filesOfInput(data.files);
  const out: SelectedManuscriptFile[] = [];
  const walk = async (entry: FileSystemEntry, prefix: string) => {
    if (out.length >= GATHER_LIMIT) return;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory) {
      for (const child of await childrenOf(entry as FileSystemDirectoryEntry))
        await walk(child, path);
    } else out.push({ path, file: await fileOfEntry(entry as FileSystemFileEntry) });
  };
  for (const entry of entries) if (entry) await walk(entry, '');
  return out;
}

/** What the file inputs accept (a folder's input takes everything in it). */
export const MANUSCRIPT_ACCEPT = '.docx,.odt,.md,.markdown,.txt,.text,.zip,.scrivx';

type FolderPicker = (options: { id?: string; mode?: 'read' }) => Promise<FileSystemDirectoryHandle>;
const folderPicker = () =>
  (window as unknown as { showDirectoryPicker?: FolderPicker }).showDirectoryPicker;

/** True where the browser has a folder picker (else the `webkitdirectory` input serves). */
export const canPickFolder = () => typeof folderPicker() === 'function';

/** A folder chosen with the folder picker (read only), its files gathered; null if dismissed. */
export async function pickFolder(): Promise<SelectedManuscriptFile[] | null> {
  const picker = folderPicker();
  if (!picker) return null;
  let handle: FileSystemDirectoryHandle;
  try {
    handle = await picker({ id: 'story-builder-import', mode: 'read' });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') return null;
    throw error;
  }
  return filesOfDirectory(handle);
}

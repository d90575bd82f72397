/**
 * The book file and project folder of this session: kept in memory for saving, and remembered
 * across visits in the handle store (see handles/).
 */
export interface CurrentFile {
  fileHandle: FileSystemFileHandle | null;
  directoryHandle: FileSystemDirectoryHandle | null;
  fileName: string | null;
}

const current: CurrentFile = { fileHandle: null, directoryHandle: null, fileName: null };

export const currentFile = (): Readonly<CurrentFile> => current;

export function setCurrentFile(next: Partial<CurrentFile>): void {
  Object.assign(current, next);
}

export function dropFileHandle(): void {
  current.fileHandle = null;
}

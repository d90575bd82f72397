/**
 * The file binding of the open book (docs/spec/design.md §6.2): the book file and project folder handles, the
 * document id they belong to, the fingerprint of the last write and where the last save went.
 * A remembered binding is used only when its document id is the open book's, so a new, opened or
 * restored book never inherits another book's file.
 */
import type { BookFileState } from '../../contract/book-file';
import {
  clearProjectHandles,
  loadProjectHandles,
  type ProjectHandles,
  saveProjectHandles,
} from '../../files/handle-store';

/** Where the binding is remembered across visits (tests pass an in-memory one). */
export interface BindingStore {
  load(): Promise<ProjectHandles | null>;
  save(handles: ProjectHandles): Promise<void>;
  clear(): Promise<void>;
}

export const indexedDbBindingStore: BindingStore = {
  load: () => loadProjectHandles(),
  save: (handles) => saveProjectHandles(handles),
  clear: () => clearProjectHandles(),
};

export class BookFileBinding {
  private binding: ProjectHandles | null = null;
  private loadedFor: string | null = null;
  /** True once access to the file was granted (or a file chosen) in this visit. */
  grantedThisVisit = false;

  constructor(
    private readonly documentId: () => Promise<string>,
    private readonly store: BindingStore,
  ) {}

  /** The binding for the open book, or null (loaded from the store once per document). */
  async current(): Promise<ProjectHandles | null> {
    const id = await this.documentId();
    if (this.loadedFor !== id) {
      const stored = await this.store.load();
      this.binding = stored && stored.documentId === id ? stored : null;
      this.loadedFor = id;
    }
    return this.binding;
  }

  /** Replaces the binding (null forgets it) here and in the store. */
  async remember(next: ProjectHandles | null): Promise<void> {
    this.binding = next;
    this.loadedFor = next?.documentId ?? (await this.documentId());
    if (next) await this.store.save(next);
    else await this.store.clear();
  }

  /** Records where the last save went, keeping the rest of the binding. */
  async recordSave(lastSave: NonNullable<ProjectHandles['lastSave']>): Promise<void> {
    const bound = await this.current();
    await this.remember({
      ...(bound ?? { fileName: '' }),
      documentId: await this.documentId(),
      lastSave,
    });
  }

  /** The binding as the UI shows it. */
  async state(): Promise<BookFileState> {
    const b = await this.current();
    return {
      fileName: b?.fileHandle ? b.fileName || b.fileHandle.name : null,
      folderName: b?.directoryHandle?.name ?? null,
      fileHandle: b?.fileHandle ?? null,
      directoryHandle: b?.directoryHandle ?? null,
      lastSave: b?.lastSave ?? null,
      fromEarlierVisit: Boolean(b?.fileHandle) && !this.grantedThisVisit,
    };
  }
}

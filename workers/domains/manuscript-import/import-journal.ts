/**
 * An import into the open book is all or nothing, across a killed tab too (issue 27). Its pages
 * are written in batches under a new folder that is written last (write-import.ts): the
 * folder's record is the commit. Before the first batch, this journal notes the folder's id
 * (and, as they are stored, the pictures the import added to the project's images/) in the
 * handle store — a small IndexedDB of its own, outside the book, so no book file or export
 * carries it. The journal is cleared once the folder is written, or once a Cancel has undone
 * the batches. When the database opens and a journal is still there, the import was
 * interrupted: if its folder exists the import had finished; if not, every node written under
 * it (path `<folderId>/…`) and every picture it added are taken out, so the book is as it was.
 *
 * An import holds a Web Lock for as long as it writes; the start-up clean-up runs only when
 * that lock is free, so a second tab opening the book never undoes the first tab's import.
 */
import type { DbSession } from '../../db/session';
import { withStore } from '../../files/handle-store';

/** A picture the import added to the project's images/ (not there before it). */
export interface JournalPicture {
  blobId: string;
  relativePath: string;
}

export interface ImportJournalEntry {
  folderId: string;
  startedAt: string;
  pictures: JournalPicture[];
}

/** Where the journal is kept and how the lock is taken (tests pass their own). */
export interface ImportJournal {
  read(database: string): Promise<ImportJournalEntry | null>;
  write(database: string, entry: ImportJournalEntry): Promise<void>;
  clear(database: string): Promise<void>;
  /** Runs `work` holding the import's lock for this database. */
  hold<T>(database: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` only if nobody holds the lock (answers false without running it otherwise). */
  ifFree(database: string, work: () => Promise<void>): Promise<boolean>;
}

const keyOf = (database: string) => `manuscript-import:${database}`;
const lockOf = (database: string) => `story-builder-manuscript-import:${database}`;

function isEntry(value: unknown): value is ImportJournalEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ImportJournalEntry>;
  return typeof v.folderId === 'string' && v.folderId !== '' && Array.isArray(v.pictures);
}

interface Locks {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    work: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

const locks = (): Locks | undefined =>
  (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks;

/** The journal in the handle store, with the browser's Web Locks (none: run unlocked). */
export const handleStoreJournal: ImportJournal = {
  async read(database) {
    const value = await withStore('readonly', (s) => s.get(keyOf(database)), globalThis.indexedDB);
    return isEntry(value) ? value : null;
  },
  async write(database, entry) {
    await withStore('readwrite', (s) => s.put(entry, keyOf(database)), globalThis.indexedDB);
  },
  async clear(database) {
    await withStore('readwrite', (s) => s.delete(keyOf(database)), globalThis.indexedDB);
  },
  hold(database, work) {
    const l = locks();
    return l ? l.request(lockOf(database), {}, () => work()) : work();
  },
  async ifFree(database, work) {
    const l = locks();
    if (!l) {
      await work();
      return true;
    }
    return l.request(lockOf(database), { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work();
      return true;
    });
  },
};

/** Takes a picture the import added out of images/ (false: the folder is not at hand now). */
export type PictureRemover = (picture: JournalPicture) => Promise<boolean>;

/**
 * At start-up (the database just opened): finishes what an interrupted import left. Answers
 * how many nodes were taken out (0 when there was nothing to do, or the import had finished).
 */
export async function undoInterruptedImport(
  session: DbSession,
  journal: ImportJournal,
  removePicture: PictureRemover,
): Promise<number> {
  const entry = await journal.read(session.name);
  if (!entry) return 0;
  let removed = 0;
  await journal.ifFree(session.name, async () => {
    const db = session.get();
    const committed = await db.tree_nodes.get(entry.folderId);
    if (!committed) {
      removed = await db.transaction('rw', db.tree_nodes, () =>
        db.tree_nodes.where('path').startsWith(`${entry.folderId}/`).delete(),
      );
      for (const picture of entry.pictures) {
        try {
          // Named by its hash and unreferenced: harmless if the folder is not at hand now.
          await removePicture(picture);
        } catch (error) {
          console.error('Could not take out a picture of an interrupted import', error);
        }
      }
      console.warn(`An interrupted import was undone (${removed} pages and folders taken out)`);
    }
    await journal.clear(session.name);
  });
  return removed;
}

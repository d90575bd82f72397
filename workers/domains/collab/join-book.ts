/**
 * Joining a shared book that is not in this browser (issue 31, docs/sync.md "Joining from another
 * device"): the server's book doc (its records) becomes the book here, through Open file's own
 * replace (a book file made of the doc's records, staged and switched at once, or not at all), after
 * a restore point of the book open here. Each page's text then comes from its page doc
 * (`storeFetchedPage`, driven by the main thread, which turns a page's Y state into its HTML).
 */
import * as Y from 'yjs';
import { bookDocName, type SyncSettings } from '../../contract/collab';
import {
  DATABASE_NAME,
  DEFAULT_SETUP_VERSION,
  EXPORT_VERSION_LABEL,
} from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { newDocumentRecord } from '../../db/population';
import type { DbSession } from '../../db/session';
import { bookDocRows } from './book-doc';
import { checkedUpdate } from './check-update';
import { docOf, putState } from './doc-store';

/** This browser's look, kept when the book is replaced (the book file of a join has none). */
const KEPT_TABLES = ['app_settings', 'app_themes', 'editor'] as const;

/** What a join did. */
export interface JoinedBook {
  /** The restore point of the book that was open here (Backups). */
  snapshot: string;
  title: string;
  /** The pages whose text is still to come from the server. */
  pages: number;
}

/** What the join needs of the rest of the worker. */
export interface JoinPorts {
  /** Keeps a restore point of the open book; returns its name. */
  snapshot(): Promise<string>;
  /** Replaces the open book by a book file's text (staged: all or nothing). */
  replaceBook(json: string): Promise<unknown>;
}

/** True when a book doc holds a book: its front matter and at least one tree node. */
export function holdsBook(rows: ReadonlyMap<string, AnyRecord[]>): boolean {
  return (rows.get('frontmatter')?.length ?? 0) > 0 && (rows.get('tree_nodes')?.length ?? 0) > 0;
}

/**
 * Replaces the open book by the shared book the server's `bookState` holds, and keeps the
 * invitation as its sync settings. Refuses (changing nothing) a state that does not load or
 * holds no book; keeps a restore point first (no replace without one).
 */
export async function joinSharedBook(
  session: DbSession,
  ports: JoinPorts,
  settings: SyncSettings,
  bookState: Uint8Array,
): Promise<JoinedBook> {
  const checked = checkedUpdate(bookState, 'the shared book');
  const doc = docOf([checked]);
  try {
    const rows = bookDocRows(doc);
    if (!holdsBook(rows)) {
      throw new AppError('invalid_argument', { reason: 'the shared book holds no book yet' });
    }
    const bookId = settings.bookId;
    const db = () => session.get();
    const keptSettings = await db().sync_settings.toArray();
    const data: Record<string, AnyRecord[]> = {};
    for (const table of KEPT_TABLES) data[table] = await db().table(table).toArray();
    const documentRecord: AnyRecord = { ...newDocumentRecord(bookId) };
    data.documents = [documentRecord];
    data.current_document = [{ ...documentRecord }];
    data.app_setup = [{ id: 1, version: DEFAULT_SETUP_VERSION, documentId: bookId }];
    for (const [table, list] of rows) data[table] = list;
    const file = {
      metadata: {
        exportedAt: new Date().toISOString(),
        databaseName: DATABASE_NAME,
        version: EXPORT_VERSION_LABEL,
      },
      data,
    };

    const snapshot = await ports.snapshot();
    await ports.replaceBook(JSON.stringify(file));

    // The sync settings of other books stay (a restore point of one finds its link again).
    await db().sync_settings.bulkPut([...keptSettings, { ...settings, documentId: bookId }]);
    await putState(
      db(),
      { name: bookDocName(bookId), documentId: bookId, pageId: null },
      Y.encodeStateAsUpdate(doc),
      null,
    );
    const title = rows.get('frontmatter')?.[0]?.title;
    const pages = (rows.get('tree_nodes') ?? []).filter((node) => node.type === 'page').length;
    return { snapshot, title: typeof title === 'string' ? title : '', pages };
  } finally {
    doc.destroy();
  }
}

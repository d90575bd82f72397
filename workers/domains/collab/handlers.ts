/**
 * The book's Yjs state (issue 31) as the facade offers it: each page's Y state (read, append an
 * update), the book doc of records (read reconciled, apply an update to the tables), the sync
 * settings, and the merge of another copy of the same book (a session the main thread drives
 * page by page, since a page's HTML is read and written with Lexical, which needs a DOM).
 * Nothing here runs on the save path of a page: states are brought up to the pages' HTML on the
 * main thread, when the book opens and before a merge (features/page/editor/collab/).
 */
import * as Y from 'yjs';
import {
  bookDocName,
  commentsDocName,
  type MergePageInputs,
  type MergeStarted,
  type MergeSummary,
  type PageYStateAnswer,
  pageDocName,
  type SyncSettings,
  textHash,
} from '../../contract/collab';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import type { DbSession } from '../../db/session';
import { applyBookDoc, type RecordCounts, reconcileBookDoc, reconcileRows } from './book-doc';
import { checkedUpdate } from './check-update';
import { appendUpdate, docOf, putState, readDoc, stateOf } from './doc-store';
import { decodeCollabBlock } from './file-codec';
import { joinSharedBook } from './join-book';
import { syncSettingsHandlers } from './sync-settings';

/** What the collab domain needs of others (api.ts wires them). */
export interface CollabPorts {
  /** A book file's text read as an import would: its tables, and its `collab` block. */
  readBookFile(text: string): { tables: Record<string, unknown[]>; collab: unknown };
  /** The book id a book file's text holds (null when none: an older or foreign file). */
  bookIdOf(text: string): string | null;
  /** Stores a page's text through the editor's save path (sanitised, counted, versioned). */
  savePage(id: string, html: string): Promise<unknown>;
  /** Keeps a restore point of the book (Backups lists it); returns its name. */
  snapshot(): Promise<string>;
  /** Replaces the open book by a book file's text, as Open file does (staged: all or nothing). */
  replaceBook(json: string): Promise<unknown>;
}

interface MergeSession {
  fileHtml: Map<string, string>;
  /** The local HTML each page's inputs were read with (a page edited since is merged again). */
  readHtml: Map<string, string>;
  fileStates: Map<string, Uint8Array>;
  addedPages: Set<string>;
  summary: MergeSummary;
}

const pageHtmlOf = (node: { content?: unknown } | undefined) =>
  node && typeof node.content === 'string' ? node.content : '';

export function createCollabHandlers(session: DbSession, ports: CollabPorts) {
  const db = () => session.get();
  const merges = new Map<string, MergeSession>();
  let nextMerge = 1;

  async function bookId(): Promise<string> {
    const doc = await db().current_document.toCollection().first();
    return String(doc?.uuid ?? '');
  }

  async function pageIdentity(pageId: string) {
    const id = await bookId();
    return { name: pageDocName(id, pageId), documentId: id, pageId };
  }

  /** The book doc, with what changed in the tables since written into it. */
  async function loadBookDoc(): Promise<Y.Doc> {
    const state = stateOf(await readDoc(db(), bookDocName(await bookId())));
    const doc = docOf(state ? [state] : []);
    await reconcileBookDoc(db(), doc);
    return doc;
  }

  async function saveBookDoc(doc: Y.Doc): Promise<void> {
    const id = await bookId();
    await putState(
      db(),
      { name: bookDocName(id), documentId: id, pageId: null },
      Y.encodeStateAsUpdate(doc),
      null,
    );
  }

  /** Applies the book doc to the tables, stores it, and tells the screens. */
  async function applyAndStore(doc: Y.Doc) {
    const applied = await applyBookDoc(db(), doc);
    await saveBookDoc(doc);
    for (const [table, ids] of applied.ids) session.changed(table, ids);
    return applied;
  }

  function mergeOf(mergeId: string): MergeSession {
    const merge = merges.get(mergeId);
    if (!merge) throw new AppError('invalid_argument', { reason: 'no such merge' });
    return merge;
  }

  /** A page's stored Y state and HTML, and whether the state still holds that HTML. */
  async function pageYState(pageId: string): Promise<PageYStateAnswer> {
    const [record, node] = await Promise.all([
      readDoc(db(), (await pageIdentity(pageId)).name),
      db().tree_nodes.get(pageId),
    ]);
    const html = pageHtmlOf(node);
    const state = stateOf(record);
    return { state, html, stale: !state || record?.htmlHash !== textHash(html) };
  }

  return {
    /** A page's stored Y state and HTML, and whether the state still holds that HTML. */
    pageYState,

    /**
     * Appends an update to a page's Y state (checked first: a malformed update is refused,
     * nothing stored). `html`: the page HTML the state now holds, when the caller knows it.
     */
    async storePageYUpdate(pageId: string, update: Uint8Array, html?: string): Promise<void> {
      const checked = checkedUpdate(update, `page ${pageId}`);
      await appendUpdate(
        db(),
        await pageIdentity(pageId),
        checked,
        html === undefined ? undefined : textHash(html),
      );
    },

    /** A page's comments doc state kept in this browser (null: none yet). */
    async commentsYState(pageId: string): Promise<Uint8Array | null> {
      return stateOf(await readDoc(db(), commentsDocName(await bookId(), pageId)));
    },

    /** Appends an update to a page's comments doc (checked first, as a page's). */
    async storeCommentsYUpdate(pageId: string, update: Uint8Array): Promise<void> {
      const checked = checkedUpdate(update, `the comments of page ${pageId}`);
      const id = await bookId();
      await appendUpdate(
        db(),
        { name: commentsDocName(id, pageId), documentId: id, pageId },
        checked,
      );
    },

    /** Pages (ids) whose Y state is missing or does not hold their HTML, in the tree's order. */
    async pagesWithStaleYState(): Promise<string[]> {
      const id = await bookId();
      const hashes = new Map<string, string | null>();
      await db()
        .collab_docs.where('documentId')
        .equals(id)
        .each((record) => {
          // Only the page's own doc (not its comments doc) holds its text.
          if (record.pageId && record.name === pageDocName(id, record.pageId)) {
            hashes.set(record.pageId, record.htmlHash);
          }
        });
      const stale: string[] = [];
      await db().tree_nodes.each((node) => {
        if (node.type !== 'page') return;
        if (hashes.get(node.id) !== textHash(pageHtmlOf(node))) stale.push(node.id);
      });
      return stale;
    },

    /** The book doc's state (the records), brought up to the tables first. */
    async bookYState(): Promise<Uint8Array> {
      const doc = await loadBookDoc();
      try {
        await saveBookDoc(doc);
        return Y.encodeStateAsUpdate(doc);
      } finally {
        doc.destroy();
      }
    },

    /**
     * Merges an update into the book doc and writes the result into the tables (the doc wins
     * per field; tombstones delete; a page with words goes to Recently deleted instead).
     */
    async storeBookYUpdate(update: Uint8Array): Promise<RecordCounts> {
      const checked = checkedUpdate(update, 'the book');
      const doc = await loadBookDoc();
      try {
        Y.applyUpdate(doc, checked);
        const applied = await applyAndStore(doc);
        return applied.counts;
      } finally {
        doc.destroy();
      }
    },

    ...syncSettingsHandlers(session),

    /**
     * Joins a shared book that is not here: the server's book doc (`bookState`) replaces the
     * open book (a restore point kept first), and `settings` (the invitation) are kept for it.
     */
    joinSharedBook: (settings: SyncSettings, bookState: Uint8Array) =>
      joinSharedBook(session, ports, settings, bookState),

    /**
     * Pages of a shared book whose text is still to come from the server: empty here and with
     * no Y state (never fetched, never opened).
     */
    async pagesToFetch(): Promise<string[]> {
      const id = await bookId();
      const held = new Set<string>();
      await db()
        .collab_docs.where('documentId')
        .equals(id)
        .each((record) => {
          if (record.pageId && record.name === pageDocName(id, record.pageId)) {
            held.add(record.pageId);
          }
        });
      const pages: string[] = [];
      await db().tree_nodes.each((node) => {
        if (node.type === 'page' && pageHtmlOf(node) === '' && !held.has(node.id)) {
          pages.push(node.id);
        }
      });
      return pages;
    },

    /**
     * Keeps a page's state fetched from the server, and its text (`html`, what the state holds)
     * through the save path. Only for a page still empty and without a state here: a page opened
     * or written since is left to its editor (false).
     */
    async storeFetchedPage(pageId: string, state: Uint8Array, html: string): Promise<boolean> {
      const checked = checkedUpdate(state, `page ${pageId}`);
      const identity = await pageIdentity(pageId);
      const kept = await db().transaction('rw', db().collab_docs, db().tree_nodes, async () => {
        const node = await db().tree_nodes.get(pageId);
        if (!node || pageHtmlOf(node) !== '' || (await readDoc(db(), identity.name))) return false;
        await putState(db(), identity, checked, textHash(html));
        return true;
      });
      if (kept && html !== '') await ports.savePage(pageId, html);
      return kept;
    },

    /** True when a book file (text or File) holds this book (the same book id): a copy of it. */
    async fileHoldsThisBook(input: string | Blob): Promise<boolean> {
      try {
        const text = typeof input === 'string' ? input : await input.text();
        const id = ports.bookIdOf(text);
        return id !== null && id === (await bookId());
      } catch {
        return false;
      }
    },

    /**
     * Starts merging another copy of this book (a book file's text, or the File): refuses a
     * file of another book, keeps a restore point, merges the records (the book docs), and
     * answers the pages whose text the main thread must merge (`mergePageInputs` →
     * `mergePageDone` each, then `mergeBookEnd`).
     */
    async mergeBookBegin(input: string | Blob): Promise<MergeStarted> {
      let text: string;
      try {
        text = typeof input === 'string' ? input : await input.text();
      } catch {
        throw new AppError('file_read_failed');
      }
      const file = ports.readBookFile(text);
      const rows = file.tables as Record<string, AnyRecord[]>;
      const fileBookId = rows.current_document?.[0]?.uuid ?? rows.documents?.[0]?.uuid;
      if (typeof fileBookId !== 'string' || fileBookId !== (await bookId())) {
        throw new AppError('merge_other_book');
      }
      const snapshot = await ports.snapshot();
      const decoded = await decodeCollabBlock(file.collab);
      const fileDoc = docOf(decoded.book ? [decoded.book] : []);
      const local = await loadBookDoc();
      const localPagesBefore = new Map<string, string>();
      await db().tree_nodes.each((node) => {
        if (node.type === 'page') localPagesBefore.set(node.id, pageHtmlOf(node));
      });
      let applied: Awaited<ReturnType<typeof applyAndStore>>;
      try {
        // A file's book doc holds its rows (the writer reconciles it as it writes them); an
        // older file without one gets one made from its rows.
        if (!decoded.book) reconcileRows(fileDoc, new Map(Object.entries(rows)));
        Y.applyUpdate(local, Y.encodeStateAsUpdate(fileDoc));
        applied = await applyAndStore(local);
      } finally {
        fileDoc.destroy();
        local.destroy();
      }
      const fileHtml = new Map<string, string>();
      for (const node of rows.tree_nodes ?? []) {
        if (node.type === 'page' && typeof node.id === 'string') {
          fileHtml.set(node.id, pageHtmlOf(node));
        }
      }
      const addedPages = new Set(applied.addedPages);
      const pages: string[] = [];
      const id = await bookId();
      // Each page's comments: both copies' threads kept (Yjs merges them; no text involved).
      for (const [pageId, state] of decoded.comments) {
        if (!(await db().tree_nodes.get(pageId))) continue;
        const name = commentsDocName(id, pageId);
        const mine = stateOf(await readDoc(db(), name));
        const merged = mine ? Y.mergeUpdates([mine, state]) : state;
        await putState(db(), { name, documentId: id, pageId }, merged, null);
      }
      for (const [pageId, html] of fileHtml) {
        const localHtml = localPagesBefore.get(pageId);
        if (addedPages.has(pageId) || localHtml === undefined) {
          if (await db().tree_nodes.get(pageId)) pages.push(pageId);
          continue;
        }
        if (localHtml !== html) {
          pages.push(pageId);
          continue;
        }
        const hasLocalState = Boolean(await readDoc(db(), pageDocName(id, pageId)));
        if (!hasLocalState && decoded.pages.has(pageId)) pages.push(pageId);
      }
      const mergeId = `merge-${nextMerge++}`;
      merges.set(mergeId, {
        fileHtml,
        readHtml: new Map(),
        fileStates: decoded.pages,
        addedPages,
        summary: {
          pagesChanged: 0,
          pagesAdded: 0,
          pagesRemoved: applied.removedPages.length,
          recordsChanged: applied.counts.changed,
          recordsAdded: applied.counts.added,
          recordsRemoved: applied.counts.removed,
        },
      });
      return { mergeId, pages, snapshot };
    },

    /** Both sides of one page of a merge. */
    async mergePageInputs(mergeId: string, pageId: string): Promise<MergePageInputs> {
      const merge = mergeOf(mergeId);
      const added = merge.addedPages.has(pageId);
      const answer = added ? null : await pageYState(pageId);
      merge.readHtml.set(pageId, pageHtmlOf(await db().tree_nodes.get(pageId)));
      return {
        localState: answer?.state ?? null,
        localHtml: answer ? answer.html : null,
        fileState: merge.fileStates.get(pageId) ?? null,
        fileHtml: merge.fileHtml.get(pageId) ?? null,
      };
    },

    /**
     * Stores a page's merged state and, when its text changed, the text (the save path). False
     * when the page was written since its inputs were read (the author typed on): nothing is
     * stored, and the page is merged again from fresh inputs.
     */
    async mergePageDone(
      mergeId: string,
      pageId: string,
      state: Uint8Array,
      html: string,
    ): Promise<boolean> {
      const merge = mergeOf(mergeId);
      const checked = checkedUpdate(state, `page ${pageId}`);
      const before = pageHtmlOf(await db().tree_nodes.get(pageId));
      if (merge.readHtml.get(pageId) !== before) return false;
      await putState(db(), await pageIdentity(pageId), checked, textHash(html));
      if (html === before) return true;
      await ports.savePage(pageId, html);
      if (merge.addedPages.has(pageId)) merge.summary.pagesAdded++;
      else merge.summary.pagesChanged++;
      return true;
    },

    /** Ends a merge (finished or cancelled) and says what came in. */
    async mergeBookEnd(mergeId: string): Promise<MergeSummary> {
      const merge = mergeOf(mergeId);
      merges.delete(mergeId);
      return merge.summary;
    },
  };
}

export type CollabHandlers = ReturnType<typeof createCollabHandlers>;

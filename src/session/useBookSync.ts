/**
 * Opens the book through the worker (replaying the drafts a closed tab left), starts the change
 * feed, and keeps the book atoms in step: title, totals, saved time, the unsaved state and the
 * tree's changed nodes.
 */

import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { failureText } from '../i18n/worker-messages';
import { documentLoadedAtom } from '../state/interface-state';
import { useSetAtom } from '../state/jotai';
import { pushNoticeAtom } from '../state/notify-atoms';
import { isBookkeepingTable, onChangeEvent, startChangeFeed } from '../worker-client/change-feed';
import { unwrap, workerApi } from '../worker-client/client';
import { asResultError } from '../worker-client/failures';
import { useWorkerQuery } from '../worker-client/useWorkerQuery';
import {
  bookErrorAtom,
  bookReadyAtom,
  bookTitleAtom,
  dirtyAtom,
  savedAtAtom,
  treeChangeAtom,
} from './book-atoms';
import { replayPendingDrafts } from './content-saver';
import { setJournalDocument } from './draft-journal';
import { forgetPageReads, setPageReadsReady } from './page-loads';

/** What the author is told after a damaged database was repaired. */
export function repairedText(report: { tables: string[]; backupFile: string | null }): string {
  const parts = [
    ...new Set(
      report.tables.map((table) =>
        table === 'frontmatter'
          ? i18next.t('repair.part_book_info')
          : table === 'tree_nodes'
            ? i18next.t('repair.part_tree')
            : i18next.t('repair.part_document'),
      ),
    ),
  ].join(', ');
  return report.backupFile
    ? i18next.t('repair.repaired', { parts, file: report.backupFile })
    : i18next.t('repair.repaired_no_copy', { parts });
}

/** Replays the drafts of one kind a closed tab left for the book; answers how many were stored. */
export type DraftReplay = (documentId: string) => Promise<number>;

const NO_REPLAYS: readonly DraftReplay[] = [];

/**
 * `replays`: the drafts screens keep besides page content (the book-info forms' fields), stored
 * before anything reads the book. The app passes them (the session knows no screen).
 */
export function useBookSync(replays: readonly DraftReplay[] = NO_REPLAYS): void {
  const setTitle = useSetAtom(bookTitleAtom);
  const setReady = useSetAtom(bookReadyAtom);
  const setError = useSetAtom(bookErrorAtom);
  const setSavedAt = useSetAtom(savedAtAtom);
  const setDirty = useSetAtom(dirtyAtom);
  const setTreeChange = useSetAtom(treeChangeAtom);
  const documentLoaded = useSetAtom(documentLoadedAtom);
  const pushNotice = useSetAtom(pushNoticeAtom);
  const latestReplays = useRef(replays);
  latestReplays.current = replays;

  // What the info bar and the save state show, re-read when their tables change.
  const api = workerApi();
  const frontmatter = useWorkerQuery(() => api.getFrontmatter(), [], ['frontmatter']);
  const document = useWorkerQuery(
    () => api.getCurrentDocument(),
    [],
    ['documents', 'current_document'],
  );
  useEffect(() => {
    if (frontmatter.data) setTitle(frontmatter.data.title);
  }, [frontmatter.data, setTitle]);
  useEffect(() => {
    if (!document.data) return;
    setJournalDocument(document.data.uuid);
    setSavedAt(document.data.savedAt);
  }, [document.data, setSavedAt]);

  useEffect(() => {
    let live = true;
    let stopFeed: (() => void) | null = null;
    // Book bookkeeping for every event: unsaved state, page reads, the tree's changed nodes.
    const stopListening = onChangeEvent((event, ownEcho) => {
      if (event.kind === 'database-reset') {
        forgetPageReads(null);
        setDirty(false);
        setTreeChange((c) => ({ seq: c.seq + 1, ids: null }));
        return;
      }
      if (event.kind !== 'table-changed') return;
      if (!isBookkeepingTable(event.table)) setDirty(true);
      if (event.table === 'documents') setDirty(false);
      if (event.table !== 'tree_nodes') return;
      const ids = event.ids.length > 0 ? event.ids.map(String) : null;
      forgetPageReads(ids);
      // The page's own text going to the worker changes nothing the tree shows.
      if (!ownEcho) setTreeChange((c) => ({ seq: c.seq + 1, ids }));
    });

    (async () => {
      try {
        const info = unwrap(await api.init());
        if (!live) return;
        documentLoaded(info.documentId);
        if (info.recoveredBackup) {
          pushNotice({
            level: 'warning',
            message: i18next.t('errors.database_recovered', { file: info.recoveredBackup }),
          });
        }
        if (info.repaired) pushNotice({ level: 'warning', message: repairedText(info.repaired) });
        // Drafts a closed or crashed tab left behind are stored before anything reads them.
        setJournalDocument(info.documentId);
        let recovered = await replayPendingDrafts(info.documentId);
        for (const replay of latestReplays.current) recovered += await replay(info.documentId);
        if (recovered > 0) {
          pushNotice({
            level: 'success',
            message: i18next.t('recovery.drafts_restored', { count: recovered }),
          });
        }
        stopFeed = await startChangeFeed();
        if (!live) {
          stopFeed();
          return;
        }
        setPageReadsReady(true);
        setReady(true);
      } catch (error) {
        // The catalogue's message and what it means for the book (the one translation).
        if (live) setError(failureText(i18next.t, asResultError(error)));
      }
    })();
    return () => {
      live = false;
      setPageReadsReady(false);
      setReady(false);
      stopListening();
      stopFeed?.();
    };
  }, [api, setReady, setError, setDirty, setTreeChange, documentLoaded, pushNotice]);
}

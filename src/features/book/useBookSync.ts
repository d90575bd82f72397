/**
 * Opens the book through the worker, then keeps the book atoms in step with the worker's
 * change events (title, totals, unsaved state).
 */

import i18next from 'i18next';
import { useEffect } from 'react';
import { documentLoadedAtom } from '../../app/interface-state';
import { useSetAtom } from '../../state/jotai';
import { subscribeToChanges, unwrap, workerApi } from '../../worker-client/client';
import { replayRecordDrafts } from '../book-info/record-journal';
import { pushNoticeAtom } from '../notify/notify-atoms';
import { forgetPageReads, setPageReadsReady } from '../sections/page-loads';
import { isOwnContentSave, replayPendingDrafts } from '../writing/content-saver';
import { setJournalDocument } from '../writing/draft-journal';
import {
  bookErrorAtom,
  bookReadyAtom,
  bookTitleAtom,
  changeTickAtom,
  dirtyAtom,
  savedAtAtom,
  totalWordsAtom,
  treeChangeAtom,
} from './book-atoms';

/** Longest the screens wait to re-read the book while the author's page saves keep coming. */
const TYPING_FAN_OUT_MS = 1500;

/** Tables whose changes do not make the book "unsaved". */
const BOOKKEEPING_TABLES = new Set(['documents', 'current_document']);

export function useBookSync(): void {
  const setTitle = useSetAtom(bookTitleAtom);
  const setReady = useSetAtom(bookReadyAtom);
  const setError = useSetAtom(bookErrorAtom);
  const setTotal = useSetAtom(totalWordsAtom);
  const setSavedAt = useSetAtom(savedAtAtom);
  const setDirty = useSetAtom(dirtyAtom);
  const setTick = useSetAtom(changeTickAtom);
  const setTreeChange = useSetAtom(treeChangeAtom);
  const documentLoaded = useSetAtom(documentLoadedAtom);
  const pushNotice = useSetAtom(pushNoticeAtom);

  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | null = null;
    const api = workerApi();

    const refresh = async () => {
      const [fm, doc, total] = await Promise.all([
        api.getFrontmatter(),
        api.getCurrentDocument(),
        api.totalWordCount(),
      ]);
      if (!live) return;
      setJournalDocument(unwrap(doc).uuid);
      setTitle(unwrap(fm).title);
      setSavedAt(unwrap(doc).savedAt);
      setTotal(unwrap(total));
    };

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
        // Drafts a closed or crashed tab left behind are stored before anything reads them.
        setJournalDocument(info.documentId);
        const recovered =
          (await replayPendingDrafts(info.documentId)) +
          (await replayRecordDrafts(info.documentId));
        if (recovered > 0) {
          pushNotice({
            level: 'success',
            message: i18next.t('recovery.drafts_restored', { count: recovered }),
          });
        }
        await refresh();
        setPageReadsReady(true);
        setReady(true);
        // What the screens re-read after a change. While the author types, the page's own saves
        // (every half second) would re-read totals, settings and the tree each time: their echoes
        // are gathered and re-read together at most every 1.5 s, off the keystrokes' path. Any
        // other change (a tree operation, a setting) re-reads at once, with whatever waited.
        let treeIds: Set<string> | null | undefined; // undefined: no tree change waiting
        let fanOutTimer: ReturnType<typeof setTimeout> | undefined;
        const fanOut = () => {
          if (fanOutTimer !== undefined) clearTimeout(fanOutTimer);
          fanOutTimer = undefined;
          if (!live) return;
          if (treeIds !== undefined) {
            const ids = treeIds === null ? null : [...treeIds];
            setTreeChange((c) => ({ seq: c.seq + 1, ids }));
            treeIds = undefined;
          }
          void refresh();
          setTick((n) => n + 1);
        };
        unsubscribe = await subscribeToChanges((event) => {
          if (event.kind === 'database-reset') {
            forgetPageReads(null);
            setDirty(false);
            treeIds = null;
          } else if (event.kind === 'table-changed') {
            if (event.table === 'tree_nodes') {
              const ids = event.ids.length > 0 ? event.ids.map(String) : null;
              forgetPageReads(ids);
              if (ids === null || treeIds === null) treeIds = null;
              else treeIds = new Set([...(treeIds ?? []), ...ids]);
            }
            if (!BOOKKEEPING_TABLES.has(event.table)) setDirty(true);
            if (event.table === 'documents') setDirty(false);
            if (isOwnContentSave(event.table, event.ids)) {
              fanOutTimer ??= setTimeout(fanOut, TYPING_FAN_OUT_MS);
              return;
            }
          }
          fanOut();
        });
        if (!live) unsubscribe();
      } catch (error) {
        const e = error as Error & { code?: string; params?: Record<string, string | number> };
        const message = e.code
          ? i18next.t(`errors.${e.code}`, { ...(e.params ?? {}), defaultValue: e.message })
          : e.message;
        if (live) setError(message);
      }
    })();
    return () => {
      live = false;
      setPageReadsReady(false);
      unsubscribe?.();
    };
  }, [
    setTitle,
    setReady,
    setError,
    setTotal,
    setSavedAt,
    setDirty,
    setTick,
    setTreeChange,
    documentLoaded,
    pushNotice,
  ]);
}

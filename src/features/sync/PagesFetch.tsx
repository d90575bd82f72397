/**
 * While a shared book is open, its pages and the server are brought level in the background,
 * with the progress shown and Stop, on a socket of their own (the open page's editor keeps the
 * book's shared one): a book just connected (Share and sync…) sends every page's state, so that
 * whoever joins gets the whole book; and every page still empty here and never opened (a book
 * just joined from another device, pages added elsewhere) gets its text from the server at once
 * (fetch-pages.ts), so counts, search and exports are right. A notice says how it ended; pages
 * left come (or go) when opened, or the next time the book opens.
 */
import { HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAtomValue, useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { workerApi } from '../../worker-client/client';
import { type PageCollab, pageCollab } from '../files';
import { fetchSharedPages } from './fetch-pages';
import { fetchPageState, sendPageState } from './server-documents';
import { pagesFetchAtom, sendPagesDueAtom } from './sync-atoms';
import type { SyncSettings } from './sync-settings';

type Outcome = { done: number; total: number; cancelled: boolean; failed: unknown };

/** Sends each page's state in this browser to the server, one page after another. */
async function sendAllPages(
  socket: HocuspocusProviderWebsocket,
  settings: Pick<SyncSettings, 'bookId' | 'secret'>,
  collab: PageCollab,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<Outcome> {
  const tree = await workerApi().fetchTree();
  if (!tree.success) return { done: 0, total: 0, cancelled: false, failed: tree.error };
  const ids = tree.data.filter((node) => node.type === 'page').map((node) => node.id);
  const total = ids.length;
  let done = 0;
  onProgress(0, total);
  for (const id of ids) {
    if (signal.aborted) return { done, total, cancelled: true, failed: null };
    try {
      await sendPageState(socket, settings, id, await collab.pageStateOf(id), signal);
    } catch (error) {
      if (signal.aborted) return { done, total, cancelled: true, failed: null };
      return { done, total, cancelled: false, failed: error };
    }
    done++;
    onProgress(done, total);
  }
  return { done, total, cancelled: false, failed: null };
}

export function PagesFetch({
  server,
  bookId,
  secret,
  writes,
}: Pick<SyncSettings, 'server' | 'bookId' | 'secret'> & { writes: boolean }) {
  const { t } = useTranslation();
  const setProgress = useSetAtom(pagesFetchAtom);
  const push = useSetAtom(pushNoticeAtom);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const stop = () => controller.abort();
    let socket: HocuspocusProviderWebsocket | null = null;
    const openSocket = () => {
      socket ??= new HocuspocusProviderWebsocket({ url: server, minDelay: 200, maxDelay: 2000 });
      return socket;
    };
    /** How a run ended, told in words (nothing when the book was left). */
    const tell = (kind: 'send' | 'fetch', outcome: Outcome) => {
      if (!socket) return;
      const counts = { done: outcome.done, total: outcome.total };
      if (outcome.failed) {
        console.error(`Pages (${kind}) stopped`, outcome.failed);
        push({ level: 'warning', message: t(`sync.${kind}_failed`, counts) });
      } else if (outcome.cancelled) {
        push({ level: 'info', message: t(`sync.${kind}_stopped`, counts) });
      } else if (outcome.total > 0) {
        push({ level: 'success', message: t(`sync.${kind}_done`, counts) });
      }
    };
    const run = async () => {
      const calls = workerApi();
      if (writes && appStore.get(sendPagesDueAtom) === bookId) {
        appStore.set(sendPagesDueAtom, null);
        const outcome = await sendAllPages(
          openSocket(),
          { bookId, secret },
          await pageCollab(),
          signal,
          (done, total) => setProgress({ kind: 'send', done, total, stop }),
        );
        tell('send', outcome);
        if (outcome.cancelled || outcome.failed) return;
      }
      const waiting = await calls.pagesToFetch();
      if (!waiting.success || waiting.data.length === 0 || signal.aborted) return;
      const collab = await pageCollab();
      const own = openSocket();
      const outcome = await fetchSharedPages(
        calls,
        (pageId) => fetchPageState(own, { bookId, secret }, pageId, signal),
        (pageId, state) => collab.pageHtmlOfState(pageId, state),
        { signal, onProgress: (done, total) => setProgress({ kind: 'fetch', done, total, stop }) },
      );
      tell('fetch', outcome);
    };
    run()
      .catch((error: unknown) => console.error('Bringing the pages level failed', error))
      .finally(() => {
        setProgress(null);
        socket?.destroy();
        socket = null;
      });
    return () => {
      // Leaving the book (or its link): the run stops without a word.
      socket?.destroy();
      socket = null;
      controller.abort();
    };
  }, [server, bookId, secret, writes, push, setProgress, t]);
  return <PagesProgress />;
}

/** The progress card (the same as Open file's and a merge's), with Stop. */
function PagesProgress() {
  const { t } = useTranslation();
  const progress = useAtomValue(pagesFetchAtom);
  if (!progress) return null;
  const max = Math.max(progress.total, 1);
  const counts = { done: progress.done, total: progress.total };
  return (
    <div className="file-progress-card">
      <div className="import-progress">
        <progress
          max={max}
          value={Math.min(progress.done, max)}
          aria-label={t(`sync.${progress.kind}_label`)}
        />
        <p aria-live="polite">{t(`sync.${progress.kind}_progress`, counts)}</p>
        <button type="button" onClick={progress.stop}>
          {t(`sync.${progress.kind}_stop`)}
        </button>
      </div>
    </div>
  );
}

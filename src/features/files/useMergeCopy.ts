/**
 * Open file → Merge into this book (issue 31 item 2): when the chosen file holds a copy of the
 * open book, the author may merge it instead of replacing the book. The worker keeps a restore
 * point first (Backups); the pages are merged here in chunks (progress, Cancel); then a notice
 * says what came in, in plain words. No question per conflict: both authors' words are kept.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/worker-messages';
import { whenContentStored } from '../../session/content-saver';
import { replacedTextsAtom } from '../../state/find-request';
import { useSetAtom, useStore } from '../../state/jotai';
import { dismissNoticeAtom, pushNoticeAtom } from '../../state/notify-atoms';
import { fileBusyAtom, mergeProgressAtom } from './file-atoms';
import { pageCollab } from './page-collab-port';

export function useMergeCopy() {
  const { t } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);
  const dismiss = useSetAtom(dismissNoticeAtom);
  const setBusy = useSetAtom(fileBusyAtom);
  const setProgress = useSetAtom(mergeProgressAtom);
  const store = useStore();
  return useCallback(
    async (file: File) => {
      const stop = new AbortController();
      const cancel = () => stop.abort();
      setBusy('merging');
      setProgress({ done: 0, total: 0, cancel });
      const started = push({
        level: 'info',
        message: t('files.merge.started', { fileName: file.name }),
      });
      try {
        // The open page's last keystrokes are stored before its text is read for the merge.
        await whenContentStored();
        const outcome = await (await pageCollab()).mergeCopy(file, {
          signal: stop.signal,
          onProgress: (done, total) => setProgress({ done, total, cancel }),
        });
        if (outcome.kind === 'failed') {
          push({
            level: 'error',
            message: t('files.merge.failed', { reason: errorText(t, outcome.error) }),
          });
          return;
        }
        // A merged page open in an editor reads its text again instead of keeping the old one.
        const { seq } = store.get(replacedTextsAtom);
        store.set(replacedTextsAtom, {
          seq: seq + 1,
          keys: outcome.pages.map((id) => `page:${id}`),
        });
        const s = outcome.summary;
        const counts = {
          fileName: file.name,
          changed: s.pagesChanged,
          added: s.pagesAdded,
          removed: s.pagesRemoved,
          records: s.recordsChanged + s.recordsAdded + s.recordsRemoved,
        };
        push({
          level: outcome.kind === 'merged' ? 'success' : 'info',
          message:
            outcome.kind === 'merged'
              ? t('files.merge.done', counts)
              : t('files.merge.cancelled', counts),
        });
      } catch (error) {
        console.error('The merge failed', error);
        push({ level: 'error', message: t('files.merge.failed', { reason: String(error) }) });
      } finally {
        // What came in (or why not) is said now: "Merging … into this book…" goes.
        dismiss(started);
        setProgress(null);
        setBusy(null);
      }
    },
    [dismiss, push, setBusy, setProgress, store, t],
  );
}

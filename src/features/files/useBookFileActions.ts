/**
 * The File actions as the author uses them: New book, Open file, Save file, Save file as.
 * Each reports its outcome as a notice, with the spec's messages.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_BOOK_FLAG_DELAY_MS } from '../../../workers/contract/constants';
import { projectIsNewAtom, reloadFlagAtom } from '../../app/interface-state';
import { useConfirm } from '../../components/confirm';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { saveStateAtom } from '../book/book-atoms';
import { pushNoticeAtom } from '../notify/notify-atoms';
import { setCurrentFile } from './current-file';
import { fileBusyAtom, importProgressAtom } from './file-atoms';
import { openBook } from './open-book';
import { type SaveResult, saveBook } from './save-book';
import { useImportOutcome } from './useImportOutcome';

export function useBookFileActions() {
  const { t } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);
  const confirm = useConfirm();
  const setBusy = useSetAtom(fileBusyAtom);
  const setProgress = useSetAtom(importProgressAtom);
  const setProjectIsNew = useSetAtom(projectIsNewAtom);
  const setReloadFlag = useSetAtom(reloadFlagAtom);
  const saveState = useAtomValue(saveStateAtom);
  const reportImport = useImportOutcome();

  const reportSave = useCallback(
    (result: SaveResult) => {
      if (result.kind === 'file')
        push({
          level: 'success',
          message: t('files.saved_to_file', { fileName: result.fileName }),
        });
      else if (result.kind === 'download')
        push({
          level: 'success',
          message: t('files.saved_download', { fileName: result.fileName }),
        });
      else if (result.kind === 'cancelled')
        push({ level: 'info', message: t('files.save_cancelled') });
      else if (result.kind === 'kept-existing')
        push({ level: 'info', message: t('files.kept_existing') });
      else if (result.reason === 'permission-denied')
        push({ level: 'error', message: t('files.permission_denied') });
      else
        push({ level: 'error', message: t('files.save_failed_reason', { reason: result.reason }) });
    },
    [push, t],
  );

  const save = useCallback(
    async (saveAs: boolean) => {
      setBusy('saving');
      try {
        reportSave(
          await saveBook({
            saveAs,
            confirmReplaceWithEmpty: () =>
              confirm({
                title: t('files.replace'),
                text: t('files.confirm_replace_empty'),
                confirmLabel: t('files.replace'),
                cancelLabel: t('files.keep'),
                danger: true,
              }),
          }),
        );
      } finally {
        setBusy(null);
      }
    },
    [confirm, reportSave, setBusy, t],
  );

  const open = useCallback(async () => {
    setBusy('opening');
    push({ level: 'info', message: t('import.opening') });
    try {
      const result = await openBook((p) => setProgress(p));
      reportImport(result);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }, [push, reportImport, setBusy, setProgress, t]);

  const newBook = useCallback(async () => {
    if (saveState !== 'saved') {
      const ok = await confirm({
        title: t('new_book.confirm_title'),
        text: t('new_book.confirm_text'),
        confirmLabel: t('new_book.confirm_action'),
        cancelLabel: t('files.cancel'),
        danger: true,
      });
      if (!ok) return;
    }
    // Keep a copy of the current book in private storage before it is replaced.
    await workerApi().snapshotCurrentBook();
    const result = await workerApi().newBook();
    if (!result.success) {
      push({ level: 'error', message: t('new_book.failed', { reason: result.error.message }) });
      return;
    }
    setCurrentFile({ fileHandle: null, directoryHandle: null, fileName: null });
    window.setTimeout(() => {
      setProjectIsNew(true);
      setReloadFlag(true);
    }, NEW_BOOK_FLAG_DELAY_MS);
  }, [confirm, push, saveState, setProjectIsNew, setReloadFlag, t]);

  return { save: () => save(false), saveAs: () => save(true), open, newBook };
}

/**
 * The File actions as the author uses them: New book, Open file, Save file, Save file as.
 * Each reports its outcome as a notice, with the spec's messages; a save that would replace
 * another book asks first, and Open over unsaved work offers to save it first.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_BOOK_FLAG_DELAY_MS } from '../../../workers/contract/constants';
import { useChoose, useConfirm } from '../../components/confirm';
import { errorText } from '../../i18n/worker-messages';
import { dirtyAtom, saveStateAtom, totalWordsAtom } from '../../session/book-atoms';
import { projectIsNewAtom, reloadFlagAtom } from '../../state/interface-state';
import { useSetAtom, useStore } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { workerApi } from '../../worker-client/client';
import { fileBusyAtom, importProgressAtom } from './file-atoms';
import { chooseBookFile, importBookFile } from './open-book';
import { markPageStatesDue } from './page-collab-port';
import { rememberLocation } from './remember-project';
import { type SaveResult, saveBook } from './save-book';
import { takeBookFileStateAtom, takeSaveOutcomeAtom } from './save-report-atoms';
import { useImportOutcome } from './useImportOutcome';
import { useMergeCopy } from './useMergeCopy';
import { useSaveQuestions } from './useSaveQuestions';

/** Tells the author how a save ended, and keeps the toolbar's report in step. */
export function useReportSave() {
  const { t } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);
  const takeOutcome = useSetAtom(takeSaveOutcomeAtom);
  const takeState = useSetAtom(takeBookFileStateAtom);
  return useCallback(
    async (result: SaveResult) => {
      if (result.kind === 'file') {
        takeOutcome({ kind: 'saved', target: 'file', fileName: result.fileName, at: result.at });
        const state = await workerApi().bookFileState();
        if (state.success) {
          takeState(state.data);
          rememberLocation(state.data, 'save');
        }
        push({
          level: 'success',
          message: t('files.saved_to_file', { fileName: result.fileName }),
        });
      } else if (result.kind === 'download')
        push({
          level: 'success',
          message: t('files.saved_download', { fileName: result.fileName }),
        });
      else if (result.kind === 'cancelled')
        push({ level: 'info', message: t('files.save_cancelled') });
      else if (result.kind === 'kept-existing')
        push({ level: 'info', message: t('files.kept_existing') });
      else if (result.reason === 'permission_lost')
        push({ level: 'error', message: t('files.permission_denied') });
      else {
        if (result.code)
          takeOutcome({
            kind: 'failed',
            code: result.code as 'storage_error',
            fileName: result.fileName ?? '',
            detail: '',
          });
        const reason = t(`files.failure.${result.reason}`, { defaultValue: result.reason });
        push({ level: 'error', message: t('files.save_failed_reason', { reason }) });
      }
    },
    [push, t, takeOutcome, takeState],
  );
}

export function useBookFileActions() {
  const { t } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);
  const confirm = useConfirm();
  const choose = useChoose();
  const setBusy = useSetAtom(fileBusyAtom);
  const setProgress = useSetAtom(importProgressAtom);
  const setProjectIsNew = useSetAtom(projectIsNewAtom);
  const setReloadFlag = useSetAtom(reloadFlagAtom);
  // Read when an action runs, not subscribed: the toolbar need not re-render on every save.
  const store = useStore();
  const reportImport = useImportOutcome();
  const reportSave = useReportSave();
  const { resolveConflict } = useSaveQuestions();
  const mergeCopy = useMergeCopy();

  const save = useCallback(
    async (saveAs: boolean): Promise<SaveResult> => {
      setBusy('saving');
      try {
        const result = await saveBook({ saveAs, resolveConflict });
        await reportSave(result);
        return result;
      } finally {
        setBusy(null);
      }
    },
    [reportSave, resolveConflict, setBusy],
  );

  /**
   * Before another book replaces the open one (Open file, a manuscript imported as a new book):
   * over unsaved work, asks to save it first, go on, or stop. False: the author stopped (or the
   * save did not happen). The worker keeps a snapshot of the replaced book either way.
   */
  const askBeforeReplacing = useCallback(
    async (texts?: { title: string; text: string; proceed: string }): Promise<boolean> => {
      const unsaved = store.get(dirtyAtom) || store.get(saveStateAtom) === 'not-saved-yet';
      if (!unsaved || store.get(totalWordsAtom) === 0) return true;
      const answer = await choose({
        title: texts?.title ?? t('files.open_over_unsaved.title'),
        text: texts?.text ?? t('files.open_over_unsaved.text'),
        choices: [
          { value: 'save', label: t('files.open_over_unsaved.save_first'), style: 'primary' },
          { value: 'open', label: texts?.proceed ?? t('files.open_over_unsaved.open_anyway') },
          { value: 'cancel', label: t('files.cancel') },
        ],
        cancelValue: 'cancel',
      });
      if (answer === 'cancel') return false;
      if (answer === 'save') {
        const saved = await save(false);
        return saved.kind === 'file' || saved.kind === 'download';
      }
      return true;
    },
    [choose, save, store, t],
  );

  const open = useCallback(async () => {
    if (!(await askBeforeReplacing())) return;
    let chosen: Awaited<ReturnType<typeof chooseBookFile>>;
    try {
      chosen = await chooseBookFile();
    } catch (error) {
      reportImport({ kind: 'start-failed', reason: (error as Error).message });
      return;
    }
    if (!chosen) {
      reportImport({ kind: 'cancelled' });
      return;
    }
    // A copy of the open book (the same book id): merge it, or replace the book as before.
    const same = await workerApi().fileHoldsThisBook(chosen.file);
    if (same.success && same.data) {
      const answer = await choose({
        title: t('files.merge.title'),
        text: t('files.merge.text', { fileName: chosen.file.name }),
        choices: [
          { value: 'merge', label: t('files.merge.merge'), style: 'primary' },
          { value: 'replace', label: t('files.merge.replace') },
          { value: 'cancel', label: t('files.cancel') },
        ],
        cancelValue: 'cancel',
      });
      if (answer === 'cancel') {
        reportImport({ kind: 'cancelled' });
        return;
      }
      if (answer === 'merge') {
        await mergeCopy(chosen.file);
        return;
      }
    }
    setBusy('opening');
    push({ level: 'info', message: t('import.opening') });
    try {
      const result = await importBookFile(chosen.file, chosen.handle, (p) => setProgress(p));
      reportImport(result);
      // The opened pages' first Yjs states come from the file's text, at once after the app's
      // reload (FileServices; issue 31), before the author changes it.
      if (result.kind === 'imported') markPageStatesDue();
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }, [askBeforeReplacing, choose, mergeCopy, push, reportImport, setBusy, setProgress, t]);

  const newBook = useCallback(async () => {
    if (store.get(saveStateAtom) !== 'saved') {
      const ok = await confirm({
        title: t('new_book.confirm_title'),
        text: t('new_book.confirm_text'),
        confirmLabel: t('new_book.confirm_action'),
        cancelLabel: t('files.cancel'),
        danger: true,
      });
      if (!ok) return;
    }
    // The worker keeps a snapshot of the current book and unbinds its file before replacing it.
    const result = await workerApi().newBook();
    if (!result.success) {
      // The worker's code in the author's words (its English message only as the last resort).
      push({
        level: 'error',
        message: t('new_book.failed', { reason: errorText(t, result.error) }),
      });
      return;
    }
    window.setTimeout(() => {
      setProjectIsNew(true);
      setReloadFlag(true);
    }, NEW_BOOK_FLAG_DELAY_MS);
  }, [confirm, push, setProjectIsNew, setReloadFlag, store, t]);

  return {
    save: () => void save(false),
    saveAs: () => void save(true),
    open,
    newBook,
    askBeforeReplacing,
  };
}

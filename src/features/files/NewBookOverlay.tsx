/**
 * The new-book dialog: a full-screen overlay while the project is flagged new. Step 1 asks for
 * the book's title and author (the file is named after the title) and offers Open Book and
 * Create Book; step 2 confirms and offers Continue. Imports show progress.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUITE_WEBSITE_URL } from '../../navigation/links';
import { projectIsNewAtom, reloadFlagAtom } from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { workerApi } from '../../worker-client/client';
import { createBookInProjectFolder } from './create-book';
import { fileBusyAtom, importProgressAtom } from './file-atoms';
import { isFirstVisit, markFirstVisitDone } from './first-visit';
import { ImportProgressView } from './ImportProgressView';
import { openBook } from './open-book';
import { rememberLocation } from './remember-project';
import { takeBookFileStateAtom, takeSaveOutcomeAtom } from './save-report-atoms';
import { useImportOutcome } from './useImportOutcome';
import { useSaveQuestions } from './useSaveQuestions';
import './new-book.css';
import { showIfFailed } from '../../worker-client/failures';

type Completion = 'saved_fs' | 'saved_download' | 'skipped';

export function NewBookOverlay() {
  const { t } = useTranslation();
  const [isNew, setIsNew] = useAtom(projectIsNewAtom);
  const setReloadFlag = useSetAtom(reloadFlagAtom);
  const [busy, setBusy] = useAtom(fileBusyAtom);
  const setProgress = useSetAtom(importProgressAtom);
  const progress = useAtomValue(importProgressAtom);
  const push = useSetAtom(pushNoticeAtom);
  const reportImport = useImportOutcome();
  const takeOutcome = useSetAtom(takeSaveOutcomeAtom);
  const takeState = useSetAtom(takeBookFileStateAtom);
  const { resolveConflict } = useSaveQuestions();
  const [savedAs, setSavedAs] = useState<{ fileName: string; at: string } | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState({ title: '', author: '' });
  const fieldIds = { title: useId(), author: useId(), hint: useId() };
  const ref = useRef<HTMLDialogElement>(null);
  // The first visit is a new project: greet it with the same choices.
  const [welcome, setWelcome] = useState(isFirstVisit);
  useEffect(() => {
    if (welcome) setIsNew(true);
  }, [welcome, setIsNew]);

  const wasNew = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (isNew && dialog && !dialog.open) dialog.showModal();
    // Closed after being shown: a later New book is not the welcome.
    if (!isNew && wasNew.current) setWelcome(false);
    wasNew.current = isNew;
    if (!isNew) {
      setNames({ title: '', author: '' });
      setStep(1);
      setCompletion(null);
      setError(null);
    }
  }, [isNew]);

  if (!isNew) return null;

  /** The title and author typed here become the book's (an empty field keeps what it has). */
  const applyNames = async () => {
    const title = names.title.trim();
    const author = names.author.trim();
    if (!title && !author) return;
    await showIfFailed(
      workerApi().updateFrontmatter({
        ...(title ? { title } : {}),
        ...(author ? { author } : {}),
      }),
    );
  };

  const create = async () => {
    setError(null);
    setBusy('creating');
    try {
      await applyNames();
      const result = await createBookInProjectFolder({ resolveConflict });
      if (result.success) {
        if (result.method === 'file-system')
          setSavedAs({ fileName: result.fileName, at: new Date().toISOString() });
        setCompletion(result.method === 'file-system' ? 'saved_fs' : 'saved_download');
        setStep(2);
      } else if (result.reason === 'folder-cancelled') setError(t('new_book.folder_cancelled'));
      else if (result.reason === 'folder-failed') setError(t('new_book.folder_failed'));
      else if (result.reason === 'save-cancelled') setError(t('files.save_cancelled'));
      else if (result.reason === 'kept') setError(t('files.kept_existing'));
      else
        setError(
          result.detail
            ? t('files.save_failed_reason', {
                reason: t(`files.failure.${result.detail}`, { defaultValue: result.detail }),
              })
            : t('files.save_failed'),
        );
    } finally {
      setBusy(null);
    }
  };

  const open = async () => {
    setError(null);
    setBusy('opening');
    try {
      const result = await openBook((p) => setProgress(p));
      if (reportImport(result)) {
        markFirstVisitDone();
        setIsNew(false);
      }
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const finish = async () => {
    // The file was bound to this book by the worker when it was written; the toolbar learns it.
    if (savedAs) {
      takeOutcome({ kind: 'saved', target: 'file', ...savedAs });
      const state = await workerApi().bookFileState();
      if (state.success) {
        takeState(state.data);
        rememberLocation(state.data, 'create');
      }
    }
    if (completion) {
      // The spec's words, then what happened to the book in plain words (issue 24, item 8).
      const detail =
        completion === 'saved_fs' && savedAs
          ? ` ${t('new_book.saved_fs_detail', { fileName: savedAs.fileName })}`
          : '';
      push({
        level: completion === 'skipped' ? 'info' : 'success',
        message: t(`new_book.${completion}`) + detail,
      });
    }
    markFirstVisitDone();
    setIsNew(false);
    setReloadFlag(false);
    setSavedAs(null);
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className="new-book-overlay"
      aria-labelledby="new-book-title"
      onCancel={(e) => e.preventDefault()}
    >
      <div className="new-book-card">
        <svg className="new-book-logo" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="12" fill="currentColor" />
          <path d="M18 14h22l8 8v28H18z" fill="var(--color-surface)" />
        </svg>
        <h1 id="new-book-title">
          {welcome ? t('new_book.welcome_title') : t('new_book.dialog_label')}
        </h1>
        {step === 1 ? (
          <>
            {welcome && <p>{t('new_book.welcome_text')}</p>}
            <p>{t('new_book.step_1')}</p>
            <div className="new-book-fields">
              <label htmlFor={fieldIds.title}>{t('new_book.title_label')}</label>
              <input
                id={fieldIds.title}
                type="text"
                dir="auto"
                value={names.title}
                aria-describedby={fieldIds.hint}
                disabled={busy !== null}
                onChange={(e) => setNames((n) => ({ ...n, title: e.target.value }))}
              />
              <label htmlFor={fieldIds.author}>{t('new_book.author_label')}</label>
              <input
                id={fieldIds.author}
                type="text"
                dir="auto"
                value={names.author}
                disabled={busy !== null}
                onChange={(e) => setNames((n) => ({ ...n, author: e.target.value }))}
              />
              <p id={fieldIds.hint} className="new-book-hint">
                {t('new_book.names_hint')}
              </p>
            </div>
            <div className="button-row">
              <button
                type="button"
                className="button"
                onClick={() => void open()}
                disabled={busy !== null}
              >
                {t('new_book.open_book')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void create()}
                disabled={busy !== null}
              >
                {busy === 'creating' ? (
                  <>
                    <span className="spinner" aria-hidden="true" /> {t('new_book.saving')}
                  </>
                ) : (
                  t('new_book.create_book')
                )}
              </button>
            </div>
            <button
              type="button"
              className="link-button"
              disabled={busy !== null}
              onClick={() => {
                void applyNames();
                setCompletion('skipped');
                setStep(2);
              }}
            >
              {t('new_book.skip')}
            </button>
            {progress && <ImportProgressView progress={progress} />}
            {error && (
              <p role="alert" className="form-error">
                {error}
              </p>
            )}
          </>
        ) : (
          <>
            <p>{completion === 'skipped' ? t('new_book.skipped') : t('new_book.step_2')}</p>
            <button type="button" className="button button--primary" onClick={() => void finish()}>
              {t('new_book.continue')}
            </button>
          </>
        )}
        <p className="new-book-footer">
          <span>{t('new_book.copyright', { year: new Date().getFullYear() })}</span>{' '}
          <a href={SUITE_WEBSITE_URL} target="_blank" rel="noopener noreferrer">
            {t('new_book.website')}
          </a>
        </p>
      </div>
    </dialog>
  );
}

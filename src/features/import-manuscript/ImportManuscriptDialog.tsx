/**
 * File → Import manuscript… (issue 27): choose files or a folder (or drop them on the window),
 * see what will be created — the tree with its words, and every problem naming its file —
 * choose how files become pages and where they go, then import with progress and Cancel. The
 * worker does the reading and writing; nothing is written before Import, and a Cancel leaves
 * the book as it was.
 */
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ImportStructure,
  ImportTarget,
  ManuscriptImportPreview,
  ManuscriptImportProgress,
  ManuscriptImportReport,
  SelectedManuscriptFile,
} from '../../../workers/contract/manuscript-import';
import { formatNumber, isolateFor } from '../../i18n/format';
import { errorText } from '../../i18n/worker-messages';
import { asResultError } from '../../worker-client/failures';
import { ImportChoices } from './ImportChoices';
import { ImportPreviewTree } from './ImportPreviewTree';
import { ImportProblems } from './ImportProblems';
import { cancelImport, closeImport, previewImport, runImport } from './manuscript-import-calls';
import {
  canPickFolder,
  filesOfInput,
  MANUSCRIPT_ACCEPT,
  pickFolder,
} from './pick-manuscript-files';

type Stage = 'choose' | 'reading' | 'preview' | 'writing' | 'ended';

export interface ImportDialogProps {
  files: SelectedManuscriptFile[] | null;
  /** Over unsaved work, asks before the open book is replaced; false: the author stopped. */
  askBeforeReplacing: () => Promise<boolean>;
  /** After a new book replaced the open one: reports it across the reload. */
  onNewBook: (report: ManuscriptImportReport, title: string) => void;
  onImported: (report: ManuscriptImportReport, title: string) => void;
  onClose: () => void;
}

const failureText = (t: TFunction, error: unknown) => errorText(t, asResultError(error));

export function ImportManuscriptDialog(props: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  const iso = isolateFor(i18n.dir());
  const ref = useRef<HTMLDialogElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const id = useRef(crypto.randomUUID());
  const [stage, setStage] = useState<Stage>(props.files ? 'reading' : 'choose');
  const [structure, setStructure] = useState<ImportStructure>('file');
  const [target, setTarget] = useState<ImportTarget>('open-book');
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [title, setTitle] = useState('');
  const [preview, setPreview] = useState<ManuscriptImportPreview | null>(null);
  const [progress, setProgress] = useState<ManuscriptImportProgress | null>(null);
  const [report, setReport] = useState<ManuscriptImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (stage === 'ended') closeRef.current?.focus();
  }, [stage]);

  const read = async (files: SelectedManuscriptFile[] | null, how: ImportStructure) => {
    setStage('reading');
    setError(null);
    setCancelled(false);
    setProgress(null);
    try {
      const result = await previewImport(id.current, files, how, setProgress);
      if (!result) {
        setCancelled(true);
        setStage(files ? 'choose' : 'preview');
        return;
      }
      setPreview(result);
      setTitle((current) => current || result.title || t('manuscript_import.default_title'));
      setStage('preview');
    } catch (e) {
      setError(failureText(t, e));
      setStage('choose');
    }
  };

  // Files chosen before the dialog opened (a drop on the window) are read at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the files it opened with
  useEffect(() => {
    if (props.files) void read(props.files, structure);
  }, []);

  const close = () => {
    if (preview && stage !== 'ended') closeImport(id.current);
    ref.current?.close();
    props.onClose();
  };

  const chosen = (files: SelectedManuscriptFile[]) => {
    if (files.length > 0) void read(files, structure);
  };

  const chooseFolder = async () => {
    if (!canPickFolder()) {
      folderInput.current?.click();
      return;
    }
    const files = await pickFolder();
    if (files) chosen(files);
  };

  const restructure = (next: ImportStructure) => {
    setStructure(next);
    if (preview) void read(null, next);
  };

  const fatal = preview?.problems.some((p) => p.fatal) ?? false;
  const blocked = !preview || preview.pages === 0 || (allOrNothing && fatal);

  const start = async () => {
    if (!preview || blocked) return;
    const name = title.trim() || t('manuscript_import.default_title');
    if (target === 'new-book' && !(await props.askBeforeReplacing())) return;
    setStage('writing');
    setProgress(null);
    setError(null);
    try {
      const done = await runImport(id.current, { target, allOrNothing, title: name }, setProgress);
      setReport(done);
      setCancelled(!done.completed);
      setStage('ended');
      if (done.completed && target === 'new-book') props.onNewBook(done, name);
      else if (done.completed) props.onImported(done, name);
    } catch (e) {
      setError(failureText(t, e));
      setStage('ended');
    }
  };

  const progressText =
    stage === 'writing'
      ? t('manuscript_import.writing', {
          done: n(progress?.done ?? 0),
          total: n(progress?.total ?? preview?.pages ?? 0),
          words: n(progress?.words ?? 0),
        })
      : progress
        ? t('manuscript_import.reading', { done: n(progress.done), total: n(progress.total) })
        : t('manuscript_import.reading_start');

  return (
    <dialog
      ref={ref}
      className="dialog manuscript-import"
      aria-labelledby="manuscript-import-title"
      aria-busy={stage === 'reading' || stage === 'writing'}
      onCancel={(e) => {
        e.preventDefault();
        if (stage !== 'reading' && stage !== 'writing') close();
      }}
    >
      <h2 id="manuscript-import-title">{t('manuscript_import.title')}</h2>
      {stage === 'choose' && (
        <>
          <p>{t('manuscript_import.intro')}</p>
          <div className="button-row manuscript-import__pick">
            <button
              type="button"
              className="button button--primary"
              onClick={() => filesInput.current?.click()}
            >
              {t('manuscript_import.choose_files')}
            </button>
            <button type="button" className="button" onClick={() => void chooseFolder()}>
              {t('manuscript_import.choose_folder')}
            </button>
          </div>
          <p className="muted">{t('manuscript_import.drop_hint')}</p>
          <input
            ref={filesInput}
            type="file"
            multiple
            accept={MANUSCRIPT_ACCEPT}
            hidden
            aria-label={t('manuscript_import.choose_files')}
            onChange={(e) => chosen(filesOfInput(e.currentTarget.files))}
          />
          <input
            ref={(input) => {
              folderInput.current = input;
              input?.setAttribute('webkitdirectory', '');
            }}
            type="file"
            hidden
            aria-label={t('manuscript_import.choose_folder')}
            onChange={(e) => chosen(filesOfInput(e.currentTarget.files))}
          />
          {cancelled && <p role="status">{t('manuscript_import.reading_cancelled')}</p>}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="button-row">
            <button type="button" className="button" onClick={close}>
              {t('manuscript_import.close')}
            </button>
          </div>
        </>
      )}
      {(stage === 'reading' || stage === 'writing') && (
        <>
          <div className="manuscript-import__progress">
            <progress
              max={Math.max(progress?.total ?? 1, 1)}
              value={progress?.done ?? 0}
              aria-label={t(
                stage === 'writing'
                  ? 'manuscript_import.writing_label'
                  : 'manuscript_import.reading_label',
              )}
              aria-valuetext={progressText}
            />
            <p aria-live="polite">{progressText}</p>
          </div>
          <div className="button-row">
            <button type="button" className="button" onClick={() => cancelImport(id.current)}>
              {t('manuscript_import.cancel')}
            </button>
          </div>
        </>
      )}
      {/* Kept, hidden, once Import is pressed: its rows go when the dialog closes. */}
      {(stage === 'preview' || stage === 'writing' || stage === 'ended') && preview && (
        <div hidden={stage !== 'preview'}>
          <ImportChoices
            structure={structure}
            onStructure={restructure}
            target={target}
            onTarget={setTarget}
            title={title}
            onTitle={setTitle}
            allOrNothing={allOrNothing}
            onAllOrNothing={setAllOrNothing}
          />
          <p className="manuscript-import__summary" aria-live="polite">
            {t('manuscript_import.summary', {
              pages: n(preview.pages),
              folders: n(preview.folders),
              words: n(preview.words),
              files: n(preview.files),
            })}
          </p>
          <ImportPreviewTree
            title={title || t('manuscript_import.default_title')}
            nodes={preview.nodes}
          />
          <ImportProblems problems={preview.problems} />
          {preview.pages === 0 && (
            <p role="alert" className="form-error">
              {t('manuscript_import.nothing_to_import')}
            </p>
          )}
          {preview.pages > 0 && allOrNothing && fatal && (
            <p role="alert" className="form-error">
              {t('manuscript_import.blocked_all_or_nothing')}
            </p>
          )}
          {cancelled && <p role="status">{t('manuscript_import.reading_cancelled')}</p>}
          <div className="button-row">
            <button type="button" className="button" onClick={close}>
              {t('manuscript_import.close')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={blocked}
              onClick={() => void start()}
            >
              {t('manuscript_import.import')}
            </button>
          </div>
        </div>
      )}
      {stage === 'ended' && (
        <>
          {error ? (
            <p role="alert" className="form-error">
              {t('manuscript_import.failed', { reason: error })}
            </p>
          ) : cancelled || !report ? (
            <p role="status">{t('manuscript_import.cancelled')}</p>
          ) : (
            <>
              <p role="status">
                {t(
                  target === 'new-book'
                    ? 'manuscript_import.done_new_book'
                    : 'manuscript_import.done',
                  {
                    pages: n(report.pages),
                    words: n(report.words),
                    title: iso(title),
                  },
                )}
              </p>
              <ImportProblems problems={report.problems} />
            </>
          )}
          <div className="button-row">
            <button ref={closeRef} type="button" className="button button--primary" onClick={close}>
              {t('manuscript_import.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/**
 * The truth about saving, in the toolbar: where the last save went (the book file, or the
 * browser's private storage) and when; at once and until resolved, why the book file is not
 * being written or why changes are not being stored, with the action that fixes it. "All
 * changes saved" appears only after the worker read the book file back as written.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateStorageProblem, SaveFileProblem } from '../../../workers/contract/book-file';
import { isolateFor } from '../../i18n/format';
import { dirtyAtom } from '../../session/book-atoms';
import { contentSaveProblemAtom, retryFailedSaves } from '../../session/content-saver';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { autosaveStatusAtom } from './autosave/autosave-atoms';
import { permissionControlsAtom } from './FileServices';
import { saveReportAtom } from './save-report-atoms';
import { useBookFileActions } from './useBookFileActions';
import './save-indicator.css';
import { snakeCase } from '../../i18n/keys';
import { showIfFailed } from '../../worker-client/failures';

export function SaveIndicator() {
  const { t, i18n } = useTranslation();
  const report = useAtomValue(saveReportAtom);
  const dirty = useAtomValue(dirtyAtom);
  const storeProblem = useAtomValue(contentSaveProblemAtom);
  const privateProblem = usePrivateStorageProblem();
  const isolate = isolateFor(i18n.dir());
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(Date.parse(iso));

  if (storeProblem) {
    return (
      <div className="save-indicator save-indicator--error" role="alert">
        <span>{t('save_status.not_stored', { reason: storeProblem })}</span>
        <button type="button" className="toolbar-button" onClick={() => void retryFailedSaves()}>
          {t('save_status.try_again')}
        </button>
      </div>
    );
  }

  if (privateProblem) return <PrivateStorageAlert problem={privateProblem} />;

  if (report.problem) return <SaveProblemAlert problem={report.problem} />;

  const last = report.lastSave;
  let text: string;
  let detail = '';
  let state: 'saved' | 'unsaved' | 'not-saved-yet' | 'private';
  if (dirty) {
    text = t('toolbar.unsaved_changes');
    state = 'unsaved';
  } else if (last?.target === 'file') {
    text = t('toolbar.all_saved');
    detail = t('save_status.saved_to', { name: isolate(last.name), time: time(last.at) });
    state = 'saved';
  } else if (last?.target === 'opfs') {
    text = t('save_status.saved_private', { time: time(last.at) });
    detail = t('save_status.private_hint');
    state = 'private';
  } else {
    text = t('toolbar.not_saved_yet');
    state = 'not-saved-yet';
  }
  if (!detail && last && dirty)
    detail =
      last.target === 'file'
        ? t('save_status.saved_to', { name: isolate(last.name), time: time(last.at) })
        : t('save_status.saved_private', { time: time(last.at) });
  return (
    <output className={`save-indicator save-indicator--${state}`} aria-live="polite" title={detail}>
      {text}
      {detail && <span className="visually-hidden"> — {detail}</span>}
    </output>
  );
}

/**
 * Why the last auto-save failed when private storage refused it (the origin's quota reached,
 * the disk full, or any other refusal): asked of the worker when auto-save reports a failure,
 * gone with the next save that lands.
 */
function usePrivateStorageProblem(): PrivateStorageProblem | null {
  const failure = useAtomValue(autosaveStatusAtom).error?.reason ?? null;
  const [problem, setProblem] = useState<PrivateStorageProblem | null>(null);
  useEffect(() => {
    if (failure === null) {
      setProblem(null);
      return;
    }
    let current = true;
    void showIfFailed(workerApi().privateStorageProblem()).then((result) => {
      if (current) setProblem(result.success ? result.data : null);
    });
    return () => {
      current = false;
    };
  }, [failure]);
  return failure === null ? null : problem;
}

/** Auto-save could not write to private storage: what happened and what to do. */
function PrivateStorageAlert({ problem }: { problem: PrivateStorageProblem }) {
  const { t } = useTranslation();
  const actions = useBookFileActions();
  return (
    <div className="save-indicator save-indicator--error" role="alert">
      <span>{t(`save_status.private_${problem.kind}`)}</span>
      <button type="button" className="toolbar-button" onClick={actions.saveAs}>
        {t('toolbar.save_file_as')}
      </button>
    </div>
  );
}

/** Why the book file is not being written, with the action that fixes it. */
function SaveProblemAlert({ problem }: { problem: SaveFileProblem }) {
  const { t, i18n } = useTranslation();
  const report = useAtomValue(saveReportAtom);
  const permission = useAtomValue(permissionControlsAtom);
  // Only while a problem shows: the File actions subscribe to several book atoms.
  const actions = useBookFileActions();
  const isolate = isolateFor(i18n.dir());
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(Date.parse(iso));
  const where =
    report.lastSave?.target === 'opfs'
      ? t('save_status.kept_private', { time: time(report.lastSave.at) })
      : '';
  let reason: string;
  let action: { label: string; run: () => void };
  if (problem.kind === 'permission') {
    reason = t(`save_status.reason_permission_${problem.state}`);
    const variant = problem.state === 'denied' ? 'denied' : 'prompt';
    action = {
      label: t(`permissions.dialog.${variant}.action`),
      run: () => void permission?.recover(variant),
    };
  } else if (problem.kind === 'conflict') {
    reason = t(`save_status.reason_${snakeCase(problem.reason)}`);
    action = { label: t('toolbar.save_file'), run: actions.save };
  } else {
    reason = t(`files.failure.${problem.code}`);
    action =
      problem.code === 'permission_lost'
        ? {
            label: t('permissions.dialog.prompt.action'),
            run: () => void permission?.recover('prompt'),
          }
        : { label: t('toolbar.save_file_as'), run: actions.saveAs };
  }
  return (
    <div className="save-indicator save-indicator--error" role="alert">
      <span>
        {t('save_status.not_saved_to_file', { fileName: isolate(problem.fileName), reason })}{' '}
        {where}
      </span>
      <button type="button" className="toolbar-button" onClick={action.run}>
        {action.label}
      </button>
    </div>
  );
}

/**
 * The export dialog (File > Export to Markdown, EPUB, Word): the author's choices (remembered
 * per book), the file it will make, then a progress bar with Cancel while the worker writes it,
 * and how it ended. The book itself is never changed by an export.
 */

import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ExportChoices,
  ExportFormat,
  ExportOutcome,
  ExportPlan,
  ExportProgress,
  ExportTexts,
} from '../../../workers/contract/export';
import { formatNumber, isolateFor } from '../../i18n/format';
import { errorText } from '../../i18n/worker-messages';
import { unwrap, workerApi } from '../../worker-client/client';
import { ExportChoicesForm } from './ExportChoicesForm';
import { ExportOutcomeView, ExportProgressView } from './ExportStatus';
import { loadExportTexts } from './export-texts';
import { cancelExport, startExport } from './start-export';
import './export.css';
import type { TranslationKey } from '../../i18n/keys';
import { stringKeyed } from '../../i18n/keys';

export const TITLE_KEYS: Record<ExportFormat, TranslationKey> = {
  markdown: 'export.title_markdown',
  epub: 'export.title_epub',
  docx: 'export.title_docx',
  pdf: 'export.title_pdf',
};

type Stage = 'choose' | 'running' | 'ended';

/** A failed call's message in the author's language. */
function describeError(t: TFunction, e: unknown): string {
  const err = e as { code?: string; message?: string; params?: Record<string, string | number> };
  return errorText(t, {
    code: err.code ?? 'unknown',
    message: err.message ?? '',
    params: err.params,
  });
}

/** The dialog for `format` (loaded with its code only when File > Export… opens it). */
export function ExportDialog({ format, onClose }: { format: ExportFormat; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const iso = isolateFor(i18n.dir());
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const runId = useRef('');
  const [choices, setChoices] = useState<ExportChoices | null>(null);
  const [texts, setTexts] = useState<ExportTexts | null>(null);
  const [plan, setPlan] = useState<ExportPlan | null>(null);
  const [stage, setStage] = useState<Stage>('choose');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // The remembered choices and the words the worker prints.
  useEffect(() => {
    let live = true;
    const load = async () => {
      const remembered = unwrap(await workerApi().getExportChoices());
      return [remembered, await loadExportTexts(stringKeyed(t))] as const;
    };
    load()
      .then(([c, w]) => {
        if (!live) return;
        setChoices(c);
        setTexts(w);
      })
      .catch((e) => live && setError(describeError(t, e)));
    return () => {
      live = false;
    };
    // Again when the language changes: the printed words are the interface's.
  }, [t]);

  // What the export will make, again whenever the choices change.
  useEffect(() => {
    if (!choices || !texts) return;
    let live = true;
    setPlan(null);
    workerApi()
      .planExport({ format, choices, texts, language })
      .then((result) => live && setPlan(unwrap(result)))
      .catch((e) => live && setError(describeError(t, e)));
    return () => {
      live = false;
    };
  }, [format, choices, texts, language, t]);

  useEffect(() => {
    if (stage === 'ended') closeRef.current?.focus();
  }, [stage]);

  const close = () => {
    ref.current?.close();
    onClose();
  };

  const run = async () => {
    if (!plan || !choices || !texts) return;
    const id = crypto.randomUUID();
    runId.current = id;
    setProgress(null);
    setOutcome(null);
    setError(null);
    setStage('running');
    try {
      const result = await startExport({
        format,
        choices,
        plan,
        texts,
        language,
        id,
        onProgress: (p) => {
          if (runId.current === id) setProgress(p);
        },
      });
      if (result.kind === 'dismissed') {
        setStage('choose');
        return;
      }
      setOutcome(result);
    } catch (e) {
      setError(describeError(t, e));
    }
    setStage('ended');
  };

  const title = t(TITLE_KEYS[format]);
  return (
    <dialog
      ref={ref}
      className="dialog export-dialog"
      aria-labelledby="export-dialog-title"
      aria-busy={stage === 'running'}
      onCancel={(e) => {
        e.preventDefault();
        if (stage !== 'running') close();
      }}
    >
      <h2 id="export-dialog-title">{title}</h2>
      {stage === 'choose' && (
        <>
          {choices ? (
            <ExportChoicesForm format={format} choices={choices} onChange={setChoices} />
          ) : (
            !error && <p className="muted">{t('app.loading')}</p>
          )}
          <p className="export-dialog__file" aria-live="polite">
            {plan
              ? t('export.file_summary', {
                  file: iso(plan.fileName),
                  parts: formatNumber(language, plan.partCount),
                })
              : choices && !error && t('export.planning')}
          </p>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="button-row">
            <button type="button" className="button" onClick={close}>
              {t('export.close')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!plan}
              onClick={() => void run()}
            >
              {t('export.export')}
            </button>
          </div>
        </>
      )}
      {stage === 'running' && (
        <>
          <ExportProgressView progress={progress} />
          <div className="button-row">
            <button
              type="button"
              className="button"
              // Saving replaces the file in one step: nothing is left to stop.
              disabled={progress?.phase === 'save'}
              onClick={() => void cancelExport(runId.current)}
            >
              {t('export.cancel')}
            </button>
          </div>
        </>
      )}
      {stage === 'ended' && (
        <>
          <ExportOutcomeView outcome={outcome} error={error} />
          <div className="button-row">
            {outcome?.kind === 'failed' &&
              outcome.reason === 'typesetter_offline' &&
              outcome.detail === 'manuscript' &&
              choices && (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setChoices({ ...choices, pdf: { ...choices.pdf, kind: 'manuscript' } });
                    setOutcome(null);
                    setStage('choose');
                  }}
                >
                  {t('export.offer_manuscript')}
                </button>
              )}
            <button ref={closeRef} type="button" className="button button--primary" onClick={close}>
              {t('export.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

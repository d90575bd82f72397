/** The running export's bar and Cancel, and how it ended: done (the file), cancelled, failed. */
import { useTranslation } from 'react-i18next';
import type { ExportOutcome, ExportProgress } from '../../../workers/contract/export';
import { formatNumber, isolateFor } from '../../i18n/format';

export function ExportProgressView({ progress }: { progress: ExportProgress | null }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  const phase = progress?.phase ?? 'assemble';
  const total = Math.max(progress?.total ?? 1, 1);
  const done = Math.min(progress?.done ?? 0, total);
  const counts = { done: n(done), total: n(total) };
  const text =
    phase === 'write'
      ? t('export.progress_write', counts)
      : phase === 'prepare'
        ? t('export.progress_prepare', counts)
        : phase === 'typeset'
          ? t('export.progress_typeset', counts)
          : t(phase === 'save' ? 'export.progress_save' : 'export.progress_assemble');
  // One volume is set in one step of unknown length: the bar moves without a value.
  const indeterminate = phase === 'typeset' && total === 1 && done === 0;
  return (
    <div className="export-dialog__progress">
      <progress
        max={total}
        value={indeterminate ? undefined : phase === 'assemble' ? 0 : done}
        aria-label={t('export.progress_label')}
        aria-valuetext={text}
      />
      <p aria-live="polite">{text}</p>
    </div>
  );
}

/** How the export ended, in words (an unexpected failure's message in `error`). */
export function ExportOutcomeView({
  outcome,
  error,
}: {
  outcome: ExportOutcome | null;
  error: string | null;
}) {
  const { t, i18n } = useTranslation();
  const iso = isolateFor(i18n.dir());
  if (error) {
    return (
      <p role="alert" className="form-error">
        {t('export.failed')} {error} {t('export.book_unchanged')}
      </p>
    );
  }
  if (!outcome) return null;
  if (outcome.kind === 'cancelled') return <p role="status">{t('export.cancelled')}</p>;
  if (outcome.kind === 'failed') {
    const reason = t(`export.failed_${outcome.reason}`, { detail: outcome.detail || '—' });
    return (
      <p role="alert" className="form-error">
        {t('export.failed')} {reason} {t('export.book_unchanged')}
      </p>
    );
  }
  const missing = outcome.result.missingImages.length;
  return (
    <div role="status">
      <p>{t('export.done', { file: iso(outcome.result.fileName) })}</p>
      {missing > 0 && (
        <p>{t('export.missing_images', { count: formatNumber(i18n.language, missing) })}</p>
      )}
    </div>
  );
}

/** The import's progress bar and status line. */
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from '../../../workers/contract/import';
import { bookPartsText } from '../../i18n/worker-messages';

export function ImportProgressView({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation();
  // The part of the book being read, never a table's name.
  const part = progress.table ? bookPartsText(t, [progress.table]) : '';
  const phase = t(`import.phase_${progress.phase}`, { table: part });
  const max = Math.max(progress.total, 1);
  return (
    <div className="import-progress">
      <progress
        max={max}
        value={Math.min(progress.done, max)}
        aria-label={t('new_book.progress')}
      />
      <p aria-live="polite">
        {t('import.status', { phase, done: progress.done, total: progress.total })}
      </p>
    </div>
  );
}

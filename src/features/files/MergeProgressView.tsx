/** The progress of merging another copy of the book (Open file → Merge into this book), with Cancel. */
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { mergeProgressAtom } from './file-atoms';

export function MergeProgressView() {
  const { t } = useTranslation();
  const progress = useAtomValue(mergeProgressAtom);
  if (!progress) return null;
  const max = Math.max(progress.total, 1);
  return (
    <div className="file-progress-card">
      <div className="import-progress">
        <progress
          max={max}
          value={Math.min(progress.done, max)}
          aria-label={t('files.merge.progress_label')}
        />
        <p aria-live="polite">
          {t('files.merge.progress', { done: progress.done, total: progress.total })}
        </p>
        <button type="button" onClick={progress.cancel}>
          {t('files.merge.cancel')}
        </button>
      </div>
    </div>
  );
}

/** Targets and analytics at a glance: the book's words against the total-words target. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookMetrics } from '../../../workers/contract/records';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { changeTickAtom, totalWordsAtom } from '../book/book-atoms';

export function TargetsSummary() {
  const { t, i18n } = useTranslation();
  const total = useAtomValue(totalWordsAtom);
  const tick = useAtomValue(changeTickAtom);
  const [metrics, setMetrics] = useState<BookMetrics | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the book changes.
  useEffect(() => {
    let live = true;
    void workerApi()
      .fetchOne('book_metrics', 1)
      .then((r) => {
        if (live && r.success && r.data) setMetrics(r.data.metrics as BookMetrics);
      });
    return () => {
      live = false;
    };
  }, [tick]);

  const fmt = new Intl.NumberFormat(i18n.language);
  const target = metrics?.total_words_target;
  const percent =
    target && target.value > 0 ? Math.min(100, Math.round((total / target.value) * 100)) : 0;
  return (
    <div className="targets-summary">
      <p>
        {t('targets.total_progress', {
          words: fmt.format(total),
          target: fmt.format(target?.value ?? 0),
        })}
      </p>
      <progress max={100} value={percent} aria-label={t('targets.progress_label')} />
      <p className="muted">
        {target?.is_active ? t('targets.active') : t('targets.inactive')} ·{' '}
        {t('targets.streak', { days: metrics?.writing_streak_days ?? 1 })}
      </p>
    </div>
  );
}

/** Targets and analytics: progress, the total and daily targets, and the words widget's setup. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookMetrics } from '../../../workers/contract/records';
import { formatNumber } from '../../i18n/format';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { bookMetricsAtom, bookTotalsAtom, updateMetricsAtom } from './metrics-atoms';

function TargetRow({
  label,
  target,
  onChange,
}: {
  label: string;
  target: { value: number; is_active: boolean };
  onChange: (t: { value: number; is_active: boolean }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="target-row">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={1}
        value={target.value}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value, 10);
          if (Number.isFinite(n) && n > 0) onChange({ ...target, value: n });
        }}
      />
      <label className="radio">
        <input
          type="checkbox"
          checked={target.is_active}
          onChange={(e) => onChange({ ...target, is_active: e.target.checked })}
        />
        <span>{t('targets.target_active')}</span>
      </label>
    </div>
  );
}

export function TargetsSummary() {
  const { t, i18n } = useTranslation();
  const metrics = useAtomValue(bookMetricsAtom);
  const totals = useAtomValue(bookTotalsAtom);
  const update = useSetAtom(updateMetricsAtom);
  const unitHintId = useId();
  if (!metrics) return <p className="muted">{t('app.loading')}</p>;
  const fmt = { format: (n: number) => formatNumber(i18n.language, n) };
  const total = totals?.words ?? 0;
  const target = metrics.total_words_target;
  const percent = target.value > 0 ? Math.min(100, Math.round((total / target.value) * 100)) : 0;
  const widget = metrics.metrics_widgets.words_count;
  const setWidget = (change: Partial<BookMetrics['metrics_widgets']['words_count']>) =>
    void update((m) => ({
      ...m,
      metrics_widgets: {
        ...m.metrics_widgets,
        words_count: { ...m.metrics_widgets.words_count, ...change },
      },
    }));

  return (
    <div className="targets-summary">
      <p>
        {t('targets.total_progress', {
          words: fmt.format(total),
          target: fmt.format(target.value),
        })}
      </p>
      <progress max={100} value={percent} aria-label={t('targets.progress_label')} />
      <p className="muted">{t('targets.streak', { days: metrics.writing_streak_days })}</p>
      <TargetRow
        label={t('targets.total_target')}
        target={target}
        onChange={(next) => void update((m) => ({ ...m, total_words_target: next }))}
      />
      <TargetRow
        label={t('targets.daily_target')}
        target={metrics.daily_words_target}
        onChange={(next) =>
          void update((m) => ({ ...m, daily_words_target: { ...m.daily_words_target, ...next } }))
        }
      />
      <fieldset className="field-group">
        <legend>{t('targets.widget')}</legend>
        <label className="radio">
          <input
            type="checkbox"
            checked={widget.is_active}
            onChange={(e) => setWidget({ is_active: e.target.checked })}
          />
          <span>{t('targets.widget_show')}</span>
        </label>
        <label className="field">
          <span>{t('targets.widget_position')}</span>
          <select
            value={widget.position}
            onChange={(e) =>
              setWidget({ position: e.target.value === 'bottom' ? 'bottom' : 'top' })
            }
          >
            <option value="top">{t('targets.widget_top')}</option>
            <option value="bottom">{t('targets.widget_bottom')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('targets.widget_count')}</span>
          <select
            value={widget.daily ? 'daily' : 'total'}
            onChange={(e) => setWidget({ daily: e.target.value === 'daily' })}
          >
            <option value="daily">{t('targets.widget_daily')}</option>
            <option value="total">{t('targets.widget_total')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('targets.widget_unit')}</span>
          <select
            value={widget.unit ?? 'words'}
            disabled={widget.daily}
            aria-describedby={widget.daily ? unitHintId : undefined}
            onChange={(e) => setWidget({ unit: e.target.value as typeof widget.unit })}
          >
            <option value="words">{t('targets.unit_words')}</option>
            <option value="characters">{t('targets.unit_characters')}</option>
            <option value="characters_no_spaces">{t('targets.unit_characters_no_spaces')}</option>
          </select>
          {widget.daily && (
            <small id={unitHintId} className="muted">
              {t('targets.unit_daily_hint')}
            </small>
          )}
        </label>
      </fieldset>
    </div>
  );
}

/**
 * Targets and analytics in the Tools panel, compact: today against the daily target, the total
 * against its target, the pace a completion date needs, the streak, the targets' Active
 * switches, a link to the Goals screen (settings and history), and the words widget's setup.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookMetrics } from '../../../workers/contract/records';
import { formatNumber } from '../../i18n/format';
import { bookMetricsAtom, updateMetricsAtom } from '../../session/book-metrics';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { paceNeeded } from './goal-math';
import { paceText } from './goal-texts';
import { useGoalFigures } from './useGoals';
import './goals.css';

/** A target's name and its Active switch, grouped so the switch is announced with the name. */
function ActiveRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="target-switch">
      <legend>{label}</legend>
      <label className="radio">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{t('targets.target_active')}</span>
      </label>
    </fieldset>
  );
}

export function TargetsSummary() {
  const { t, i18n } = useTranslation();
  const metrics = useAtomValue(bookMetricsAtom);
  const update = useSetAtom(updateMetricsAtom);
  const figures = useGoalFigures(metrics);
  const unitHintId = useId();
  if (!metrics) return <p className="muted">{t('app.loading')}</p>;
  const n = (v: number) => formatNumber(i18n.language, v);
  const { total, written, today, streak } = figures;
  const target = metrics.total_words_target;
  const daily = metrics.daily_words_target;
  const completion = metrics.completion_date_target;
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
      <p>{t('targets.total_progress', { words: n(total), target: n(target.value) })}</p>
      <progress max={100} value={percent} aria-label={t('targets.progress_label')} />
      <p>
        {daily.is_active
          ? t('goals.today_of', { words: n(written), target: n(daily.value) })
          : t('goals.today_words', { words: n(written) })}
      </p>
      {completion.is_active && (
        <p>
          {paceText(
            t,
            i18n.language,
            paceNeeded({ total, target: target.value, date: completion.date, today }),
            completion.date,
          )}
        </p>
      )}
      <p className="muted">{t('targets.streak', { days: n(streak) })}</p>
      <ActiveRow
        label={t('targets.total_target')}
        checked={target.is_active}
        onChange={(is_active) =>
          void update((m) => ({ ...m, total_words_target: { ...m.total_words_target, is_active } }))
        }
      />
      <ActiveRow
        label={t('targets.daily_target')}
        checked={daily.is_active}
        onChange={(is_active) =>
          void update((m) => ({ ...m, daily_words_target: { ...m.daily_words_target, is_active } }))
        }
      />
      <p>
        <Link to="/misc/goals">{t('goals.open_goals')}</Link>
      </p>
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

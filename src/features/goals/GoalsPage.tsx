/**
 * Goals (route /misc/goals): where the book stands today — words today against the daily
 * target, the total against its target, the pace a completion date needs, the streak — the
 * goal settings, and the history the worker keeps: words per day (30 days), per week and per
 * month, and a year of writing days. Every chart has its table for screen readers.
 */
import { useTranslation } from 'react-i18next';
import type { BookMetrics } from '../../../workers/contract/records';
import { formatNumber } from '../../i18n/format';
import { bookMetricsAtom } from '../../session/book-metrics';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { BarChart } from './BarChart';
import { formatDateKey } from './date-labels';
import { GoalSettings } from './GoalSettings';
import { lastDays, lastMonths, lastWeeks, paceNeeded } from './goal-math';
import { paceText } from './goal-texts';
import { useGoalFigures, useLocalToday } from './useGoals';
import { YearHeatmap } from './YearHeatmap';
import './goals.css';

export function GoalsPage() {
  const { t, i18n } = useTranslation();
  const metrics = useAtomValue(bookMetricsAtom);
  // Read again on opening and at midnight: the saves keep the history without telling screens.
  const day = useLocalToday();
  const stored = useWorkerQuery(() => workerApi().getBookMetrics(), [day], ['book_metrics']);
  const history = (stored.data as BookMetrics | null)?.record_metrics;
  const figures = useGoalFigures(metrics, history);
  const lang = i18n.language;
  const n = (v: number) => formatNumber(lang, v);

  if (!metrics) {
    return (
      <article className="section-page goals-page">
        <h1>{t('routes.goals')}</h1>
        <p className="muted">{t('app.loading')}</p>
      </article>
    );
  }

  const { today, written, total, records, streak } = figures;
  const daily = metrics.daily_words_target;
  const totalTarget = metrics.total_words_target;
  const completion = metrics.completion_date_target;
  const pace = paceNeeded({ total, target: totalTarget.value, date: completion.date, today });
  const percent =
    totalTarget.value > 0 ? Math.min(100, Math.round((total / totalTarget.value) * 100)) : 0;
  const previous = [...records.daily].reverse().find((d) => d.date < today);
  const days = lastDays(records.daily, today, 30);
  const weeks = lastWeeks(records, today, 12);
  const months = lastMonths(records, today, 12);

  return (
    <article className="section-page section-page--wide goals-page">
      <h1>{t('routes.goals')}</h1>
      <section aria-labelledby="goals-now" className="goals-now">
        <h2 id="goals-now">{t('goals.now')}</h2>
        <dl className="goal-stats">
          <div>
            <dt>{t('goals.today')}</dt>
            <dd>
              <strong className="goal-stats__figure">{n(written)}</strong>
              {daily.is_active && (
                <span>{t('goals.daily_target_is', { target: n(daily.value) })}</span>
              )}
              <small className="muted">{formatDateKey(lang, today, 'weekday')}</small>
              <small className="muted">
                {previous
                  ? t('goals.previous_day', {
                      words: n(previous.written),
                      date: formatDateKey(lang, previous.date, 'day'),
                    })
                  : t('goals.no_previous')}
              </small>
            </dd>
          </div>
          <div>
            <dt>{t('targets.total_target')}</dt>
            <dd>
              <span>
                {t('targets.total_progress', { words: n(total), target: n(totalTarget.value) })}
              </span>
              <progress max={100} value={percent} aria-label={t('targets.progress_label')} />
              {!totalTarget.is_active && <small className="muted">{t('targets.inactive')}</small>}
            </dd>
          </div>
          <div>
            <dt>{t('goals.completion_target')}</dt>
            <dd>
              <span>
                {completion.is_active
                  ? paceText(t, lang, pace, completion.date)
                  : t('goals.completion_off')}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('goals.streak_title')}</dt>
            <dd>
              <strong className="goal-stats__figure">{n(streak)}</strong>
              <small className="muted">
                {daily.is_active
                  ? t('goals.streak_rule_target', { words: n(daily.value) })
                  : t('goals.streak_rule_any')}
              </small>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="goals-settings">
        <h2 id="goals-settings">{t('goals.settings')}</h2>
        <GoalSettings metrics={metrics} />
      </section>
      <section aria-labelledby="goals-history">
        <h2 id="goals-history">{t('goals.history')}</h2>
        <p className="muted">{t('goals.history_intro')}</p>
        <div className="goal-charts">
          <BarChart
            title={t('goals.per_day')}
            periodLabel={t('goals.day')}
            bars={days}
            shortLabel={(k) => formatDateKey(lang, k, 'day')}
            fullLabel={(k) => formatDateKey(lang, k, 'weekday')}
            labelEvery={7}
            target={daily.is_active ? daily.value : null}
            currentKey={today}
          />
          <BarChart
            title={t('goals.per_week')}
            periodLabel={t('goals.week')}
            bars={weeks}
            shortLabel={(k) => formatDateKey(lang, k, 'day')}
            fullLabel={(k) => t('goals.week_of', { date: formatDateKey(lang, k, 'long') })}
            labelEvery={2}
            currentKey={weeks.at(-1)?.key}
          />
          <BarChart
            title={t('goals.per_month')}
            periodLabel={t('goals.month')}
            bars={months}
            shortLabel={(k) => formatDateKey(lang, k, 'monthShort')}
            fullLabel={(k) => formatDateKey(lang, k, 'month')}
            labelEvery={1}
            currentKey={months.at(-1)?.key}
          />
          <YearHeatmap daily={records.daily} today={today} target={daily} />
        </div>
      </section>
    </article>
  );
}

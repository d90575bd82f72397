/**
 * The year of writing days: 53 weeks of days (Monday first), each shaded by the words written
 * against the daily target, in plain SVG. Behind it a table per month (days written, days
 * counted for the streak, words) for screen readers, shown with a toggle. Mirrored right to
 * left in Arabic and Persian.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyRecord, DailyTarget } from '../../../workers/contract/goals';
import { formatNumber } from '../../i18n/format';
import { formatDateKey } from './date-labels';
import { monthSummaries, yearCells } from './goal-math';

const CELL = 12;
const STEP = 15;
const LABELS = 60;
const HEAD = 18;
const WEEKS = 53;
const W = LABELS + WEEKS * STEP;
const H = HEAD + 7 * STEP;

export function YearHeatmap({
  daily,
  today,
  target,
}: {
  daily: readonly DailyRecord[];
  today: string;
  target: DailyTarget;
}) {
  const { t, i18n } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const headingId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const lang = i18n.language;
  const scroller = useRef<HTMLElement>(null);
  // Where the year does not fit, it scrolls, showing the newest weeks first.
  useEffect(() => {
    const el = scroller.current;
    if (el && el.scrollWidth > el.clientWidth)
      el.scrollLeft = rtl ? -el.scrollWidth : el.scrollWidth;
  }, [rtl]);
  const cells = useMemo(() => yearCells(daily, today, target), [daily, today, target]);
  const months = useMemo(() => monthSummaries(cells, target), [cells, target]);
  const fmt = (v: number) => formatNumber(lang, v);
  const colX = (week: number) => (rtl ? W - LABELS - (week + 1) * STEP : LABELS + week * STEP);
  const weekdayName = (row: number) =>
    // 2024-01-01 was a Monday.
    new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + row),
    );
  // The month names over the columns where a month begins (not in the last, cut-off column).
  const monthStarts = cells.filter((c) => c.date.endsWith('-01') && c.week < WEEKS - 1);
  const writingDays = cells.filter((c) => c.written > 0).length;

  return (
    <figure className="goal-chart goal-heatmap" aria-labelledby={headingId}>
      <figcaption className="goal-chart__head">
        <h3 id={headingId}>{t('goals.heatmap_title')}</h3>
        <span className="muted">{t('goals.heatmap_days', { days: fmt(writingDays) })}</span>
        <button
          type="button"
          className="button goal-chart__toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? t('goals.hide_table') : t('goals.show_table')}
        </button>
      </figcaption>
      <section
        ref={scroller}
        className="goal-heatmap__scroll"
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: where the year scrolls, the keyboard must reach it
        tabIndex={0}
      >
        <svg
          className="goal-chart__svg goal-heatmap__svg"
          viewBox={`0 0 ${W} ${H}`}
          aria-hidden="true"
          focusable="false"
          direction="ltr"
        >
          {monthStarts.map((c) => (
            <text
              key={c.date}
              className="goal-chart__label"
              x={colX(c.week) + (rtl ? CELL : 0)}
              y={12}
              textAnchor={rtl ? 'end' : 'start'}
            >
              {formatDateKey(lang, c.date, 'monthShort')}
            </text>
          ))}
          {[0, 2, 4].map((row) => (
            <text
              key={row}
              className="goal-chart__label"
              x={rtl ? W - LABELS + 4 : LABELS - 4}
              y={HEAD + row * STEP + CELL - 2}
              textAnchor={rtl ? 'start' : 'end'}
            >
              {weekdayName(row)}
            </text>
          ))}
          {cells.map((c) => (
            <rect
              key={c.date}
              className={`goal-heat goal-heat--${c.level}${c.date === today ? ' is-current' : ''}`}
              x={colX(c.week)}
              y={HEAD + c.weekday * STEP}
              width={CELL}
              height={CELL}
              rx={2}
            >
              <title>{`${formatDateKey(lang, c.date, 'long')}: ${fmt(c.written)}`}</title>
            </rect>
          ))}
        </svg>
      </section>
      <p className="goal-heatmap__legend muted" aria-hidden="true">
        <span>{t('goals.heat_less')}</span>
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={`goal-heat-key goal-heat--${level}`} />
        ))}
        <span>{t('goals.heat_more')}</span>
      </p>
      <div id={tableId} className={showTable ? 'goal-chart__table' : 'visually-hidden'}>
        <table>
          <caption>{t('goals.heatmap_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('goals.month')}</th>
              <th scope="col">{t('goals.writing_days')}</th>
              <th scope="col">{t('goals.target_days')}</th>
              <th scope="col">{t('goals.words_written')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.key}>
                <th scope="row">{formatDateKey(lang, m.key, 'month')}</th>
                <td>{fmt(m.writingDays)}</td>
                <td>{fmt(m.targetDays)}</td>
                <td>{fmt(m.written)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * A bar chart of words written (plain SVG, theme colours from CSS), with a real table of the
 * same figures behind it: visually hidden for screen readers, shown with a toggle. In a
 * right-to-left language time runs from right to left and the scale stands on the right.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { Bar } from './goal-math';
import { useElementWidth } from './useElementWidth';

const H = 200;
const TOP = 14;
const BOTTOM = 26;
const SCALE = 52;
const EDGE = 24;

/** A round ceiling for the scale: 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

export interface BarChartProps {
  title: string;
  /** Column heading of the table's first column (Day, Week, Month). */
  periodLabel: string;
  bars: readonly Bar[];
  /** The label under a bar (short) and in the table (full). */
  shortLabel: (key: string) => string;
  fullLabel: (key: string) => string;
  /** Show a label under every n-th bar (counted from the newest). */
  labelEvery?: number;
  /** A line for the target, when one is set. */
  target?: number | null;
  /** The bar drawn as the current one (today, this week, this month). */
  currentKey?: string | undefined;
}

export function BarChart({
  title,
  periodLabel,
  bars,
  shortLabel,
  fullLabel,
  labelEvery = 1,
  target = null,
  currentKey,
}: BarChartProps) {
  const { t, i18n } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const headingId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  // Drawn at the width it is shown (at least 300 units): text keeps its size on any screen.
  const W = Math.max(300, useElementWidth(box, 640));
  const n = Math.max(1, bars.length);
  const max = niceCeiling(Math.max(target ?? 0, ...bars.map((b) => b.written)));
  const x0 = rtl ? EDGE : SCALE;
  const x1 = rtl ? W - SCALE : W - EDGE;
  const slot = (x1 - x0) / n;
  const gap = Math.min(6, slot * 0.2);
  const plot = H - TOP - BOTTOM;
  const y = (v: number) => TOP + plot - (v / max) * plot;
  const barX = (i: number) => (rtl ? x1 - (i + 1) * slot : x0 + i * slot) + gap / 2;
  const fmt = (v: number) => formatNumber(i18n.language, v);
  const scaleX = rtl ? W - SCALE + 6 : SCALE - 6;
  const total = bars.reduce((sum, b) => sum + b.written, 0);

  return (
    <figure className="goal-chart" aria-labelledby={headingId}>
      <figcaption className="goal-chart__head">
        <h3 id={headingId}>{title}</h3>
        <span className="muted">{t('goals.chart_total', { words: fmt(total) })}</span>
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
      <div ref={box} className="goal-chart__box">
        <svg
          className="goal-chart__svg"
          viewBox={`0 0 ${W} ${H}`}
          aria-hidden="true"
          focusable="false"
          direction="ltr"
        >
          {[0, max / 2, max].map((v) => (
            <g key={v}>
              <line className="goal-chart__grid" x1={x0} x2={x1} y1={y(v)} y2={y(v)} />
              <text
                className="goal-chart__scale"
                x={scaleX}
                y={y(v) + 4}
                textAnchor={rtl ? 'start' : 'end'}
              >
                {fmt(v)}
              </text>
            </g>
          ))}
          {bars.map((b, i) => {
            const h = (b.written / max) * plot;
            const fromNewest = bars.length - 1 - i;
            return (
              <g key={b.key}>
                <rect
                  className={
                    b.key === currentKey ? 'goal-chart__bar is-current' : 'goal-chart__bar'
                  }
                  x={barX(i)}
                  y={TOP + plot - h}
                  width={Math.max(1, slot - gap)}
                  height={h}
                  rx={2}
                >
                  <title>{`${fullLabel(b.key)}: ${fmt(b.written)}`}</title>
                </rect>
                {fromNewest % Math.max(labelEvery, Math.ceil(56 / slot)) === 0 && (
                  <text
                    className="goal-chart__label"
                    x={barX(i) + (slot - gap) / 2}
                    y={H - 8}
                    textAnchor="middle"
                  >
                    {shortLabel(b.key)}
                  </text>
                )}
              </g>
            );
          })}
          {target != null && target > 0 && (
            <line className="goal-chart__target" x1={x0} x2={x1} y1={y(target)} y2={y(target)} />
          )}
        </svg>
      </div>
      {target != null && target > 0 && (
        <p className="goal-chart__legend muted">
          <span className="goal-chart__target-key" aria-hidden="true" />
          {t('goals.target_line', { words: fmt(target) })}
        </p>
      )}
      <div id={tableId} className={showTable ? 'goal-chart__table' : 'visually-hidden'}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              <th scope="col">{t('goals.words_written')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">{fullLabel(b.key)}</th>
                <td>{fmt(b.written)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

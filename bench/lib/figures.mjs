/**
 * A figure is one number a scenario reports, checked against bench/budgets.json by its id:
 * { id, scenario, label, unit, value, app, baseline, ratio, samples, budget, pass, note }.
 * `value` is what the budget judges (a ratio, milliseconds or bytes).
 */
import { readFileSync } from 'node:fs';
import { BUDGETS_FILE } from './paths.mjs';
import { median, round } from './stats.mjs';

export function loadBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')).figures;
}

/** Builds a figure from per-run app and baseline samples. */
export function figure({
  id,
  scenario,
  label,
  unit = 'ms',
  app = null,
  baseline = null,
  value,
  ratioOf = null,
  note = null,
  extra = undefined,
}) {
  const appMedian = Array.isArray(app) ? median(app) : app;
  const baseMedian = Array.isArray(baseline) ? median(baseline) : baseline;
  let v = value;
  if (v === undefined && ratioOf === 'baseline/app') v = baseMedian / appMedian;
  if (v === undefined && ratioOf === 'app/baseline') v = appMedian / baseMedian;
  if (v === undefined) v = appMedian;
  return {
    id,
    scenario,
    label,
    unit,
    app: round(appMedian, 2),
    baseline: round(baseMedian, 2),
    value: typeof v === 'number' ? round(v, 3) : v,
    ratio: ratioOf,
    samples: {
      app: Array.isArray(app) ? app.map((x) => round(x, 2)) : undefined,
      baseline: Array.isArray(baseline) ? baseline.map((x) => round(x, 2)) : undefined,
    },
    note,
    ...(extra ? { extra } : {}),
  };
}

/** A figure for a feature that has not landed. */
export const notAvailable = (id, scenario, label, note, unit = null) => ({
  id,
  scenario,
  label,
  unit,
  app: null,
  baseline: null,
  value: 'not available',
  ratio: null,
  note,
  available: false,
});

/** Adds budget and pass to every figure. */
export function judge(figures, budgets) {
  return figures.map((f) => {
    const budget = budgets[f.id] ?? null;
    let pass = null;
    if (budget && f.available !== false && f.value !== null && f.value !== undefined) {
      if ('min' in budget) pass = f.value >= budget.min;
      else if ('max' in budget) pass = f.value <= budget.max;
      else if ('equals' in budget) pass = f.value === budget.equals;
    }
    return { ...f, budget, pass };
  });
}

const limitText = (n, unit) => {
  if (unit === 'bytes') return n >= 1e8 ? `${n / 1e6} MB` : `${(n / 1024).toFixed(0)} KiB`;
  return unit === 'ms' ? `${n} ms` : String(n);
};

export const budgetText = (b, unit) => {
  if (!b) return '';
  if ('min' in b) return `≥ ${limitText(b.min, unit)}`;
  if ('max' in b) return `≤ ${limitText(b.max, unit)}`;
  return `= ${b.equals}`;
};

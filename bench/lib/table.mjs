/** The console table of a run. */
import { budgetText } from './figures.mjs';

const fmt = (v, unit) => {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'number') return String(v);
  if (unit === 'bytes' && v >= 1e8) return `${(v / 1e6).toFixed(0)} MB`;
  if (unit === 'bytes') return `${(v / 1024).toFixed(1)} KiB`;
  if (unit === 'ms') return `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} ms`;
  if (unit === 'count') return String(v);
  return v.toFixed(2);
};

/** The value column: ratios bare, absolute figures with their unit. */
const valueText = (f) => {
  if (f.available === false) return 'not available';
  if (typeof f.value === 'boolean') return f.value ? 'yes' : 'no';
  return f.ratio ? `${f.value.toFixed(2)}×` : fmt(f.value, f.unit);
};

export function rows(figures) {
  return figures.map((f) => [
    f.id,
    f.label,
    f.available === false ? '' : fmt(f.app, f.unit),
    f.available === false ? '' : fmt(f.baseline, f.unit),
    valueText(f),
    budgetText(f.budget, f.ratio ? null : f.unit),
    f.pass === null || f.pass === undefined ? '' : f.pass ? 'pass' : 'MISS',
  ]);
}

export const HEADER = ['Figure', 'What', 'App', 'Baseline', 'Value', 'Budget', 'Pass'];

export function printTable(figures, write = console.log) {
  const all = [HEADER, ...rows(figures)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  write(line(HEADER));
  write(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) write(line(r));
}

/** The same table as Markdown (for the README). */
export function markdownTable(figures) {
  const esc = (c) => String(c).replace(/\|/g, '\\|');
  const all = rows(figures);
  return [
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map(() => '---').join(' | ')} |`,
    ...all.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

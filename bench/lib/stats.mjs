/** Small statistics over run samples. */

export function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** The p-th percentile (0-100), nearest rank. */
export function percentile(values, p) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const rank = Math.ceil((p / 100) * v.length);
  return v[Math.min(v.length - 1, Math.max(0, rank - 1))];
}

export const round = (x, digits = 1) =>
  x === null || x === undefined || !Number.isFinite(x) ? null : Number(x.toFixed(digits));

export const ratio = (a, b) => (a === null || b === null || b === 0 ? null : a / b);

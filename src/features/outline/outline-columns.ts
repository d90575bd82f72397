/**
 * The outline's columns: which the author shows and in what order, remembered in this browser.
 * The title is always there, first (it names each row); the others can be hidden and moved.
 */
import type { TranslationKey } from '../../i18n/keys';
import { atomWithStorage } from '../../state/jotai';
import type { SortKey } from './outline-rows';

export type ColumnKey = Exclude<SortKey, 'title'>;

export const COLUMN_KEYS: readonly ColumnKey[] = [
  'synopsis',
  'status',
  'label',
  'pov',
  'words',
  'target',
  'progress',
];

export const COLUMN_TITLES: Record<SortKey, TranslationKey> = {
  title: 'outline.col_title',
  synopsis: 'outline.col_synopsis',
  status: 'outline.col_status',
  label: 'outline.col_label',
  pov: 'outline.col_pov',
  words: 'outline.col_words',
  target: 'outline.col_target',
  progress: 'outline.col_progress',
};

export interface ColumnChoice {
  /** Every column, in the order shown. */
  order: ColumnKey[];
  hidden: ColumnKey[];
}

export const DEFAULT_COLUMNS: ColumnChoice = { order: [...COLUMN_KEYS], hidden: [] };

/** A stored choice made whole: unknown keys dropped, missing ones added at the end. */
export function cleanColumns(value: unknown): ColumnChoice {
  const known = new Set<string>(COLUMN_KEYS);
  const raw = (value ?? {}) as { order?: unknown; hidden?: unknown };
  const list = (v: unknown): ColumnKey[] =>
    Array.isArray(v) ? [...new Set(v.filter((k): k is ColumnKey => known.has(k)))] : [];
  const order = list(raw.order);
  for (const key of COLUMN_KEYS) if (!order.includes(key)) order.push(key);
  return { order, hidden: list(raw.hidden) };
}

/** The columns shown, in order. */
export const shownColumns = (choice: ColumnChoice): ColumnKey[] =>
  choice.order.filter((k) => !choice.hidden.includes(k));

/** Shows or hides a column. */
export function toggleColumn(choice: ColumnChoice, key: ColumnKey, show: boolean): ColumnChoice {
  const hidden = choice.hidden.filter((k) => k !== key);
  return { ...choice, hidden: show ? hidden : [...hidden, key] };
}

/** Moves a column one place earlier (-1) or later (+1); the same choice at an edge. */
export function moveColumn(choice: ColumnChoice, key: ColumnKey, by: -1 | 1): ColumnChoice {
  const at = choice.order.indexOf(key);
  const to = at + by;
  if (at < 0 || to < 0 || to >= choice.order.length) return choice;
  const order = [...choice.order];
  order[at] = order[to] as ColumnKey;
  order[to] = key;
  return { ...choice, order };
}

/** The author's columns, kept in localStorage. */
export const outlineColumnsAtom = atomWithStorage<ColumnChoice>(
  'outline-columns',
  DEFAULT_COLUMNS,
  undefined,
  { getOnInit: true },
);

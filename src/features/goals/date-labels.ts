/**
 * Calendar keys (YYYY-MM-DD, the author's local dates) shown in the interface language with
 * Intl. A key is a civil date, so it is formatted at UTC midnight in UTC: never a day off.
 */
import { dayNumber } from '../../../workers/contract/goals';

export type DateStyle = 'day' | 'weekday' | 'month' | 'monthShort' | 'long';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  month: { month: 'long', year: 'numeric' },
  monthShort: { month: 'short' },
  long: { dateStyle: 'long' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date of `key` in `language`, in one of a few styles. */
export function formatDateKey(language: string, key: string, style: DateStyle = 'long'): string {
  const ms = dayNumber(key);
  if (Number.isNaN(ms)) return key;
  const id = `${language}\n${style}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...OPTIONS[style], timeZone: 'UTC' });
    formats.set(id, format);
  }
  return format.format(ms);
}

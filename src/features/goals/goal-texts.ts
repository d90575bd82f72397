/** The sentences of the goals (pace, today), shared by the Goals screen and the Tools panel. */
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import { formatDateKey } from './date-labels';
import type { Pace } from './goal-math';

/** What the completion date asks, in words: the pace, or plainly that it is past or reached. */
export function paceText(t: TFunction, language: string, pace: Pace, date: string | null): string {
  const n = (v: number) => formatNumber(language, v);
  const when = date ? formatDateKey(language, date, 'long') : '';
  switch (pace.kind) {
    case 'reached':
      return t('goals.pace_reached');
    case 'past':
      return t('goals.pace_past', { date: when, words: n(pace.remaining) });
    case 'pace':
      return t('goals.pace', {
        words: n(pace.perDay),
        date: when,
        days: n(pace.days),
        remaining: n(pace.remaining),
      });
    default:
      return t('goals.pace_no_date');
  }
}

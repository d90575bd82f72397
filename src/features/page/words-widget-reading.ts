/**
 * What the words widget reads out: the count, its label and the target it is measured against.
 * - Today's count is words, like the daily words target it is measured against (the worker
 *   records the day's progress in words), whatever unit the book total uses.
 * - The book total is counted in the chosen unit; the total words target is shown beside it
 *   only when that unit is words: a number of characters is never set against a words target.
 */
import type { BookCounts } from '../../../workers/contract/content';
import type { BookMetrics } from '../../../workers/contract/records';
import type { TranslationKey } from '../../i18n/keys';

export interface WidgetReading {
  labelKey: TranslationKey;
  value: number;
  /** The target to show as "/ n", or null. */
  target: number | null;
}

export function widgetReading(metrics: BookMetrics, totals: BookCounts | null): WidgetReading {
  const widget = metrics.metrics_widgets.words_count;
  if (widget.daily) {
    const target = metrics.daily_words_target;
    return {
      labelKey: 'words_widget.today',
      value: totals?.today ?? 0,
      target: target.is_active ? target.value : null,
    };
  }
  const unit = widget.unit ?? 'words';
  const value =
    unit === 'characters'
      ? (totals?.characters ?? 0)
      : unit === 'characters_no_spaces'
        ? (totals?.charactersNoSpaces ?? 0)
        : (totals?.words ?? 0);
  const target = metrics.total_words_target;
  return {
    labelKey: `words_widget.total_${unit}`,
    value,
    target: unit === 'words' && target.is_active ? target.value : null,
  };
}

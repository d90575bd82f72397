/**
 * The words widget at the top or bottom of the page: today's words, or the book's words,
 * characters or characters without spaces (words-widget-reading.ts), and this page's words,
 * live as the author types on any page, section or appendix. It needs an active target.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { pageWordsAtom } from '../../session/book-atoms';
import { bookMetricsAtom, bookTotalsAtom, hasActiveTarget } from '../../session/book-metrics';
import { useAtomValue } from '../../state/jotai';
import { widgetReading } from './words-widget-reading';

export function WordsWidget({
  position,
  pageWords,
}: {
  position: 'top' | 'bottom';
  pageWords: number;
}) {
  const { t, i18n } = useTranslation();
  const metrics = useAtomValue(bookMetricsAtom);
  const totals = useAtomValue(bookTotalsAtom);
  const livePageWords = useAtomValue(pageWordsAtom);
  const widget = metrics?.metrics_widgets.words_count;
  if (!metrics || !widget?.is_active || widget.position !== position) return null;
  if (!hasActiveTarget(metrics)) {
    return (
      <p className="words-widget words-widget--inactive" role="note">
        {t('words_widget.requires_target')}
      </p>
    );
  }
  const format = (n: number) => formatNumber(i18n.language, n);
  const reading = widgetReading(metrics, totals);
  return (
    <p className="words-widget" aria-live="polite">
      <span>
        {t(reading.labelKey, { formatted: format(reading.value) })}
        {reading.target !== null ? ` / ${format(reading.target)}` : ''}
      </span>
      <span>{t('words_widget.page', { formatted: format(livePageWords ?? pageWords) })}</span>
    </p>
  );
}

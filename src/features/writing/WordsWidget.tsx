/**
 * The words widget at the top or bottom of the page: today's or the book's words, characters
 * or characters without spaces. It needs an active target.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { pageWordsAtom } from '../../session/book-atoms';
import { useAtomValue } from '../../state/jotai';
import { bookMetricsAtom, bookTotalsAtom, hasActiveTarget } from '../targets/metrics-atoms';

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
  if (!widget?.is_active || widget.position !== position) return null;
  if (!hasActiveTarget(metrics)) {
    return (
      <p className="words-widget words-widget--inactive" role="note">
        {t('words_widget.requires_target')}
      </p>
    );
  }
  const fmt = { format: (n: number) => formatNumber(i18n.language, n) };
  const unit = widget.unit ?? 'words';
  const value = widget.daily
    ? (totals?.today ?? 0)
    : unit === 'characters'
      ? (totals?.characters ?? 0)
      : unit === 'characters_no_spaces'
        ? (totals?.charactersNoSpaces ?? 0)
        : (totals?.words ?? 0);
  const target = widget.daily ? metrics?.daily_words_target : metrics?.total_words_target;
  return (
    <p className="words-widget" aria-live="polite">
      <span>
        {t(
          widget.daily
            ? 'words_widget.today'
            : `words_widget.total_${widget.daily ? 'words' : unit}`,
          {
            formatted: fmt.format(value),
          },
        )}
        {target?.is_active ? ` / ${fmt.format(target.value)}` : ''}
      </span>
      <span>{t('words_widget.page', { formatted: fmt.format(livePageWords ?? pageWords) })}</span>
    </p>
  );
}

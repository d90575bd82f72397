/**
 * The info bar: the book's title and one line of counts, the book's words and this page's. When
 * the words widget shows on the page (it counts the page live there), the info bar leaves the
 * page's count to it, and the book's words too when the widget reads them out, so no count is
 * shown twice.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { bookTitleAtom, pageWordsAtom, totalWordsAtom } from '../../session/book-atoms';
import { bookMetricsAtom, hasActiveTarget } from '../../session/book-metrics';
import { useAtomValue } from '../../state/jotai';

export function InfoBar() {
  const { t, i18n } = useTranslation();
  const title = useAtomValue(bookTitleAtom);
  const total = useAtomValue(totalWordsAtom);
  const pageWords = useAtomValue(pageWordsAtom);
  const metrics = useAtomValue(bookMetricsAtom);
  const widget = metrics?.metrics_widgets.words_count;
  const widgetShown = pageWords !== null && Boolean(widget?.is_active) && hasActiveTarget(metrics);
  const widgetShowsBookWords =
    widgetShown && !widget?.daily && (widget?.unit ?? 'words') === 'words';
  const format = (n: number) => formatNumber(i18n.language, n);
  return (
    <section className="info-bar" aria-label={t('info_bar.label')}>
      <span className="info-bar-title">{title}</span>
      {!widgetShowsBookWords && (
        <span className="info-bar-count">
          {t('info_bar.total_words', { formatted: format(total) })}
        </span>
      )}
      {pageWords !== null && !widgetShown && (
        <span className="info-bar-count">
          {t('info_bar.page_words', { formatted: format(pageWords) })}
        </span>
      )}
    </section>
  );
}

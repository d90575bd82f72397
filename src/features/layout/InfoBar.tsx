/** The info bar: the book's title and its word count. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { bookTitleAtom, pageWordsAtom, totalWordsAtom } from '../../session/book-atoms';
import { useAtomValue } from '../../state/jotai';

export function InfoBar() {
  const { t, i18n } = useTranslation();
  const title = useAtomValue(bookTitleAtom);
  const total = useAtomValue(totalWordsAtom);
  const pageWords = useAtomValue(pageWordsAtom);
  const fmt = { format: (n: number) => formatNumber(i18n.language, n) };
  return (
    <section className="info-bar" aria-label={t('info_bar.label')}>
      <span className="info-bar-title">{title}</span>
      <span className="info-bar-count">
        {t('info_bar.total_words', { formatted: fmt.format(total) })}
      </span>
      {pageWords !== null && (
        <span className="info-bar-count">
          {t('info_bar.page_words', { formatted: fmt.format(pageWords) })}
        </span>
      )}
    </section>
  );
}

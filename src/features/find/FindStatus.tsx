/** The find panel's status line: the count, nothing found, searching, or why it cannot search. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { errorText } from '../../i18n/worker-messages';
import type { FindSearchState } from './useFindSearch';

export function FindStatus({ id, search }: { id: string; search: FindSearchState }) {
  const { t, i18n } = useTranslation();
  const answer = search.answer;
  const found = answer?.status === 'found' ? answer : null;
  /** The first results of a search still running: the count is not known yet. */
  const partial = found?.partial === true;
  return (
    <p id={id} className="find-status" role="status">
      {answer?.status === 'invalid-pattern'
        ? t('find.invalid_pattern', { detail: answer.detail })
        : search.error
          ? errorText(t, search.error)
          : found && !partial
            ? found.total === 0
              ? t('find.nothing_found')
              : t('find.count', {
                  matches: formatNumber(i18n.language, found.total),
                  places: formatNumber(i18n.language, found.targets),
                })
            : search.searching
              ? t('find.searching')
              : ''}
    </p>
  );
}

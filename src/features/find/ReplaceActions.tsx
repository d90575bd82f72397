/** The find panel's replace buttons: the ticked matches, or every match. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';

export function ReplaceActions({
  ticked,
  busy,
  onReplace,
}: {
  /** How many matches are ticked. */
  ticked: number;
  busy: boolean;
  /** `all`: every match, whatever is unticked. */
  onReplace: (all: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="find-actions">
      <button
        type="button"
        className="button"
        disabled={busy || ticked <= 0}
        onClick={() => onReplace(false)}
      >
        {t('find.replace_selected', {
          number: formatNumber(i18n.language, Math.max(0, ticked)),
        })}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => onReplace(true)}
      >
        {t('find.replace_all')}
      </button>
    </div>
  );
}

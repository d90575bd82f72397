/**
 * A failure shown in place (a screen that could not read what it shows): the catalogue's
 * message and, beside it, what it means for the book, in the author's language.
 */
import { useTranslation } from 'react-i18next';
import { errorDetail, errorText, type ShownError } from '../i18n/worker-messages';

export function FailureMessage({ error }: { error: ShownError }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="failure-message">
      <p>{errorText(t, error)}</p>
      <p className="muted">{errorDetail(t, error)}</p>
    </div>
  );
}

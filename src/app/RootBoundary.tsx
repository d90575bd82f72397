/** Shown when a route throws: says what happened and offers a way back. */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { AppError } from '../../workers/contract/errors';
import { failureText } from '../i18n/worker-messages';
import { asResultError } from '../worker-client/failures';

export function RootBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof AppError
      ? failureText(t, asResultError(error))
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <main className="page-message" id="main">
      <h1>{t('status.error')}</h1>
      <p role="alert">{message}</p>
      <Link to="/frontmatter/book-info">{t('pages.go_home')}</Link>
    </main>
  );
}

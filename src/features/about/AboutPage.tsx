import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_VERSION } from '../../../workers/contract/constants';
import { LAST_UPDATE } from './release';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{t('routes.about')}</h1>
      <p>{t('pages.about_text')}</p>
      <p>{t('app.freeware')}</p>
      <p>{t('pages.version', { version: APP_VERSION })}</p>
      <p>{t('pages.last_update', { date: LAST_UPDATE })}</p>
      <ul>
        <li>
          <Link to="/about/privacy-policy">{t('routes.privacy_policy')}</Link>
        </li>
        <li>
          <Link to="/about/terms-of-service">{t('routes.terms_of_service')}</Link>
        </li>
      </ul>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <article className="page-message">
      <h1>{t('routes.not_found')}</h1>
      <p>{t('pages.not_found_text')}</p>
      <Link to="/frontmatter/book-info">{t('pages.go_home')}</Link>
    </article>
  );
}

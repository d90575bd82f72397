/** The footer: the rights notice and the community link. */
import { useTranslation } from 'react-i18next';
import { COMMUNITY_URL } from '../../navigation/links';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
      <a href={COMMUNITY_URL} target="_blank" rel="noopener noreferrer">
        {t('footer.community')}
      </a>
    </footer>
  );
}

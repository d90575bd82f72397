import { useTranslation } from 'react-i18next';
import { BookTitleField } from './BookTitleField';

export function BookInfoPage() {
  const { t } = useTranslation();
  return (
    <article className="form-page">
      <p className="eyebrow">{t('routes.book_info')}</p>
      <BookTitleField />
    </article>
  );
}

/** The book title: a heading that follows what the author types, and its "Book title" field. */
import { useTranslation } from 'react-i18next';
import { TextField } from './fields';

export interface BookTitleFieldProps {
  title: string;
  onChange: (title: string) => void;
  onBlur: () => void;
}

export function BookTitleField({ title, onChange, onBlur }: BookTitleFieldProps) {
  const { t } = useTranslation();
  return (
    <section className="book-title">
      <h2 className="book-title__heading">{title.trim() || t('book_info.untitled')}</h2>
      <TextField
        label={t('book_info.book_title')}
        value={title}
        onChange={onChange}
        onBlur={onBlur}
      />
    </section>
  );
}

/**
 * The book title: a heading that follows what the author types, its "Book title" field, and —
 * once the author is done typing a new title — the offer to rename the book file after it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenameFileOffer } from '../files';
import { TextField } from './fields';

export interface BookTitleFieldProps {
  title: string;
  onChange: (title: string) => void;
  onBlur: () => void;
}

export function BookTitleField({ title, onChange, onBlur }: BookTitleFieldProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <section className="book-title">
      <h2 className="book-title__heading">{title.trim() || t('book_info.untitled')}</h2>
      <TextField
        label={t('book_info.book_title')}
        value={title}
        onChange={onChange}
        onFocus={() => setEditing(true)}
        onBlur={() => {
          setEditing(false);
          onBlur();
        }}
      />
      <RenameFileOffer title={title} editing={editing} />
    </section>
  );
}

/**
 * Book info (front matter, docs/spec/product-and-screens.md §3): title, description, author, genre, names, edition,
 * publication date, publisher, address, the table-of-contents flag and the collaborators.
 * Every field saves itself through the worker facade, debounced and flushed on blur.
 */
import { useTranslation } from 'react-i18next';
import type { CopyrightRecord } from '../../../workers/contract/records';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { BookTitleField } from './BookTitleField';
import { CollaboratorsEditor } from './CollaboratorsEditor';
import { CheckboxField, TextField, type TextFieldProps } from './fields';
import {
  COPYRIGHT_JOURNAL,
  FRONTMATTER_JOURNAL,
  type FrontmatterForm,
  loadCopyright,
  loadFrontmatter,
  saveCopyright,
  saveFrontmatter,
} from './records';
import { SaveStatusLine } from './SaveStatusLine';
import './book-info.css';
import { FailureMessage } from '../../components/FailureMessage';
import { type FormDraft, useFormDraft } from '../../session/useFormDraft';

/** Keys of R whose values are strings. */
type TextKey<R> = { [K in keyof R]-?: R[K] extends string | undefined ? K : never }[keyof R];

/** Value and handlers of a text field bound to one field of a record draft. */
function bind<R extends object>(
  d: FormDraft<R>,
  key: TextKey<R>,
): Pick<TextFieldProps, 'value' | 'onChange' | 'onBlur'> {
  const value = d.draft?.[key];
  return {
    value: typeof value === 'string' ? value : '',
    onChange: (next) => d.change({ [key]: next } as Partial<R>),
    onBlur: () => void d.flush(),
  };
}

export function BookInfoPage() {
  const { t } = useTranslation();
  const fmSource = useWorkerQuery(loadFrontmatter, [], ['frontmatter']);
  const crSource = useWorkerQuery(loadCopyright, [], ['copyright']);
  const fm = useFormDraft<FrontmatterForm>(fmSource.data, {
    save: saveFrontmatter,
    journal: FRONTMATTER_JOURNAL,
  });
  const cr = useFormDraft<CopyrightRecord>(crSource.data, {
    save: saveCopyright,
    journal: COPYRIGHT_JOURNAL,
  });
  const loadError = fmSource.error ?? crSource.error;

  return (
    <article className="form-page book-info">
      <h1>{t('book_info.heading')}</h1>
      {loadError && <FailureMessage error={loadError} />}
      {!fm.draft || !cr.draft ? (
        !loadError && <p>{t('app.loading')}</p>
      ) : (
        <>
          <BookTitleField
            title={fm.draft.title}
            onChange={bind(fm, 'title').onChange}
            onBlur={() => void fm.flush()}
          />
          <fieldset className="field-group book-info__group">
            <legend>{t('book_info.about_legend')}</legend>
            <TextField
              label={t('book_info.short_description')}
              multiline
              {...bind(fm, 'description')}
            />
            <TextField label={t('book_info.genre')} {...bind(fm, 'genre')} />
            <CheckboxField
              label={t('book_info.toc')}
              checked={fm.draft.toc}
              onChange={(checked) => fm.change({ toc: checked }, true)}
            />
          </fieldset>
          <fieldset className="field-group book-info__group">
            <legend>{t('book_info.author_legend')}</legend>
            <TextField
              label={t('book_info.author_name')}
              placeholder={t('template.author_placeholder')}
              {...bind(fm, 'author')}
            />
            <TextField label={t('book_info.full_name')} {...bind(cr, 'full_name')} />
            <TextField label={t('book_info.pen_name')} {...bind(cr, 'pen_name')} />
            <TextField label={t('book_info.address')} multiline {...bind(fm, 'address')} />
            <TextField
              label={t('book_info.email')}
              type="email"
              autoComplete="email"
              {...bind(fm, 'email')}
            />
            <TextField
              label={t('book_info.phone')}
              type="tel"
              autoComplete="tel"
              {...bind(fm, 'phone')}
            />
            <p className="muted field-hint">{t('book_info.contact_hint')}</p>
          </fieldset>
          <fieldset className="field-group book-info__group">
            <legend>{t('book_info.publication_legend')}</legend>
            <TextField label={t('book_info.edition')} {...bind(cr, 'edition')} />
            <TextField
              label={t('book_info.publication_date')}
              type="date"
              {...bind(fm, 'publication_date')}
            />
            <TextField label={t('book_info.publisher')} {...bind(cr, 'publisher')} />
          </fieldset>
          <CollaboratorsEditor
            collaborators={cr.draft.collaborators ?? []}
            onChange={(next) => cr.change({ collaborators: next }, true)}
          />
          <SaveStatusLine states={[fm, cr]} />
        </>
      )}
    </article>
  );
}

/**
 * Rights and copyright (docs/spec/product-and-screens.md §3): the clauses to print, the publication year, the ISBNs and a
 * live preview of the copyright page. Fields save themselves through the worker facade.
 */
import { useTranslation } from 'react-i18next';
import type { CopyrightRecord } from '../../../../workers/contract/records';
import { useWorkerQuery } from '../../../worker-client/useWorkerQuery';
import { TextField } from '../fields';
import { COPYRIGHT_JOURNAL, loadCopyright, loadFrontmatter, saveCopyright } from '../records';
import { SaveStatusLine } from '../SaveStatusLine';
import { ClauseChecklist } from './ClauseChecklist';
import { CopyrightPreview } from './CopyrightPreview';
import { buildCopyrightPreview } from './copyright-text';
import { IsbnList } from './IsbnList';
import '../book-info.css';
import './copyright.css';
import { FailureMessage } from '../../../components/FailureMessage';
import { stringKeyed } from '../../../i18n/keys';
import { useFormDraft } from '../../../session/useFormDraft';

export function CopyrightPage() {
  const { t } = useTranslation();
  const crSource = useWorkerQuery(loadCopyright, [], ['copyright']);
  const fmSource = useWorkerQuery(loadFrontmatter, [], ['frontmatter']);
  const record = useFormDraft<CopyrightRecord>(crSource.data, {
    save: saveCopyright,
    journal: COPYRIGHT_JOURNAL,
  });
  const draft = record.draft;
  const loadError = crSource.error ?? fmSource.error;

  return (
    <article className="form-page copyright-page">
      <h1>{t('copyright.heading')}</h1>
      {loadError && <FailureMessage error={loadError} />}
      {!draft ? (
        !loadError && <p>{t('app.loading')}</p>
      ) : (
        <>
          <ClauseChecklist record={record} />
          <fieldset className="field-group">
            <legend>{t('copyright.publication_legend')}</legend>
            <TextField
              label={t('copyright.publication_year')}
              type="number"
              hint={t('copyright.publication_year_hint')}
              value={draft.publication_year ?? ''}
              onChange={(year) => record.change({ publication_year: year })}
              onBlur={() => void record.flush()}
            />
          </fieldset>
          <IsbnList
            saved={draft.isbn ?? []}
            onChange={(isbns) => record.change({ isbn: isbns })}
            onCommit={() => void record.flush()}
          />
          <CopyrightPreview
            lines={buildCopyrightPreview(stringKeyed(t), {
              copyright: draft,
              title: fmSource.data?.title ?? '',
              author: fmSource.data?.author ?? '',
              isbns: draft.isbn ?? [],
              currentYear: new Date().getFullYear(),
            })}
          />
          <SaveStatusLine states={[record]} />
        </>
      )}
    </article>
  );
}

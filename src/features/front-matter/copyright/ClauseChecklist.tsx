/** The clause checkboxes of the copyright page, with the additional clause's own text. */
import { useTranslation } from 'react-i18next';
import type { CopyrightRecord } from '../../../../workers/contract/records';
import type { TranslationKey } from '../../../i18n/keys';
import type { FormDraft } from '../../../session/useFormDraft';
import { CheckboxField, TextField } from '../fields';
import { CLAUSE_FIELDS, clauseKey } from './copyright-text';

export function ClauseChecklist({ record }: { record: FormDraft<CopyrightRecord> }) {
  const { t } = useTranslation();
  const draft = record.draft;
  if (!draft) return null;
  return (
    <fieldset className="field-group clause-list">
      <legend>{t('copyright.clauses_legend')}</legend>
      {CLAUSE_FIELDS.map((field) => (
        <CheckboxField
          key={field}
          label={t(clauseKey(field, 'label') as TranslationKey)}
          checked={Boolean(draft[field])}
          onChange={(checked) => record.change({ [field]: checked }, true)}
        />
      ))}
      {draft.additional_clause && (
        <div className="clause-list__text">
          <TextField
            label={t('copyright.additional_clause_text')}
            multiline
            value={draft.additional_clause_text ?? ''}
            onChange={(text) => record.change({ additional_clause_text: text })}
            onBlur={() => void record.flush()}
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * How the export writes a scene break (issue 25): three asterisks, a hash, a fleuron or a blank
 * line, remembered with the book's export choices. The manuscript PDF always prints a centred
 * `#`, as submission guidelines ask: for it the field says so instead.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoices } from '../../../workers/contract/export';
import { SCENE_SEPARATORS, type SceneSeparator } from '../../../workers/contract/scene-break';
import type { TranslationKey } from '../../i18n/keys';

const LABEL_KEYS: Readonly<Record<SceneSeparator, TranslationKey>> = {
  asterisks: 'export.scene_separator_asterisks',
  hash: 'export.scene_separator_hash',
  fleuron: 'export.scene_separator_fleuron',
  blank: 'export.scene_separator_blank',
};

interface Props {
  choices: ExportChoices;
  manuscript: boolean;
  onChange: (choices: ExportChoices) => void;
}

export function SceneSeparatorField({ choices, manuscript, onChange }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  if (manuscript) {
    return <p className="muted export-dialog__note">{t('export.scene_separator_manuscript')}</p>;
  }
  return (
    <div className="export-dialog__scene-separator">
      <label className="export-dialog__field">
        <span>{t('export.scene_separator')}</span>
        <select
          value={choices.sceneSeparator}
          aria-describedby={hintId}
          onChange={(e) =>
            onChange({ ...choices, sceneSeparator: e.target.value as SceneSeparator })
          }
        >
          {SCENE_SEPARATORS.map((separator) => (
            <option key={separator} value={separator}>
              {t(LABEL_KEYS[separator])}
            </option>
          ))}
        </select>
      </label>
      <p id={hintId} className="muted export-dialog__note">
        {t('export.scene_separator_hint')}
      </p>
    </div>
  );
}

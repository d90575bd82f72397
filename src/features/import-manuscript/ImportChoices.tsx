/** The import's choices: how files become pages, where they go, the folder's name, all or nothing. */
import { useTranslation } from 'react-i18next';
import type { ImportStructure, ImportTarget } from '../../../workers/contract/manuscript-import';

interface Props {
  structure: ImportStructure;
  onStructure: (value: ImportStructure) => void;
  target: ImportTarget;
  onTarget: (value: ImportTarget) => void;
  title: string;
  onTitle: (value: string) => void;
  allOrNothing: boolean;
  onAllOrNothing: (value: boolean) => void;
}

const STRUCTURES: ImportStructure[] = ['file', 'h1', 'h2'];
const TARGETS = {
  'open-book': 'manuscript_import.target_open_book',
  'new-book': 'manuscript_import.target_new_book',
} as const satisfies Record<ImportTarget, string>;

export function ImportChoices(props: Props) {
  const { t } = useTranslation();
  return (
    <div className="manuscript-import__choices">
      <fieldset>
        <legend>{t('manuscript_import.structure_legend')}</legend>
        {STRUCTURES.map((value) => (
          <label key={value} className="manuscript-import__option">
            <input
              type="radio"
              name="manuscript-import-structure"
              checked={props.structure === value}
              onChange={() => props.onStructure(value)}
            />
            {t(`manuscript_import.structure_${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('manuscript_import.target_legend')}</legend>
        {(Object.keys(TARGETS) as ImportTarget[]).map((value) => (
          <label key={value} className="manuscript-import__option">
            <input
              type="radio"
              name="manuscript-import-target"
              checked={props.target === value}
              onChange={() => props.onTarget(value)}
            />
            {t(TARGETS[value])}
          </label>
        ))}
      </fieldset>
      <label className="manuscript-import__field">
        {t(
          props.target === 'new-book'
            ? 'manuscript_import.book_title'
            : 'manuscript_import.folder_name',
        )}
        <input
          type="text"
          value={props.title}
          maxLength={200}
          onChange={(e) => props.onTitle(e.currentTarget.value)}
        />
      </label>
      <label className="manuscript-import__option">
        <input
          type="checkbox"
          checked={props.allOrNothing}
          onChange={(e) => props.onAllOrNothing(e.currentTarget.checked)}
        />
        {t('manuscript_import.all_or_nothing')}
      </label>
    </div>
  );
}

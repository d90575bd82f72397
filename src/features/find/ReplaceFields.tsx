/** The find panel's replace row (shown while previewing a replace): the text and its case. */
import { useTranslation } from 'react-i18next';

export function ReplaceFields({
  id,
  replacement,
  onReplacement,
  preserveCase,
  onPreserveCase,
  regex,
}: {
  id: string;
  replacement: string | null;
  onReplacement: (replacement: string) => void;
  preserveCase: boolean;
  onPreserveCase: (preserveCase: boolean) => void;
  /** A regular expression: the hint on its groups ($1…) is shown. */
  regex: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="find-replace">
      <input
        id={id}
        type="text"
        className="find-input"
        aria-label={t('find.replace_label')}
        placeholder={t('find.replace_placeholder')}
        value={replacement ?? ''}
        dir="auto"
        spellCheck={false}
        onChange={(e) => onReplacement(e.target.value)}
      />
      <label className="find-check">
        <input
          type="checkbox"
          checked={preserveCase}
          onChange={(e) => onPreserveCase(e.target.checked)}
        />
        {t('find.preserve_case')}
      </label>
      {regex && <p className="muted find-hint">{t('find.groups_hint')}</p>}
    </div>
  );
}

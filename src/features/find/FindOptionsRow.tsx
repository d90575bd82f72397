/** The find panel's options: match case, whole word, regular expression, ignore accents. */
import { CaseSensitive, Regex, WholeWord } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FindOptions } from '../../../workers/contract/find';
import { IconButton } from '../../components/IconButton';

export function FindOptionsRow({
  options,
  onToggle,
}: {
  options: FindOptions;
  onToggle: (name: keyof FindOptions) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="find-options">
      <legend className="visually-hidden">{t('find.options')}</legend>
      <IconButton
        label={t('find.match_case')}
        icon={CaseSensitive}
        pressed={options.matchCase}
        onClick={() => onToggle('matchCase')}
      />
      <IconButton
        label={t('find.whole_word')}
        icon={WholeWord}
        pressed={options.wholeWord}
        onClick={() => onToggle('wholeWord')}
      />
      <IconButton
        label={t('find.regex')}
        icon={Regex}
        pressed={options.regex}
        onClick={() => onToggle('regex')}
      />
      <button
        type="button"
        className="icon-btn find-accents"
        aria-label={t('find.ignore_accents')}
        data-tooltip={t('find.ignore_accents')}
        aria-pressed={options.ignoreAccents}
        onClick={() => onToggle('ignoreAccents')}
      >
        <span aria-hidden="true">é=e</span>
      </button>
    </fieldset>
  );
}

/** Interface language choice: the 30 languages, each named in its own language. */
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGES, langTag } from '../../i18n/languages';
import './language-select.css';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="field language-select">
      <span>{t('aside.interface_language')}</span>
      <select value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={langTag(l.code)}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

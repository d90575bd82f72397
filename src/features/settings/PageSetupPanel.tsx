/** Page setup: the theme (light, dark or gray), applied at once and kept for the next visit. */
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../state/jotai';
import { unwrap, workerApi } from '../../worker-client/client';
import { THEMES } from './theme';
import { themeAtom } from './theme-atoms';

export function PageSetupPanel() {
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <fieldset className="field-group">
      <legend>{t('aside.theme')}</legend>
      {THEMES.map((name) => (
        <label key={name} className="radio">
          <input
            type="radio"
            name="theme"
            value={name}
            checked={theme === name}
            onChange={() => {
              setTheme(name);
              void workerApi()
                .updateSettings({ selected_theme: name })
                .then((r) => unwrap(r));
            }}
          />
          <span>{t(`aside.theme_${name}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The update prompt card: when a new version of the app is waiting, it warns to save first and
 * offers Update now, which activates the new service worker and reloads.
 */

import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { reloadIntoUpdate } from './reload-into-update';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <section
      className="update-card"
      role="alertdialog"
      aria-labelledby="update-title"
      aria-describedby="update-warning"
    >
      <h2 id="update-title">{t('update.title')}</h2>
      <p id="update-warning">{t('update.warning')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void reloadIntoUpdate(() => updateServiceWorker(true))}
        >
          {t('update.update_now')}
        </button>
        <button type="button" className="button" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
      </div>
    </section>
  );
}

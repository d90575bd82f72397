/** Browser Update Required: what is missing, and a way to continue anyway (the skip flag). */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRouteTitle } from '../navigation/use-route-title';
import { detectFeatures } from '../platform/browser-support';
import { SKIP_BROWSER_CHECK_KEY } from '../platform/guard';
import './shell/layout.css';

export function BrowserUpdatePage() {
  const { t } = useTranslation();
  useRouteTitle();
  const navigate = useNavigate();
  const features = detectFeatures();
  const missing = [
    !features.moduleWorkers && t('pages.feature_module_workers'),
    !features.indexedDB && t('pages.feature_indexeddb'),
    !features.opfs && t('pages.feature_opfs'),
  ].filter(Boolean) as string[];
  return (
    <main id="main" className="page-message page-message--standalone">
      <h1>{t('routes.browser_update')}</h1>
      <p>{t('pages.browser_update_text')}</p>
      {missing.length > 0 && (
        <>
          <p>{t('pages.browser_missing')}</p>
          <ul>
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className="button"
        onClick={() => {
          try {
            localStorage.setItem(SKIP_BROWSER_CHECK_KEY, 'true');
          } catch {
            /* storage unavailable */
          }
          navigate('/');
        }}
      >
        {t('pages.continue_anyway')}
      </button>
    </main>
  );
}

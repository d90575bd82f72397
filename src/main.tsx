// First: the Trusted Types policies exist before any library reaches an HTML or script sink, and
// the database worker starts (src/boot.ts; in the built page it has already run by now).
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { formatNumber } from './i18n/format';
import { initI18n } from './i18n/i18n';
import { loadDefaultSanitizer } from './security/trusted-types';
import { applyTheme, storedTheme } from './styles/theme';
import { exposeFaultInjection } from './worker-client/test-faults';
import './styles/fonts';
import { scheduleCjkFaces } from './styles/script-fonts';
import './styles/themes.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

applyTheme(storedTheme());
exposeFaultInjection();
void initI18n().then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The first number formatter costs ~20 ms (the browser loads its locale data): make it while
  // the interface waits for the worker, not when the book's totals arrive.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  idle(() => formatNumber(i18n.language, 0));
  // DOMPurify for the Trusted Types default policy, out of the first download (trusted-types.ts).
  loadDefaultSanitizer().catch((error: unknown) => {
    console.error(
      'The HTML sanitiser could not be loaded; HTML without a policy is refused',
      error,
    );
  });
  scheduleCjkFaces();
});

/**
 * Typed translation keys: `t('…')` accepts only keys of locales/en.json (the source of every
 * other locale), so a missing or misspelt key fails `npm run typecheck`.
 */
import 'i18next';
import type en from '../../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

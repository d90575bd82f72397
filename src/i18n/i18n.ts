/**
 * i18next set-up: English is bundled; the other 29 locales load on demand, one file each.
 * Changing language sets `lang` and `dir` on the page, stores the choice and announces it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import {
  DEFAULT_LANGUAGE,
  isRtl,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  langTag,
  matchBrowserLanguage,
  validLanguage,
} from './languages';

export const LANGUAGE_CHANGED_EVENT = 'story-builder:language-changed';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

async function loadResources(code: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const loader = loaders[`../../locales/${code}.json`];
  if (!loader) return;
  const module = await loader();
  i18next.addResourceBundle(code, 'translation', module.default, true, true);
}

/** The language to start with: a valid stored choice, else the browser's, else en. */
export function initialLanguage(): LanguageCode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const valid = validLanguage(stored);
  if (stored !== null && !valid) {
    try {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY); // a stored locale outside the list is discarded
    } catch {
      /* storage unavailable */
    }
  }
  return valid ?? matchBrowserLanguage(navigator.languages ?? [navigator.language]);
}

function applyToDocument(code: LanguageCode): void {
  document.documentElement.lang = langTag(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function initI18n(): Promise<typeof i18next> {
  const code = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // Our codes are lower case (zh-cn): i18next would look up "zh-CN" and find nothing.
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(code, { persist: false });
  return i18next;
}

/** Accepts only supported codes; returns false (and changes nothing) for any other value. */
export async function changeLanguage(
  value: unknown,
  options: { persist?: boolean } = {},
): Promise<boolean> {
  const code = validLanguage(value);
  if (!code) return false;
  await loadResources(code);
  await i18next.changeLanguage(code);
  applyToDocument(code);
  if (options.persist !== false) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      /* storage unavailable: the choice lasts for this visit */
    }
  }
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language: code } }));
  return true;
}

export { i18next };

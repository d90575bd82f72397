/** The 30 interface languages of docs/spec/product-and-screens.md §9, with their names in their own language. */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ro', name: 'Română', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'zh-cn', name: '简体中文', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'bg', name: 'Български', dir: 'ltr' },
  { code: 'ka', name: 'ქართული', dir: 'ltr' },
  { code: 'sr', name: 'Српски', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'cz', name: 'Čeština', dir: 'ltr' },
  { code: 'sk', name: 'Slovenčina', dir: 'ltr' },
  { code: 'sl', name: 'Slovenščina', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'sv', name: 'Svenska', dir: 'ltr' },
  { code: 'nb', name: 'Norsk bokmål', dir: 'ltr' },
  { code: 'da', name: 'Dansk', dir: 'ltr' },
  { code: 'fi', name: 'Suomi', dir: 'ltr' },
  { code: 'hu', name: 'Magyar', dir: 'ltr' },
  { code: 'el', name: 'Ελληνικά', dir: 'ltr' },
  { code: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'locale';

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));

/** Only supported codes are accepted; anything else is ignored (null). */
export function validLanguage(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return CODES.has(code) ? (code as LanguageCode) : null;
}

/** Primary subtags that differ from our codes (zh → zh-cn, cs → cz, no/nn → nb). */
const SUBTAG_ALIASES: Record<string, LanguageCode> = { zh: 'zh-cn', cs: 'cz', no: 'nb', nn: 'nb' };

/** Matches browser languages by primary subtag, in order of preference, falling back to en. */
export function matchBrowserLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const exact = validLanguage(tag);
    if (exact) return exact;
    const primary = String(tag).toLowerCase().split(/[-_]/)[0] ?? '';
    const match = validLanguage(primary) ?? SUBTAG_ALIASES[primary] ?? null;
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 tag of a language for `lang` attributes: the app's code `cz` is Czech, `cs`. */
export const langTag = (code: LanguageCode): string => (code === 'cz' ? 'cs' : code);

export const isRtl = (code: LanguageCode): boolean =>
  LANGUAGES.find((l) => l.code === code)?.dir === 'rtl';

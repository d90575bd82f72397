/** Themes: light, dark and gray. Any other value is ignored. Kept in localStorage. */
export const THEMES = ['light', 'dark', 'gray'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'theme';

export function validTheme(value: unknown): Theme | null {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
    ? (value as Theme)
    : null;
}

export function storedTheme(): Theme {
  try {
    return validTheme(localStorage.getItem(THEME_STORAGE_KEY)) ?? DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Applies a valid theme to the page and remembers it; invalid values change nothing. */
export function applyTheme(value: unknown): Theme | null {
  const theme = validTheme(value);
  if (!theme) return null;
  document.documentElement.dataset.theme = theme;
  // Gray is a light theme: its native controls (radios, selects, scroll bars) are drawn light.
  document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the theme lasts for this visit */
  }
  return theme;
}

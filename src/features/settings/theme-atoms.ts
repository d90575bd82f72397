import { atom } from '../../state/jotai';
import { applyTheme, storedTheme, type Theme } from '../../styles/theme';

const baseThemeAtom = atom<Theme>(storedTheme());

/** The current theme; setting an invalid value is ignored. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, value: unknown) => {
    const theme = applyTheme(value);
    if (theme) set(baseThemeAtom, theme);
  },
);

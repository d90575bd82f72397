/**
 * Local interface state of docs/spec/product-and-screens.md §3 with its defaults. Only the theme and the language are
 * persisted (in localStorage, see features/settings); everything else lives for the visit. The
 * spec's auth block is not kept: the app has no accounts and never signs anyone in.
 */
import { atom } from './jotai';

export const currentChapterIdAtom = atom<number>(1);
export const serenityModeAtom = atom(false);
/** Notes list filter: this page's notes or all (global) notes. */
export const notesScopeAtom = atom<'page' | 'global'>('page');
export const layoutWidthAtom = atom<number>(
  typeof window === 'undefined' ? 1280 : window.innerWidth,
);
export const projectIsNewAtom = atom(false);
export const reloadFlagAtom = atom(false);
export const editorPageCountAtom = atom(1);

export interface Panels {
  info_bar: boolean;
  aside: boolean;
  chapters: boolean;
}

export const DEFAULT_ASIDE_STATE = {
  panels: { info_bar: true, aside: false, chapters: false } as Panels,
  aside_width: 500,
  active_language: 'en',
  total_words: 0,
  pages_words: {} as Record<string, number>,
};

export const asideStateAtom = atom(structuredClone(DEFAULT_ASIDE_STATE));

export const panelsAtom = atom(
  (get) => get(asideStateAtom).panels,
  (get, set, next: Partial<Panels>) => {
    const state = get(asideStateAtom);
    set(asideStateAtom, { ...state, panels: { ...state.panels, ...next } });
  },
);

/** Shows, hides or toggles the three panels together. */
export const allPanelsAtom = atom(null, (get, set, action: 'show' | 'hide' | 'toggle') => {
  const panels = get(asideStateAtom).panels;
  const anyOpen = panels.info_bar || panels.aside || panels.chapters;
  const open = action === 'show' ? true : action === 'hide' ? false : !anyOpen;
  set(panelsAtom, { info_bar: open, aside: open, chapters: open });
});

export const bookSetupAtom = atom({ version: '1.0.0', documentId: '' });

/**
 * Loading a document resets the current chapter to 1 and the aside state to its defaults.
 * The first load of the visit starts from the defaults already, so it only records the id.
 */
export const documentLoadedAtom = atom(null, (get, set, documentId: string) => {
  const previous = get(bookSetupAtom).documentId;
  if (previous && previous !== documentId) {
    set(currentChapterIdAtom, 1);
    set(asideStateAtom, structuredClone(DEFAULT_ASIDE_STATE));
  }
  set(bookSetupAtom, (s) => ({ ...s, documentId }));
});

/** The desktop layout applies above 1279 px. */
export const DESKTOP_MIN_WIDTH = 1280;
export const isDesktopAtom = atom((get) => get(layoutWidthAtom) >= DESKTOP_MIN_WIDTH);

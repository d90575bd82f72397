/**
 * The frame's own state: the side navigation (expanded, icons only or hidden, remembered in this
 * browser), the Shortcuts panel, and where each side panel goes (docs/design.md "The page first").
 */
import { DEFAULT_APP_SETTINGS as DEFAULTS } from '../../../workers/contract/constants';
import { appSettingsAtom } from '../../session/app-settings';
import { DESKTOP_MIN_WIDTH, layoutWidthAtom, panelsAtom } from '../../state/interface-state';
import { atom, atomWithStorage } from '../../state/jotai';

/**
 * The side navigation as a drawer over the page: on narrow screens (where it is never beside the
 * page), and on a desktop when it yielded its room to the panels and the author asks for it.
 */
export const navOpenAtom = atom(false);
/** The Markdown help panel (Shortcuts). */
export const markdownHelpOpenAtom = atom(false);

/** The author's choice on a desktop: the navigation with its names, or only its icons. */
export const navModeAtom = atomWithStorage<'expanded' | 'rail'>(
  'side-nav-mode',
  'expanded',
  undefined,
  {
    getOnInit: true,
  },
);
/** The navigation hidden entirely on a desktop (the toolbar's toggle brings it back). */
export const navHiddenAtom = atomWithStorage('side-nav-hidden', false, undefined, {
  getOnInit: true,
});

/**
 * Widths (px) the page-first rule works with: the side navigation (expanded and as icons) and
 * the two panels when they sit beside the page. The same numbers are in layout.css.
 */
export const NAV_WIDTH = 260;
export const RAIL_WIDTH = 56;
export const CHAPTERS_WIDTH = 260;
export const ASIDE_INLINE_WIDTH = 340;
/** Characters a line the page keeps whatever sits beside it. */
export const PAGE_MEASURE = 60;
/** The average width of a character of prose in the book faces, in em (Literata ≈ 0.48). */
const CHAR_EM = 0.49;
/** The main column's inline padding (both sides) and room for its scroll bar. */
const MAIN_CHROME = 2 * 24 + 16;

/** The narrowest the page's column may become: 60 characters of the page's face at its size. */
export function minPageColumn(fontSize: number, paddingInline: number): number {
  return Math.ceil(PAGE_MEASURE * CHAR_EM * fontSize) + paddingInline + MAIN_CHROME;
}

export type Placement = 'inline' | 'drawer';

/**
 * Whether each panel sits beside the page or opens as a drawer over it, given the room the side
 * navigation takes (`navWidth`). A panel that would make the page's column narrower than
 * `minColumn` becomes a drawer: the chapters panel is placed first, then the tools panel.
 */
export function panelPlacement(
  width: number,
  panels: { chapters: boolean; aside: boolean },
  navWidth: number,
  minColumn: number,
): { chapters: Placement; aside: Placement } {
  let room = width - navWidth;
  const chapters = room - CHAPTERS_WIDTH >= minColumn ? 'inline' : 'drawer';
  if (panels.chapters && chapters === 'inline') room -= CHAPTERS_WIDTH;
  const aside = room - ASIDE_INLINE_WIDTH >= minColumn ? 'inline' : 'drawer';
  return { chapters, aside };
}

const drawersOpen = (
  place: { chapters: Placement; aside: Placement },
  panels: { chapters: boolean; aside: boolean },
) =>
  Number(panels.chapters && place.chapters === 'drawer') +
  Number(panels.aside && place.aside === 'drawer');

export interface FrameLayout {
  /** How the side navigation shows: beside the page with names or icons, hidden, or as a drawer. */
  nav: 'expanded' | 'rail' | 'hidden' | 'drawer';
  /** The navigation shows as icons only because the open panels need its room. */
  navYielded: boolean;
  chapters: Placement;
  aside: Placement;
}

/**
 * The whole frame for a window `width` wide. Below the desktop width the navigation is a drawer
 * (the hamburger button). On a desktop an expanded navigation yields to icons when that keeps an
 * open panel beside the page instead of over it: the page and its panels come first.
 */
export function frameLayout(
  width: number,
  panels: { chapters: boolean; aside: boolean },
  nav: { mode: 'expanded' | 'rail'; hidden: boolean },
  minColumn: number,
): FrameLayout {
  if (width < DESKTOP_MIN_WIDTH)
    return { nav: 'drawer', navYielded: false, ...panelPlacement(width, panels, 0, minColumn) };
  if (nav.hidden)
    return { nav: 'hidden', navYielded: false, ...panelPlacement(width, panels, 0, minColumn) };
  if (nav.mode === 'rail')
    return {
      nav: 'rail',
      navYielded: false,
      ...panelPlacement(width, panels, RAIL_WIDTH, minColumn),
    };
  const expanded = panelPlacement(width, panels, NAV_WIDTH, minColumn);
  const rail = panelPlacement(width, panels, RAIL_WIDTH, minColumn);
  if (drawersOpen(rail, panels) < drawersOpen(expanded, panels))
    return { nav: 'rail', navYielded: true, ...rail };
  return { nav: 'expanded', navYielded: false, ...expanded };
}

/** The page's measure from page setup: its font size and the padding at its sides. */
export const minPageColumnAtom = atom((get) => {
  const settings = get(appSettingsAtom);
  const size = settings?.font_size ?? DEFAULTS.font_size;
  const padding = settings?.canvas_padding ?? DEFAULTS.canvas_padding;
  return minPageColumn(size, padding.left + padding.right);
});

export const frameLayoutAtom = atom((get) =>
  frameLayout(
    get(layoutWidthAtom),
    get(panelsAtom),
    { mode: get(navModeAtom), hidden: get(navHiddenAtom) },
    get(minPageColumnAtom),
  ),
);

/** Where each panel goes now (the part of the frame the panels read). */
export const panelPlacementAtom = atom((get) => {
  const { chapters, aside } = get(frameLayoutAtom);
  return { chapters, aside };
});

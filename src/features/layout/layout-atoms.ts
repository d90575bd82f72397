import { DESKTOP_MIN_WIDTH, layoutWidthAtom, panelsAtom } from '../../state/interface-state';
import { atom } from '../../state/jotai';

/** The side navigation drawer on narrow screens (always shown on desktop). */
export const navOpenAtom = atom(false);
/** The Markdown help panel (Shortcuts). */
export const markdownHelpOpenAtom = atom(false);

/**
 * Widths (px) the page-first rule works with (docs/design.md "The page first"): the side
 * navigation and the two panels when they sit beside the page, and the narrowest the page's
 * column may become (about 64 characters of a 18 px book face, with its padding).
 */
export const NAV_WIDTH = 260;
export const CHAPTERS_WIDTH = 280;
export const ASIDE_INLINE_WIDTH = 360;
export const MIN_PAGE_COLUMN = 640;

/**
 * Whether each panel sits beside the page or opens as a drawer over it. Below the desktop
 * width both are drawers; on a desktop a panel that would make the page's column narrower than
 * MIN_PAGE_COLUMN becomes a drawer (the chapters panel is placed first, then the tools panel).
 */
export function panelPlacement(
  width: number,
  panels: { chapters: boolean; aside: boolean },
): { chapters: 'inline' | 'drawer'; aside: 'inline' | 'drawer' } {
  if (width < DESKTOP_MIN_WIDTH) return { chapters: 'drawer', aside: 'drawer' };
  let room = width - NAV_WIDTH;
  const chapters = room - CHAPTERS_WIDTH >= MIN_PAGE_COLUMN ? 'inline' : 'drawer';
  if (panels.chapters && chapters === 'inline') room -= CHAPTERS_WIDTH;
  const aside = room - ASIDE_INLINE_WIDTH >= MIN_PAGE_COLUMN ? 'inline' : 'drawer';
  return { chapters, aside };
}

export const panelPlacementAtom = atom((get) =>
  panelPlacement(get(layoutWidthAtom), get(panelsAtom)),
);

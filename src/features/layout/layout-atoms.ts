import { atom } from '../../state/jotai';

/** The side navigation drawer on narrow screens (always shown on desktop). */
export const navOpenAtom = atom(false);
/** The Markdown help panel (Shortcuts). */
export const markdownHelpOpenAtom = atom(false);

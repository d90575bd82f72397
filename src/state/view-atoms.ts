/**
 * Writing-view preferences of this browser (not of the book): whether the formatting toolbar
 * shows above the page, and typewriter scrolling. Kept in localStorage like the theme.
 */
import { atomWithStorage } from './jotai';

export const editorToolbarShownAtom = atomWithStorage('editor-toolbar-shown', true, undefined, {
  getOnInit: true,
});
export const typewriterScrollingAtom = atomWithStorage('typewriter-scrolling', false, undefined, {
  getOnInit: true,
});

/**
 * Typewriter scrolling: the line with the caret is kept at a steady height of the window
 * (TYPEWRITER_LINE of the visible height) while the author writes, as on a typewriter.
 */
export const TYPEWRITER_LINE = 0.45;

/**
 * How far to scroll so a caret at `caretTop` (viewport px) sits at the typewriter line of a
 * scroller whose visible part starts at `viewTop` and is `viewHeight` high. Small moves (under
 * `tolerance` px) are left alone so the page does not tremble.
 */
export function typewriterDelta(
  caretTop: number,
  viewTop: number,
  viewHeight: number,
  tolerance = 4,
): number {
  const delta = caretTop - (viewTop + viewHeight * TYPEWRITER_LINE);
  return Math.abs(delta) < tolerance ? 0 : Math.round(delta);
}

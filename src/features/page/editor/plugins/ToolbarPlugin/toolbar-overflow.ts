/**
 * How many of the toolbar's groups fit on one row. The toolbar never wraps: the groups that do
 * not fit (from the end: alignment first, history last) move into the "More tools" menu.
 */

/** Sizes in px, matching editor.css (`--sb-tool-size`, the gaps and the group separator). */
export const TOOL_SIZE = 32;
export const TOOL_GAP = 2;
export const GROUP_GAP = 13;

/** Width of a group of `count` buttons. */
export const groupWidth = (count: number): number =>
  count * TOOL_SIZE + Math.max(0, count - 1) * TOOL_GAP;

/**
 * The number of leading groups shown in `available` px. When some groups are left out, the
 * More button (one tool wide, after a separator) needs room too. At least one group is shown.
 */
export function visibleGroupCount(counts: readonly number[], available: number): number {
  const widths = counts.map(groupWidth);
  const total = (n: number) =>
    widths.slice(0, n).reduce((sum, w) => sum + w, 0) + Math.max(0, n - 1) * GROUP_GAP;
  if (total(widths.length) <= available) return widths.length;
  for (let n = widths.length - 1; n >= 1; n--) {
    if (total(n) + GROUP_GAP + TOOL_SIZE <= available) return n;
  }
  return 1;
}

import { describe, expect, it } from 'vitest';
import { GROUP_GAP, groupWidth, TOOL_SIZE, visibleGroupCount } from './toolbar-overflow';

const GROUPS = [2, 4, 5, 5, 4];
const all = GROUPS.reduce((s, n) => s + groupWidth(n), 0) + (GROUPS.length - 1) * GROUP_GAP;

describe('visibleGroupCount', () => {
  it('shows every group when the row is wide enough', () => {
    expect(visibleGroupCount(GROUPS, all)).toBe(5);
    expect(visibleGroupCount(GROUPS, 2000)).toBe(5);
  });

  it('moves trailing groups into the menu, keeping room for the More button', () => {
    // One px short of everything: the last group goes, and More fits in its place.
    expect(visibleGroupCount(GROUPS, all - 1)).toBe(4);
    const four = all - groupWidth(4) - GROUP_GAP;
    expect(visibleGroupCount(GROUPS, four + GROUP_GAP + TOOL_SIZE)).toBe(4);
    expect(visibleGroupCount(GROUPS, four + GROUP_GAP + TOOL_SIZE - 1)).toBe(3);
  });

  it('always keeps the first group', () => {
    expect(visibleGroupCount(GROUPS, 10)).toBe(1);
  });
});

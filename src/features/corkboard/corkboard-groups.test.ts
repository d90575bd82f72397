/** The corkboard's groups and the moves a dropped card makes. */
import { describe, expect, it } from 'vitest';
import type { OutlineItem } from '../outline';
import { cardMoveTarget, corkboardGroups } from './corkboard-groups';

const item = (id: string, parentId: string | null, type: 'folder' | 'page', depth: number) =>
  ({ id, parentId, type, depth, name: id }) as OutlineItem;

const items = [
  item('ch1', 'part', 'folder', 0),
  item('a', 'ch1', 'page', 1),
  item('b', 'ch1', 'page', 1),
  item('c', 'ch1', 'page', 1),
  item('ch2', 'part', 'folder', 0),
  item('note', 'part', 'page', 0),
];

describe('the corkboard', () => {
  it("shows a folder's own cards first, then each folder with cards under it", () => {
    const groups = corkboardGroups(items, 'part', 'Part One');
    expect(groups.map((g) => [g.name, g.depth, g.cards.map((c) => c.id)])).toEqual([
      ['Part One', 0, ['ch1', 'ch2', 'note']],
      ['ch1', 1, ['a', 'b', 'c']],
    ]);
  });

  it('moves a card to the place it is dropped on, as the tree counts places', () => {
    const [, chapter] = corkboardGroups(items, 'part', 'Part One');
    if (!chapter) throw new Error('a group for ch1');
    expect(cardMoveTarget(chapter, 'a', 'c')).toEqual({ parentId: 'ch1', position: 3 });
    expect(cardMoveTarget(chapter, 'c', 'a')).toEqual({ parentId: 'ch1', position: 1 });
    expect(cardMoveTarget(chapter, 'b', 'b')).toBeNull();
    expect(cardMoveTarget(chapter, 'a', 'elsewhere')).toBeNull();
  });
});

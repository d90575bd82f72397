import { describe, expect, it } from 'vitest';
import {
  buildTreeIndex,
  contentsOf,
  deletedRoots,
  dropTarget,
  flattenTree,
  isNoopMove,
  keyboardMoveTarget,
  labelledNodes,
  placementAt,
  type TreeItem,
} from './flatten-tree';

let order = 0;
const node = (
  id: string,
  parentId: string | null,
  type: TreeItem['type'] = 'page',
  deleted: 0 | 1 = 0,
): TreeItem => ({
  id,
  parentId,
  name: id.toUpperCase(),
  type,
  position_in_list: ++order,
  mark_for_delete: deleted,
});

/*
 * A (folder)        level 1
 *   a1, a2          level 2
 *   B (folder)      level 2
 *     b1            level 3
 * p (page)          level 1
 * C (empty folder)  level 1
 */
const nodes = [
  node('A', null, 'folder'),
  node('a1', 'A'),
  node('a2', 'A'),
  node('B', 'A', 'folder'),
  node('b1', 'B'),
  node('p', null),
  node('C', null, 'folder'),
  node('gone', 'A', 'page', 1),
];
const index = buildTreeIndex(nodes);
const none = new Set<string>();
const ids = (collapsed: Set<string>) => flattenTree(index, collapsed).map((r) => r.id);

describe('flattenTree', () => {
  it('lists active nodes depth-first by position with levels and set positions', () => {
    const rows = flattenTree(index, none);
    expect(rows.map((r) => r.id)).toEqual(['A', 'a1', 'a2', 'B', 'b1', 'p', 'C']);
    expect(rows.map((r) => r.level)).toEqual([1, 2, 2, 2, 3, 1, 1]);
    expect(rows.find((r) => r.id === 'a2')).toMatchObject({ posInSet: 2, setSize: 3 });
    expect(rows.find((r) => r.id === 'C')).toMatchObject({ expanded: true, hasChildren: false });
    expect(rows.find((r) => r.id === 'p')?.expanded).toBe(false);
  });

  it('sorts siblings by position_in_list, not by input order', () => {
    const shuffled = buildTreeIndex([
      { ...node('y', null), position_in_list: 2 },
      { ...node('x', null), position_in_list: 1 },
    ]);
    expect(flattenTree(shuffled, none).map((r) => r.id)).toEqual(['x', 'y']);
  });

  it('hides the subtree of collapsed folders', () => {
    expect(ids(new Set(['B']))).toEqual(['A', 'a1', 'a2', 'B', 'p', 'C']);
    expect(ids(new Set(['A']))).toEqual(['A', 'p', 'C']);
    expect(flattenTree(index, new Set(['A']))[0]?.expanded).toBe(false);
  });
});

describe('deletedRoots', () => {
  it('lists deleted nodes whose parent is not deleted', () => {
    const withSubtree = buildTreeIndex([
      ...nodes,
      node('D', null, 'folder', 1),
      node('d1', 'D', 'page', 1),
    ]);
    expect(deletedRoots(withSubtree).map((n) => n.id)).toEqual(['gone', 'D']);
  });
});

describe('placementAt', () => {
  it('splits pages in two and folders in three', () => {
    expect(placementAt(0.1, 'page')).toBe('before');
    expect(placementAt(0.6, 'page')).toBe('after');
    expect(placementAt(0.1, 'folder')).toBe('before');
    expect(placementAt(0.5, 'folder')).toBe('inside');
    expect(placementAt(0.9, 'folder')).toBe('after');
  });
});

describe('dropTarget', () => {
  it('drops into a folder at its end', () => {
    expect(dropTarget(index, none, 'p', 'B', 'inside')).toEqual({ parentId: 'B', position: 2 });
    expect(dropTarget(index, none, 'p', 'C', 'inside')).toEqual({ parentId: 'C', position: 1 });
  });

  it('refuses drops onto itself, into its own subtree or into a page', () => {
    expect(dropTarget(index, none, 'A', 'A', 'inside')).toBeNull();
    expect(dropTarget(index, none, 'A', 'b1', 'after')).toBeNull();
    expect(dropTarget(index, none, 'A', 'B', 'inside')).toBeNull();
    expect(dropTarget(index, none, 'a1', 'p', 'inside')).toBeNull();
  });

  it('drops between rows of another folder at that depth', () => {
    // After b1 (the last row of B, level 3): into B after b1.
    expect(dropTarget(index, none, 'p', 'b1', 'after')).toEqual({ parentId: 'B', position: 2 });
    // Before p (level 1, after the deeper b1): the top level, before p.
    expect(dropTarget(index, none, 'a1', 'p', 'before')).toEqual({ parentId: null, position: 2 });
    // Before a2 from the top level.
    expect(dropTarget(index, none, 'p', 'a2', 'before')).toEqual({ parentId: 'A', position: 2 });
  });

  it('counts positions without the moved node among its own siblings', () => {
    // a1 after a2: a2 is first once a1 is lifted out, so a1 goes to position 2.
    expect(dropTarget(index, none, 'a1', 'a2', 'after')).toEqual({ parentId: 'A', position: 2 });
    expect(dropTarget(index, none, 'B', 'a1', 'before')).toEqual({ parentId: 'A', position: 1 });
  });

  it('after an open folder means its first child; after a collapsed one, its next sibling', () => {
    expect(dropTarget(index, none, 'p', 'A', 'after')).toEqual({ parentId: 'A', position: 1 });
    expect(dropTarget(index, new Set(['A']), 'p', 'A', 'after')).toEqual({
      parentId: null,
      position: 2,
    });
    expect(dropTarget(index, none, 'a1', 'C', 'after')).toEqual({ parentId: null, position: 4 });
  });
});

describe('keyboardMoveTarget', () => {
  it('moves up and down among siblings, stopping at the edges', () => {
    expect(keyboardMoveTarget(index, 'a2', 'up')).toEqual({ parentId: 'A', position: 1 });
    expect(keyboardMoveTarget(index, 'a2', 'down')).toEqual({ parentId: 'A', position: 3 });
    expect(keyboardMoveTarget(index, 'a1', 'up')).toBeNull();
    expect(keyboardMoveTarget(index, 'B', 'down')).toBeNull();
    expect(keyboardMoveTarget(index, 'b1', 'up')).toBeNull();
  });

  it('indents into the previous sibling folder, at its end', () => {
    expect(keyboardMoveTarget(index, 'p', 'indent')).toEqual({ parentId: 'A', position: 4 });
    expect(keyboardMoveTarget(index, 'C', 'indent')).toBeNull(); // previous sibling is a page
    expect(keyboardMoveTarget(index, 'A', 'indent')).toBeNull(); // first at its level
    expect(keyboardMoveTarget(index, 'a1', 'indent')).toBeNull();
  });

  it('outdents to just after the parent, and not past the top level', () => {
    expect(keyboardMoveTarget(index, 'b1', 'outdent')).toEqual({ parentId: 'A', position: 4 });
    expect(keyboardMoveTarget(index, 'a1', 'outdent')).toEqual({ parentId: null, position: 2 });
    expect(keyboardMoveTarget(index, 'p', 'outdent')).toBeNull();
  });

  it('has no target for unknown or deleted nodes', () => {
    expect(keyboardMoveTarget(index, 'nope', 'up')).toBeNull();
    expect(keyboardMoveTarget(index, 'gone', 'outdent')).toBeNull();
  });
});

describe('isNoopMove', () => {
  it('tells a move to the same place', () => {
    expect(isNoopMove(index, 'a2', { parentId: 'A', position: 2 })).toBe(true);
    expect(isNoopMove(index, 'a2', { parentId: 'A', position: 1 })).toBe(false);
    expect(isNoopMove(index, 'a2', { parentId: null, position: 2 })).toBe(false);
  });
});

describe('label filter', () => {
  const labelled = [
    { ...node('L', null, 'folder'), labelId: null },
    { ...node('l1', 'L'), labelId: 'draft' },
    { ...node('l2', 'L'), labelId: 'done' },
    { ...node('M', null, 'folder'), labelId: 'draft' },
    { ...node('m1', 'M'), labelId: null },
    { ...node('gone', null, 'page', 1), labelId: 'draft' },
    { ...node('q', null), labelId: null },
  ];
  const index = buildTreeIndex(labelled);

  it('keeps labelled nodes, their folders above, and what a labelled folder holds', () => {
    const only = labelledNodes(index, 'draft');
    expect([...only].sort()).toEqual(['L', 'M', 'l1', 'm1']);
    const rows = flattenTree(index, new Set(), only);
    expect(rows.map((r) => [r.id, r.level, r.posInSet, r.setSize])).toEqual([
      ['L', 1, 1, 2],
      ['l1', 2, 1, 1],
      ['M', 1, 2, 2],
      ['m1', 2, 1, 1],
    ]);
    expect(rows.find((r) => r.id === 'l1')?.labelId).toBe('draft');
  });

  it('shows nothing for a label no active node has', () => {
    expect(flattenTree(index, new Set(), labelledNodes(index, 'unused'))).toEqual([]);
  });
});

describe('contentsOf', () => {
  it('counts the pages and folders at any depth inside a folder, not the deleted ones', () => {
    expect(contentsOf(index, 'A')).toEqual({ pages: 3, folders: 1 });
    expect(contentsOf(index, 'C')).toEqual({ pages: 0, folders: 0 });
    expect(contentsOf(index, 'p')).toEqual({ pages: 0, folders: 0 });
  });
});

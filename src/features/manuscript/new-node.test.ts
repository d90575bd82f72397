import { describe, expect, it } from 'vitest';
import { buildTreeIndex, type TreeItem } from './flatten-tree';
import { newNodePlace, pageCount } from './new-node';
import { expandAll, toggleFolder } from './tree-atoms';

const n = (id: string, parentId: string | null, type: TreeItem['type'], position: number) => ({
  id,
  parentId,
  name: id,
  type,
  position_in_list: position,
  mark_for_delete: 0 as const,
});
const index = buildTreeIndex([
  n('F', null, 'folder', 1),
  n('p1', 'F', 'page', 1),
  n('p2', 'F', 'page', 2),
  n('G', null, 'folder', 2),
  n('top', null, 'page', 3),
  { ...n('gone', null, 'page', 4), mark_for_delete: 1 as const },
]);

describe('newNodePlace', () => {
  it('goes inside a selected folder, at its end', () => {
    expect(newNodePlace(index, 'F', 'page')).toEqual({ parentId: 'F' });
  });

  it('goes just after a selected page', () => {
    expect(newNodePlace(index, 'p1', 'folder')).toEqual({ parentId: 'F', position: 2 });
    expect(newNodePlace(index, 'top', 'page')).toEqual({ parentId: null, position: 4 });
  });

  it('without a selection: pages into the last top-level folder, folders at the top level', () => {
    expect(newNodePlace(index, null, 'page')).toEqual({ parentId: 'G' });
    expect(newNodePlace(index, 'gone', 'page')).toEqual({ parentId: 'G' });
    expect(newNodePlace(index, null, 'folder')).toEqual({ parentId: null });
    expect(newNodePlace(buildTreeIndex([]), null, 'page')).toEqual({ parentId: null });
  });
});

describe('pageCount', () => {
  it('counts active pages', () => {
    expect(pageCount(index)).toBe(3);
  });
});

describe('expansion helpers', () => {
  it('toggles, forces and expands ancestors without needless new sets', () => {
    const none = new Set<string>();
    const closed = toggleFolder(none, 'F');
    expect([...closed]).toEqual(['F']);
    expect(toggleFolder(closed, 'F', false)).toBe(closed);
    expect([...toggleFolder(closed, 'F')]).toEqual([]);
    expect(expandAll(none, ['F'])).toBe(none);
    expect([...expandAll(new Set(['F', 'G']), ['F'])]).toEqual(['G']);
  });
});

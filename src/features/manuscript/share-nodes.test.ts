import { describe, expect, it } from 'vitest';
import type { TreeItem } from './flatten-tree';
import { mergeNodes, replaceNodes, shareNodes } from './share-nodes';

const page = (id: string, position: number, name = id): TreeItem => ({
  id,
  parentId: null,
  name,
  type: 'page',
  position_in_list: position,
  mark_for_delete: 0,
});

describe('shareNodes', () => {
  it('keeps the previous array when nothing shown changed', () => {
    const prev = [page('a', 1), page('b', 2)];
    expect(shareNodes(prev, [page('a', 1), page('b', 2)])).toBe(prev);
  });

  it('reuses unchanged nodes and takes changed ones', () => {
    const prev = [page('a', 1), page('b', 2)];
    const next = shareNodes(prev, [page('a', 1), page('b', 2, 'Renamed')]);
    expect(next).not.toBe(prev);
    expect(next[0]).toBe(prev[0]);
    expect(next[1]?.name).toBe('Renamed');
  });

  it('takes a node whose colour label changed (the row shows it)', () => {
    const prev = [page('a', 1), page('b', 2)];
    const next = shareNodes(prev, [page('a', 1), { ...page('b', 2), labelId: 'draft' }]);
    expect(next).not.toBe(prev);
    expect(next[1]?.labelId).toBe('draft');
    expect(shareNodes(next, [page('a', 1), { ...page('b', 2), labelId: 'draft' }])).toBe(next);
  });

  it('takes a node left out of export or given a section type (the row shows it)', () => {
    const prev = [page('a', 1), { ...page('b', 2), include_in_export: true, section_type: null }];
    const out = shareNodes(prev, [page('a', 1), { ...page('b', 2), include_in_export: false }]);
    expect(out[1]?.include_in_export).toBe(false);
    const typed = shareNodes(out, [
      page('a', 1),
      { ...page('b', 2), include_in_export: false, section_type: 'scene' },
    ]);
    expect(typed[1]?.section_type).toBe('scene');
    // A node of an older shape (neither field) is the same as one included, typed by its place.
    expect(shareNodes(prev, [page('a', 1), page('b', 2)])).toBe(prev);
  });

  it('notices added, removed and reordered nodes', () => {
    const prev = [page('a', 1), page('b', 2)];
    expect(shareNodes(prev, [page('a', 1)])).toHaveLength(1);
    const swapped = shareNodes(prev, [page('b', 2), page('a', 1)]);
    expect(swapped).not.toBe(prev);
    expect(swapped[0]).toBe(prev[1]);
  });
});

describe('mergeNodes', () => {
  it('replaces changed nodes and appends new ones', () => {
    const merged = mergeNodes([page('a', 1), page('b', 2)], [page('b', 1), page('c', 2)]);
    expect(merged.map((n) => [n.id, n.position_in_list])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ]);
  });
});

describe('replaceNodes', () => {
  it('takes the nodes read, appends new ones and drops those not found any more', () => {
    const prev = [page('a', 1), page('b', 2), page('c', 3)];
    const next = replaceNodes(prev, ['b', 'c', 'd'], [page('b', 3, 'B'), page('d', 4)]);
    expect(next.map((n) => [n.id, n.name, n.position_in_list])).toEqual([
      ['a', 'a', 1],
      ['b', 'B', 3],
      ['d', 'd', 4],
    ]);
    expect(next[0]).toBe(prev[0]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { estimateHeight, type ScrollItem, scrollItemsOf } from './scroll-items';

const node = (
  id: string,
  parentId: string | null,
  position: number,
  type: 'page' | 'folder' = 'page',
  extra: Partial<TreeNodeSummary> = {},
): TreeNodeSummary =>
  ({
    id,
    parentId,
    position_in_list: position,
    type,
    name: id.toUpperCase(),
    mark_for_delete: 0,
    content_metrics: { words: 10 },
    ...extra,
  }) as TreeNodeSummary;

describe('scrollItemsOf', () => {
  it('lists a folder depth first in the book order, sub-folders before their pages', () => {
    const nodes = [
      node('root', null, 0, 'folder'),
      node('p2', 'root', 2),
      node('sub', 'root', 1, 'folder'),
      node('p1', 'root', 0),
      node('s2', 'sub', 1),
      node('s1', 'sub', 0),
      node('other', null, 1),
    ];
    const items = scrollItemsOf('root', nodes);
    expect(items.map((i) => `${i.id}:${i.level}`)).toEqual([
      'p1:0',
      'sub:0',
      's1:1',
      's2:1',
      'p2:0',
    ]);
    expect(items.find((i) => i.id === 'sub')?.kind).toBe('folder');
  });

  it('leaves out what was deleted, with what it held', () => {
    const nodes = [
      node('root', null, 0, 'folder'),
      node('gone', 'root', 0, 'page', { mark_for_delete: 1 }),
      node('kept', 'root', 1),
    ];
    expect(scrollItemsOf('root', nodes).map((i) => i.id)).toEqual(['kept']);
  });

  it('guesses a longer page taller, and a folder heading small', () => {
    const item = (words: number, kind: 'page' | 'folder' = 'page'): ScrollItem => ({
      id: 'x',
      kind,
      name: 'X',
      level: 0,
      words,
    });
    expect(estimateHeight(item(2000), 2)).toBeGreaterThan(estimateHeight(item(10), 2));
    expect(estimateHeight(item(2000, 'folder'), 2)).toBeLessThan(100);
  });
});

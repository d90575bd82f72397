/** The export dialog's list of items left out of exports (StructureFields.leftOutItems). */
import { describe, expect, it } from 'vitest';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { leftOutItems } from './StructureFields';

const node = (
  id: string,
  parentId: string | null,
  extra: Partial<TreeNodeSummary> = {},
): TreeNodeSummary => ({
  id,
  documentId: 'doc',
  parentId,
  name: id,
  title: id,
  type: 'folder',
  position_in_list: 1,
  depth: 0,
  path: id,
  content_metrics: {
    words: 0,
    characters: 0,
    charactersNoSpaces: 0,
    paragraphs: 0,
    readingTime: 0,
  },
  mark_for_delete: 0,
  ...extra,
});

describe('leftOutItems', () => {
  it('lists each item left out once: not what lies inside it, nor deleted ones', () => {
    const nodes = [
      node('Main', null),
      node('Deleted scenes', 'Main', { include_in_export: false }),
      node('Cut', 'Deleted scenes', { type: 'page', include_in_export: false }),
      node('Notes', 'Main', { include_in_export: false, mark_for_delete: 1 }),
      node('Part 1', 'Main', { include_in_export: true }),
      node('Draft ending', 'Part 1', { type: 'page', include_in_export: false }),
      node('Old', 'Main'),
    ];
    expect(leftOutItems(nodes).map((n) => n.name)).toEqual(['Deleted scenes', 'Draft ending']);
  });
});

/** The manuscript's outline: reading order, what each folder and page is, levels, left-out items. */
import { describe, expect, it } from 'vitest';
import type { TreeNodeSummary } from '../../../contract/records';
import { bookOutline } from './book-outline';

let position = 0;
const node = (
  id: string,
  parentId: string | null,
  type: 'folder' | 'page',
  extra: Partial<TreeNodeSummary> = {},
): TreeNodeSummary => ({
  id,
  documentId: 'doc',
  parentId,
  name: id,
  title: id,
  type,
  position_in_list: ++position,
  depth: 0,
  path: id,
  content_metrics: {
    words: 1,
    characters: 1,
    charactersNoSpaces: 1,
    paragraphs: 1,
    readingTime: 1,
  },
  mark_for_delete: 0,
  ...extra,
});

const shape = (nodes: TreeNodeSummary[], options = { folderHeadings: true }) =>
  bookOutline(nodes, options).map(
    (e) =>
      `${e.node.id}:${e.role}:${e.level}${e.chapter ? `#${e.chapter}` : ''}${e.afterScene ? '+brk' : ''}`,
  );

describe('bookOutline', () => {
  it('makes a top folder a part, a folder in it a chapter, and the pages of a chapter its scenes', () => {
    const nodes = [
      node('Main', null, 'folder'),
      node('Part 1', 'Main', 'folder'),
      node('Arrival', 'Part 1', 'page'),
      node('Harbour', 'Part 1', 'page'),
      node('Part 2', 'Main', 'folder'),
      node('Storm', 'Part 2', 'folder'),
      node('Wind', 'Storm', 'page'),
      node('Rain', 'Storm', 'page'),
      node('Drafts', 'Storm', 'folder'),
      node('Hail', 'Drafts', 'page'),
      node('Coda', 'Main', 'page'),
    ];
    expect(shape(nodes)).toEqual([
      'Part 1:part:1',
      'Arrival:chapter:2#1',
      'Harbour:chapter:2#2',
      'Part 2:part:1',
      'Storm:chapter:2#3',
      'Wind:scene:3',
      'Rain:scene:3+brk',
      // A folder inside a chapter is a plain group: its pages are scenes of the chapter.
      'Hail:scene:3+brk',
      'Coda:chapter:1#4',
    ]);
  });

  it('follows the types the author chose', () => {
    const nodes = [
      node('Main', null, 'folder'),
      node('One', 'Main', 'folder', { section_type: 'chapter' }),
      node('a', 'One', 'page'),
      node('b', 'One', 'page', { section_type: 'unnumbered' }),
      node('c', 'One', 'page'),
      node('Box', 'Main', 'folder', { section_type: 'group' }),
      node('Letter', 'Box', 'page', { section_type: 'unnumbered' }),
      node('Two', 'Box', 'page'),
      node('Tail', 'Box', 'page', { section_type: 'scene' }),
    ];
    expect(shape(nodes)).toEqual([
      'One:chapter:1#1',
      'a:scene:2',
      'b:unnumbered:2',
      'c:scene:2+brk',
      'Letter:unnumbered:1',
      'Two:chapter:1#2',
      // A scene after a chapter's own page: a scene break between them.
      'Tail:scene:1+brk',
    ]);
  });

  it('without folder headings, every folder is a group and every page a chapter at level 1', () => {
    const nodes = [
      node('Main', null, 'folder'),
      node('Part 1', 'Main', 'folder', { section_type: 'part' }),
      node('Arrival', 'Part 1', 'page'),
      node('Storm', 'Part 1', 'folder'),
      node('Wind', 'Storm', 'page'),
    ];
    expect(shape(nodes, { folderHeadings: false })).toEqual([
      'Arrival:chapter:1#1',
      'Wind:chapter:1#2',
    ]);
  });
});

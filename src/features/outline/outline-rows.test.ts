/** The outline's rows: book order, folder totals, and sorting that leaves the book alone. */
import { describe, expect, it } from 'vitest';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { buildOutline, type SortContext, sortOutline } from './outline-rows';

let position = 0;
function node(
  id: string,
  parentId: string | null,
  type: 'folder' | 'page',
  extra: Partial<TreeNodeSummary> & { words?: number } = {},
): TreeNodeSummary {
  position += 1;
  const { words = 0, ...rest } = extra;
  return {
    id,
    documentId: 'd',
    parentId,
    name: id,
    type,
    position_in_list: position,
    depth: 0,
    path: id,
    title: id,
    content_metrics: { words, characters: 0, charactersNoSpaces: 0, paragraphs: 0, readingTime: 0 },
    mark_for_delete: 0,
    ...rest,
  };
}

// Stored out of order on purpose: the outline follows position_in_list, not the array.
const book = [
  node('part', null, 'folder'),
  node('ch2', 'part', 'folder', { position_in_list: 2, target_words: 5000 }),
  node('ch1', 'part', 'folder', { position_in_list: 1 }),
  node('a', 'ch1', 'page', { words: 1200, target_words: 1000, status: 'final', synopsis: 'Zebra' }),
  node('b', 'ch1', 'page', { words: 300, target_words: 2000, status: 'todo', synopsis: 'apple' }),
  node('c', 'ch2', 'page', { words: 2500, synopsis: 'Mango' }),
  node('gone', 'ch2', 'page', { words: 999, mark_for_delete: 1 }),
  node('loose', null, 'page', { words: 40 }),
];

const context: SortContext = {
  compareText: new Intl.Collator('en').compare,
  labelRank: () => -1,
  povName: () => '',
};

describe('the outline', () => {
  it('lists the nodes in book order, deleted ones left out, with their depth', () => {
    const { items } = buildOutline(book, null);
    expect(items.map((i) => `${i.id}:${i.depth}`)).toEqual([
      'part:0',
      'ch1:1',
      'a:2',
      'b:2',
      'ch2:1',
      'c:2',
      'loose:0',
    ]);
  });

  it("totals each folder's words and targets, a folder's own target winning over its pages'", () => {
    const { items, totals } = buildOutline(book, null);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get('ch1')).toMatchObject({ words: 1500, target: 3000, pages: 2 });
    expect(byId.get('ch1')?.progress).toBeCloseTo(0.5);
    expect(byId.get('ch2')).toMatchObject({ words: 2500, target: 5000, ownTarget: 5000 });
    expect(byId.get('part')).toMatchObject({ words: 4000, target: 8000, pages: 3 });
    expect(byId.get('a')?.progress).toBeCloseTo(1.2);
    expect(byId.get('loose')?.progress).toBeNull();
    expect(totals).toMatchObject({ words: 4040, target: 8000, pages: 4 });
  });

  it("of one folder holds what is under it, and that folder's totals", () => {
    const { items, totals } = buildOutline(book, 'ch1');
    expect(items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(totals).toMatchObject({ words: 1500, target: 3000, pages: 2 });
    expect(buildOutline(book, 'ch2').totals).toMatchObject({ words: 2500, target: 5000 });
  });

  it('sorts by a column in a copy, the book order untouched; ties keep the book order', () => {
    const { items } = buildOutline(book, 'part');
    const before = items.map((i) => i.id);
    const byWords = sortOutline(items, { key: 'words', direction: 'descending' }, context);
    expect(byWords.map((i) => i.id)).toEqual(['ch2', 'c', 'ch1', 'a', 'b']);
    expect(items.map((i) => i.id)).toEqual(before);
    expect(items.map((i) => i.order)).toEqual([0, 1, 2, 3, 4]);
    const bySynopsis = sortOutline(items, { key: 'synopsis', direction: 'ascending' }, context);
    // Folders have no synopsis: last, in book order.
    expect(bySynopsis.map((i) => i.id)).toEqual(['b', 'c', 'a', 'ch1', 'ch2']);
    const byStatus = sortOutline(items, { key: 'status', direction: 'descending' }, context);
    expect(byStatus.map((i) => i.id)).toEqual(['a', 'b', 'ch1', 'ch2', 'c']);
    const byProgress = sortOutline(items, { key: 'progress', direction: 'ascending' }, context);
    // No target, no progress: last.
    expect(byProgress.map((i) => i.id)).toEqual(['b', 'ch1', 'ch2', 'a', 'c']);
  });
});

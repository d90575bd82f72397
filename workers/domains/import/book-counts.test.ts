import { describe, expect, it } from 'vitest';
import { countImportedBook } from './book-counts';

describe('countImportedBook', () => {
  it('counts pages, folders, words, atlas records and notes, not deleted ones', () => {
    const book = countImportedBook({
      tree_nodes: [
        { type: 'folder', mark_for_delete: 0 },
        { type: 'page', mark_for_delete: 0, content_metrics: { words: 120 } },
        { type: 'page', mark_for_delete: 0, content_metrics: { words: 30 } },
        { type: 'page', mark_for_delete: 1, content_metrics: { words: 999 } },
        'not a record',
      ],
      characters: [{ mark_for_delete: 0 }, { mark_for_delete: 1 }],
      locations: [{ mark_for_delete: 0 }],
      notes: [{}, {}],
      settings: [{}],
    });
    expect(book).toEqual({ pages: 2, folders: 1, words: 150, atlasRecords: 2, notes: 2 });
  });

  it('counts nothing in an empty file', () => {
    expect(countImportedBook({})).toEqual({
      pages: 0,
      folders: 0,
      words: 0,
      atlasRecords: 0,
      notes: 0,
    });
  });
});

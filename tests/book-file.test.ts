/**
 * The shared book-file builder (tests/book-file.mjs) makes a file the app opens as it is: the
 * import keeps its tree, front matter and counts, so every test built on it starts from a real
 * book.
 */
import { describe, expect, it } from 'vitest';
import { BOOK_UUID, bookFile, bookFileJson, metricsOf } from './book-file.mjs';
import { data, freshApi } from './worker-api';

describe('bookFile()', () => {
  it('opens as the book it describes: tree, positions, front matter and word counts', async () => {
    const api = await freshApi('book-file-builder');
    const text = bookFileJson({
      title: 'The Salt Road',
      author: 'Ana Lima',
      nodes: [
        { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
        { id: 'one', parentId: 'root', name: 'Part One', type: 'folder' },
        {
          id: 'a',
          parentId: 'one',
          name: 'Arrival',
          type: 'page',
          html: '<p>The ship came in.</p>',
        },
        {
          id: 'b',
          parentId: 'one',
          name: 'Harbour',
          type: 'page',
          html: '<p>Gulls.</p><p>Rope and salt.</p>',
        },
      ],
    });
    await data(api.importBook(text, { clear: true }));
    const tree = await data(api.fetchTree());
    const byId = new Map(tree.map((n) => [n.id, n]));
    expect(byId.get('b')).toMatchObject({
      name: 'Harbour',
      parentId: 'one',
      depth: 2,
      position_in_list: 2,
    });
    expect(byId.get('a')?.path).toBe('root/one/a');
    expect(await data(api.bookTotals())).toMatchObject({ words: 8 });
    const [front] = await data(api.fetchAll('frontmatter'));
    expect(front).toMatchObject({
      title: 'The Salt Road',
      author: 'Ana Lima',
      documentId: BOOK_UUID,
    });
  });

  it('counts a page as the app does and lets a test give other counts or fields', () => {
    expect(metricsOf('<h2>Gulls</h2><p>A gull on the mast.</p>')).toMatchObject({
      words: 6,
      paragraphs: 2,
      readingTime: 1,
    });
    const book = bookFile({
      nodes: [
        { id: 'r', parentId: null, name: 'Main Content', type: 'folder' },
        {
          id: 'p',
          parentId: 'r',
          name: 'P',
          type: 'page',
          metrics: { words: 9 },
          fields: { labelId: 'x' },
        },
      ],
    });
    expect(book.data.tree_nodes?.[1]).toMatchObject({
      content_metrics: { words: 9 },
      labelId: 'x',
    });
    expect(() =>
      bookFile({ nodes: [{ id: 'p', parentId: 'gone', name: 'P', type: 'page' }] }),
    ).toThrow(/parent gone/);
  });
});

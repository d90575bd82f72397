/** The start-up check that a book file lacks what the database holds (issue 23, item 2). */
import { describe, expect, it } from 'vitest';
import { fileBehindBook } from './file-behind';

const book = (text: string, savedAt: string | null, exportedAt = '2026-01-01T00:00:00.000Z') =>
  JSON.stringify(
    {
      metadata: { exportedAt, databaseName: 'storyBuilderV2', version: '1.2' },
      data: {
        documents: [{ id: 1, uuid: 'd', savedAt, createdAt: 'c', updatedAt: 'u' }],
        current_document: [{ id: 1, uuid: 'd', savedAt }],
        tree_nodes: [{ id: 'p1', content: `<p>${text}</p>` }],
      },
      fileHandles: { handles: [], exportedAt },
    },
    null,
    2,
  );

const withHeader = (json: string) =>
  JSON.stringify({ header: { title: 't', author: '', date: 'now' }, ...JSON.parse(json) });

describe('fileBehindBook', () => {
  it('is false for the file the last save wrote, whatever was stamped since', () => {
    const file = withHeader(book('one two', null));
    expect(fileBehindBook(file, book('one two', '2026-02-02T00:00:00.000Z', 'later'))).toBe(false);
  });

  it('is true when the database holds words the file lacks', () => {
    const file = withHeader(book('one two', null));
    expect(fileBehindBook(file, book('one two three', null))).toBe(true);
  });

  it('is true when the file is not a book, and false when there is nothing to compare', () => {
    expect(fileBehindBook('{"data": ', book('one', null))).toBe(true);
    expect(fileBehindBook(book('one', null), 'not json')).toBe(false);
  });
});

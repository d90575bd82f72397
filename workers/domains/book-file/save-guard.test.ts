/** The overwrite guard: only this book's own file, or a book with no words, is replaced unasked. */
import { describe, expect, it } from 'vitest';
import { judgeExistingFile } from './save-guard';

const current = { documentId: 'this-book', title: 'Mine', words: 10 };
const book = (data: Record<string, unknown>) =>
  JSON.stringify({ metadata: { version: '1.2' }, data });

describe('judgeExistingFile', () => {
  it('replaces an empty file and an empty book of this app', () => {
    expect(judgeExistingFile('', current).kind).toBe('free');
    const empty = book({ documents: [{ uuid: 'this-book' }], tree_nodes: [] });
    expect(judgeExistingFile(empty, current).kind).toBe('same-book');
  });

  it('asks before replacing JSON that has the shape of a book but none of its tables', () => {
    const note = book({ note: 'my shopping list' });
    expect(judgeExistingFile(note, current)).toMatchObject({
      kind: 'conflict',
      reason: 'not-a-book',
    });
    expect(judgeExistingFile('{"data": 3}', current)).toMatchObject({ reason: 'not-a-book' });
    expect(judgeExistingFile('not json', current)).toMatchObject({ reason: 'not-a-book' });
  });

  it('asks before replacing another book, and a book without an id that holds words', () => {
    const other = book({ documents: [{ uuid: 'other' }], tree_nodes: [] });
    expect(judgeExistingFile(other, current)).toMatchObject({ reason: 'other-book' });
    const legacy = JSON.stringify({ chapters: [{ content: '<p>three short words</p>' }] });
    expect(judgeExistingFile(legacy, current)).toMatchObject({ reason: 'other-book' });
  });

  it("asks before replacing this book's file when it holds more words", () => {
    const longer = book({
      documents: [{ uuid: 'this-book' }],
      tree_nodes: [{ id: 'p', content_metrics: { words: 99 } }],
    });
    expect(judgeExistingFile(longer, current)).toMatchObject({ reason: 'more-words' });
  });
});

import { describe, expect, it } from 'vitest';
import { canWrite, isRole, isValidId, parseDocumentName } from './access';

describe('document names', () => {
  it('reads the three shapes of the design', () => {
    expect(parseDocumentName('b1/book')).toEqual({ bookId: 'b1', kind: 'book' });
    expect(parseDocumentName('b1/page/p_2')).toEqual({ bookId: 'b1', kind: 'page', pageId: 'p_2' });
    expect(parseDocumentName('b1/comments/p-2')).toEqual({
      bookId: 'b1',
      kind: 'comments',
      pageId: 'p-2',
    });
  });

  it('refuses anything else', () => {
    for (const name of [
      '',
      'b1',
      'b1/',
      'b1/page',
      'b1/page/',
      'b1/book/x',
      'b1/notes/p',
      '../b1/book',
      'b 1/book',
      'b1/page/p/q',
      `${'x'.repeat(65)}/book`,
    ]) {
      expect(parseDocumentName(name), name).toBeUndefined();
    }
  });

  it('checks ids and roles', () => {
    expect(isValidId('V1StGXR8_Z5jdHi6B-myT')).toBe(true);
    expect(isValidId('a/b')).toBe(false);
    expect(isValidId(12)).toBe(false);
    expect(isRole('commenter')).toBe(true);
    expect(isRole('admin')).toBe(false);
  });
});

describe('roles', () => {
  it('owner and writer write everything', () => {
    for (const role of ['owner', 'writer'] as const) {
      expect(canWrite(role, 'book')).toBe(true);
      expect(canWrite(role, 'page')).toBe(true);
      expect(canWrite(role, 'comments')).toBe(true);
    }
  });

  it('a commenter writes comments only', () => {
    expect(canWrite('commenter', 'comments')).toBe(true);
    expect(canWrite('commenter', 'page')).toBe(false);
    expect(canWrite('commenter', 'book')).toBe(false);
  });

  it('a reader writes nothing', () => {
    expect(canWrite('reader', 'comments')).toBe(false);
    expect(canWrite('reader', 'page')).toBe(false);
    expect(canWrite('reader', 'book')).toBe(false);
  });
});

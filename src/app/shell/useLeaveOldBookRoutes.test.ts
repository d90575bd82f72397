import { describe, expect, it } from 'vitest';
import { namesOldBookRecord } from './useLeaveOldBookRoutes';

describe('namesOldBookRecord', () => {
  it('names pages, folders and atlas records', () => {
    expect(namesOldBookRecord('/body-content/page/12')).toBe(true);
    expect(namesOldBookRecord('/body-content/chapter/3')).toBe(true);
    expect(namesOldBookRecord('/world-atlas/characters/abc')).toBe(true);
  });
  it('leaves places every book has', () => {
    expect(namesOldBookRecord('/body-content/chapters')).toBe(false);
    expect(namesOldBookRecord('/body-content/prologue')).toBe(false);
    expect(namesOldBookRecord('/world-atlas/characters')).toBe(false);
    expect(namesOldBookRecord('/frontmatter/book-info')).toBe(false);
  });
});

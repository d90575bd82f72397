import { describe, expect, it } from 'vitest';
import { renameTarget } from './rename-offer';

describe('renameTarget', () => {
  it('offers the new title’s name when the file still has the old one', () => {
    expect(renameTarget('new-book-title.json', 'The Salt Road')).toBe('the-salt-road.json');
  });

  it('offers nothing when the file already matches the title, or a numbered name beside it', () => {
    expect(renameTarget('the-salt-road.json', 'The Salt Road')).toBeNull();
    expect(renameTarget('The-Salt-Road.json', 'The Salt Road')).toBeNull();
    expect(renameTarget('the-salt-road-2.json', 'The Salt Road')).toBeNull();
  });

  it('offers nothing without a file or a title', () => {
    expect(renameTarget(null, 'The Salt Road')).toBeNull();
    expect(renameTarget('book.json', '   ')).toBeNull();
  });

  it('keeps a title with characters that mean something in a pattern', () => {
    expect(renameTarget('new.json', 'What? (Part 1)')).toBe('what-(part-1).json');
    expect(renameTarget('what-(part-1).json', 'What? (Part 1)')).toBeNull();
  });
});

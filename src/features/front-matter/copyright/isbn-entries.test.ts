/** Unit tests for the ISBN entry list: problems and the saved subset. */
import { describe, expect, it } from 'vitest';
import { entryProblem, newEntry, sameList, savedIsbns } from './isbn-entries';

describe('isbn entries', () => {
  it('gives fresh ids', () => {
    expect(newEntry().id).not.toBe(newEntry().id);
  });

  it('names the problem of an entry; empty entries have none', () => {
    expect(entryProblem(newEntry('978-0-306-40615-8'))).toBe('checksum');
    expect(entryProblem(newEntry('12345'))).toBe('length');
    expect(entryProblem(newEntry('ISBN'))).toBe('characters');
    expect(entryProblem(newEntry('  '))).toBeNull();
    expect(entryProblem(newEntry('0-306-40615-2'))).toBeNull();
  });

  it('saves the trimmed valid entries only', () => {
    const entries = [' 0-306-40615-2 ', '978-0-306-40615-8', '', '080442957X'].map((v) =>
      newEntry(v),
    );
    expect(savedIsbns(entries)).toEqual(['0-306-40615-2', '080442957X']);
  });

  it('compares lists in order', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameList([], ['a'])).toBe(false);
  });
});

/** The facade: no two domains expose the same method; each has one owner. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../tests/fresh-db';
import { clashingMethods, createFacadeParts, exposedParts } from './api';
import { DbSession } from './db/session';

describe('the facade', () => {
  it('has no method that two domains offer: the book file alone replaces the book', () => {
    const parts = exposedParts(createFacadeParts(new DbSession(freshDbName('facade'), null)));
    expect(clashingMethods(parts)).toEqual([]);
    for (const name of ['newBook', 'importBook', 'restoreSnapshot'])
      expect(Object.keys(parts.bookFile)).toContain(name);
  });

  it('names a clash when one appears', () => {
    expect(
      clashingMethods({ a: { save() {} }, b: { save() {}, newBook() {} }, c: { newBook() {} } }),
    ).toEqual(['save (a, b)', 'newBook (b, c)']);
  });
});

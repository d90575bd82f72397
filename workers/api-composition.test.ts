/** The facade: no two domains expose the same method, except the book file's declared overrides. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../tests/fresh-db';
import { clashingMethods, createFacadeParts, FACADE_OVERRIDES } from './api';
import { DbSession } from './db/session';

describe('the facade', () => {
  it('has no method that two domains define, but the declared overrides', () => {
    const parts = createFacadeParts(new DbSession(freshDbName('facade'), null));
    expect(clashingMethods(parts)).toEqual([]);
    for (const name of FACADE_OVERRIDES) expect(Object.keys(parts.bookFile)).toContain(name);
  });

  it('names a clash when one appears', () => {
    expect(
      clashingMethods({ a: { save() {} }, b: { save() {}, newBook() {} }, c: { newBook() {} } }),
    ).toEqual(['save (a, b)']);
  });
});

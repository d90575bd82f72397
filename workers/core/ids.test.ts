/** Tests of identifier generation. */
import { describe, expect, it } from 'vitest';
import { isUuidV4, isValidId } from '../contract/ids';
import { newId, newUuid } from './ids';

describe('newId', () => {
  it('returns distinct 21-character URL-safe ids', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
      expect(isValidId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('newUuid', () => {
  it('returns distinct lowercase version-4 uuids', () => {
    const uuids = Array.from({ length: 1000 }, newUuid);
    for (const uuid of uuids) {
      expect(isUuidV4(uuid)).toBe(true);
      expect(uuid).toBe(uuid.toLowerCase());
    }
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('falls back to getRandomValues when randomUUID is missing', () => {
    // An own property shadows the prototype method, as in a page outside a secure context.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const uuids = Array.from({ length: 200 }, newUuid);
      for (const uuid of uuids) expect(isUuidV4(uuid)).toBe(true);
      expect(new Set(uuids).size).toBe(uuids.length);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

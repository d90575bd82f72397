/** Tests of the identifier checks. */
import { describe, expect, it } from 'vitest';
import { isUuidV4, isValidId } from './ids';

describe('isValidId', () => {
  it('accepts 21 URL-safe characters', () => {
    expect(isValidId('V1StGXR8_Z5jdHi6B-myT')).toBe(true);
    expect(isValidId('aaaaaaaaaaaaaaaaaaaaa')).toBe(true);
    expect(isValidId('-_-_-_-_-_-_-_-_-_-_-')).toBe(true);
  });

  it('rejects other lengths, characters and types', () => {
    expect(isValidId('V1StGXR8_Z5jdHi6B-my')).toBe(false);
    expect(isValidId('V1StGXR8_Z5jdHi6B-myTT')).toBe(false);
    expect(isValidId('V1StGXR8_Z5jdHi6B-my=')).toBe(false);
    expect(isValidId('V1StGXR8_Z5jdHi6B-my ')).toBe(false);
    expect(isValidId('V1StGXR8_Z5jdHi6B-myé')).toBe(false);
    expect(isValidId('')).toBe(false);
    expect(isValidId(null)).toBe(false);
    expect(isValidId(12345)).toBe(false);
  });
});

describe('isUuidV4', () => {
  it('accepts version-4 uuids in any case and each variant nibble', () => {
    for (const variant of ['8', '9', 'a', 'b', 'A', 'B']) {
      expect(isUuidV4(`123e4567-e89b-4d3a-${variant}456-426614174000`)).toBe(true);
    }
    expect(isUuidV4('123E4567-E89B-4D3A-A456-426614174ABC')).toBe(true);
  });

  it('rejects other versions, variants and shapes', () => {
    expect(isUuidV4('123e4567-e89b-1d3a-a456-426614174000')).toBe(false);
    expect(isUuidV4('123e4567-e89b-7d3a-a456-426614174000')).toBe(false);
    expect(isUuidV4('123e4567-e89b-4d3a-c456-426614174000')).toBe(false);
    expect(isUuidV4('123e4567-e89b-4d3a-7456-426614174000')).toBe(false);
    expect(isUuidV4('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(isUuidV4('123e4567e89b4d3aa456426614174000')).toBe(false);
    expect(isUuidV4('{123e4567-e89b-4d3a-a456-426614174000}')).toBe(false);
    expect(isUuidV4('123e4567-e89b-4d3a-a456-42661417400g')).toBe(false);
    expect(isUuidV4(' 123e4567-e89b-4d3a-a456-426614174000')).toBe(false);
    expect(isUuidV4(undefined)).toBe(false);
  });
});

/** Unit tests for the ISBN-10 and ISBN-13 checks. */
import { describe, expect, it } from 'vitest';
import { isValidIsbn10, isValidIsbn13, normaliseIsbn, validateIsbn } from './isbn';

describe('normaliseIsbn', () => {
  it('drops hyphens and spaces and upper-cases x', () => {
    expect(normaliseIsbn('0-8044-2957-x')).toBe('080442957X');
    expect(normaliseIsbn(' 978 0 306 40615 7 ')).toBe('9780306406157');
    expect(normaliseIsbn('978\u20100\u2011306-40615-7')).toBe('9780306406157');
  });

  it('keeps other characters so that validation can reject them', () => {
    expect(normaliseIsbn('978.0306')).toBe('978.0306');
  });
});

describe('isValidIsbn10', () => {
  it.each(['0-306-40615-2', '0306406152', '080442957X', '0-8044-2957-x', '0 19 852663 6'])(
    'accepts %s',
    (isbn) => {
      expect(isValidIsbn10(isbn)).toBe(true);
    },
  );

  it.each(['0-306-40615-3', '0804429579', '0306406151', '030640615', 'X306406152', ''])(
    'rejects %s',
    (isbn) => {
      expect(isValidIsbn10(isbn)).toBe(false);
    },
  );

  it('rejects an ISBN-13', () => {
    expect(isValidIsbn10('978-0-306-40615-7')).toBe(false);
  });
});

describe('isValidIsbn13', () => {
  it.each(['978-0-306-40615-7', '9780306406157', '978 1 86197 876 9', '979-10-90636-07-1'])(
    'accepts %s',
    (isbn) => {
      expect(isValidIsbn13(isbn)).toBe(true);
    },
  );

  it.each(['978-0-306-40615-8', '9780306406150', '978030640615', '978030640615X'])(
    'rejects %s',
    (isbn) => {
      expect(isValidIsbn13(isbn)).toBe(false);
    },
  );

  it('rejects an ISBN-10', () => {
    expect(isValidIsbn13('0-306-40615-2')).toBe(false);
  });
});

describe('validateIsbn', () => {
  it('returns the compact value of a valid ISBN', () => {
    expect(validateIsbn('0-306-40615-2')).toEqual({ ok: true, value: '0306406152' });
    expect(validateIsbn('080442957x')).toEqual({ ok: true, value: '080442957X' });
    expect(validateIsbn('978-0-306-40615-7')).toEqual({ ok: true, value: '9780306406157' });
  });

  it('reports a wrong check digit', () => {
    expect(validateIsbn('978-0-306-40615-8')).toEqual({ ok: false, reason: 'checksum' });
    expect(validateIsbn('0-306-40615-3')).toEqual({ ok: false, reason: 'checksum' });
    expect(validateIsbn('0804429571')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('reports a bad length', () => {
    for (const isbn of [
      '',
      '123',
      '030640615',
      '03064061522',
      '97803064061',
      '97803064061577',
      '12X',
    ]) {
      expect(validateIsbn(isbn)).toEqual({ ok: false, reason: 'length' });
    }
  });

  it('reports letters and other characters', () => {
    for (const isbn of [
      'abc',
      'ISBN 0306406152',
      '978-0-306-4O615-7',
      '978.0.306.40615.7',
      '03064X6152',
      '978030640615X',
    ]) {
      expect(validateIsbn(isbn)).toEqual({ ok: false, reason: 'characters' });
    }
  });

  it('accepts an X check digit only at the end of an ISBN-10', () => {
    expect(validateIsbn('0-8044-2957-X').ok).toBe(true);
    expect(validateIsbn('X-8044-2957-0')).toEqual({ ok: false, reason: 'characters' });
  });
});

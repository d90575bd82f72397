/**
 * ISBN checks for the copyright page: ISBN-10 (mod 11, may end in X) and ISBN-13 (EAN-13
 * weights 1 and 3). Hyphens and spaces are separators and are ignored.
 */

export type IsbnProblem = 'length' | 'characters' | 'checksum';

export type IsbnResult = { ok: true; value: string } | { ok: false; reason: IsbnProblem };

/** Separators an author may type between the groups of an ISBN. */
const SEPARATORS = /[\s\u2010\u2011-]/g;

/** Drops hyphens and spaces and upper-cases a trailing `x`: `0-8044-2957-x` → `080442957X`. */
export function normaliseIsbn(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

/** True when `input` (separators allowed) is an ISBN-10 with a correct check digit. */
export function isValidIsbn10(input: string): boolean {
  const isbn = normaliseIsbn(input);
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const ch = isbn.charAt(i);
    const digit = ch === 'X' ? 10 : Number(ch);
    sum += (10 - i) * digit;
  }
  return sum % 11 === 0;
}

/** True when `input` (separators allowed) is an ISBN-13 with a correct check digit. */
export function isValidIsbn13(input: string): boolean {
  const isbn = normaliseIsbn(input);
  if (!/^\d{13}$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i += 1) {
    sum += Number(isbn.charAt(i)) * (i % 2 === 0 ? 1 : 3);
  }
  return sum % 10 === 0;
}

/**
 * Checks one ISBN as typed. On success `value` is the compact form (digits, and X for an
 * ISBN-10 check digit); otherwise `reason` says what is wrong: characters other than digits
 * and separators (or an X anywhere but the end of an ISBN-10), a length other than 10 or 13
 * digits, or a wrong check digit.
 */
export function validateIsbn(input: string): IsbnResult {
  const isbn = normaliseIsbn(input);
  if (!/^[\dX]*$/.test(isbn) || /X./.test(isbn)) return { ok: false, reason: 'characters' };
  if (isbn.length !== 10 && isbn.length !== 13) return { ok: false, reason: 'length' };
  if (isbn.length === 13 && isbn.includes('X')) return { ok: false, reason: 'characters' };
  const valid = isbn.length === 10 ? isValidIsbn10(isbn) : isValidIsbn13(isbn);
  return valid ? { ok: true, value: isbn } : { ok: false, reason: 'checksum' };
}

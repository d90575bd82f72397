/** Remembered PDF choices read back onto the defaults (normalisePdfChoices, export.ts). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_CHOICES,
  normaliseExportChoices,
  normalisePdfChoices,
  PDF_TRIM_SIZES,
  PDF_VOLUME_PAGES,
} from './export';

describe('normalisePdfChoices', () => {
  it('has a print-ready 6×9 book of at most 600 pages a volume, without drafting marks, for its defaults', () => {
    expect(DEFAULT_EXPORT_CHOICES.pdf).toEqual({
      kind: 'book',
      trim: '6x9',
      volumePages: 600,
      draftingMarks: false,
    });
    expect(PDF_VOLUME_PAGES).toEqual({ min: 100, max: 800, default: 600 });
  });

  it('gives the defaults for nothing, or for something that is not an object', () => {
    const defaults = { kind: 'book', trim: '6x9', volumePages: 600, draftingMarks: false };
    for (const value of [undefined, null, 0, 42, 'book', true, Number.NaN]) {
      expect(normalisePdfChoices(value), String(value)).toEqual(defaults);
    }
    expect(normalisePdfChoices({})).toEqual(defaults);
    expect(normalisePdfChoices([])).toEqual(defaults);
  });

  it('keeps valid choices as they are', () => {
    expect(
      normalisePdfChoices({
        kind: 'manuscript',
        trim: 'a5',
        volumePages: 350,
        draftingMarks: true,
      }),
    ).toEqual({
      kind: 'manuscript',
      trim: 'a5',
      volumePages: 350,
      draftingMarks: true,
    });
    for (const trim of PDF_TRIM_SIZES) {
      expect(normalisePdfChoices({ trim }).trim).toBe(trim);
    }
    expect(normalisePdfChoices({ kind: 'book' }).kind).toBe('book');
  });

  it('falls back to a book for an unknown kind', () => {
    for (const kind of ['Manuscript', 'novel', '', 1, null, { kind: 'manuscript' }]) {
      expect(normalisePdfChoices({ kind }).kind, String(kind)).toBe('book');
    }
  });

  it('keeps drafting marks off unless they are exactly true', () => {
    for (const draftingMarks of ['true', 1, null, {}, undefined]) {
      expect(normalisePdfChoices({ draftingMarks }).draftingMarks, String(draftingMarks)).toBe(
        false,
      );
    }
    expect(normalisePdfChoices({ draftingMarks: true }).draftingMarks).toBe(true);
  });

  it('falls back to 6×9 for an unknown trim size', () => {
    for (const trim of ['A5', '6X9', '6×9', 'legal', '', 6, null, ['a4']]) {
      expect(normalisePdfChoices({ trim }).trim, String(trim)).toBe('6x9');
    }
  });

  it('clamps the pages a volume may have to 100–800', () => {
    const pages = (volumePages: unknown) => normalisePdfChoices({ volumePages }).volumePages;
    expect(pages(99)).toBe(100);
    expect(pages(0)).toBe(100);
    expect(pages(-600)).toBe(100);
    expect(pages(100)).toBe(100);
    expect(pages(800)).toBe(800);
    expect(pages(801)).toBe(800);
    expect(pages(100_000)).toBe(800);
    expect(pages(Number.MAX_SAFE_INTEGER)).toBe(800);
  });

  it('rounds the pages to a whole number', () => {
    const pages = (volumePages: unknown) => normalisePdfChoices({ volumePages }).volumePages;
    expect(pages(450.4)).toBe(450);
    expect(pages(450.5)).toBe(451);
    expect(pages(99.6)).toBe(100);
    expect(pages(799.7)).toBe(800);
    expect(pages(100.2)).toBe(100);
  });

  it('falls back to 600 pages for NaN, infinities and values that are not numbers', () => {
    const pages = (volumePages: unknown) => normalisePdfChoices({ volumePages }).volumePages;
    for (const value of [
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      'many',
      {},
      [1, 2],
    ]) {
      expect(pages(value), String(value)).toBe(600);
    }
  });

  // Found by this test and fixed; kept so it stays fixed.
  it('falls back to 600 pages for null, empty strings, booleans and []', () => {
    const pages = (volumePages: unknown) => normalisePdfChoices({ volumePages }).volumePages;
    for (const value of [null, '', ' ', false, true, []]) {
      expect(pages(value), JSON.stringify(value)).toBe(600);
    }
  });

  it('leaves the given object untouched and drops unknown keys', () => {
    const value = { kind: 'manuscript', trim: 'letter', volumePages: 1000, extra: 'x' };
    const copy = structuredClone(value);
    const out = normalisePdfChoices(value);
    expect(out).toEqual({
      kind: 'manuscript',
      trim: 'letter',
      volumePages: 800,
      draftingMarks: false,
    });
    expect(Object.keys(out).sort()).toEqual(['draftingMarks', 'kind', 'trim', 'volumePages']);
    expect(value).toEqual(copy);
  });

  it('is what normaliseExportChoices uses for the pdf choices', () => {
    expect(normaliseExportChoices({ pdf: { kind: 'x', trim: 'a4', volumePages: 50 } }).pdf).toEqual(
      { kind: 'book', trim: 'a4', volumePages: 100, draftingMarks: false },
    );
    expect(normaliseExportChoices({}).pdf).toEqual(DEFAULT_EXPORT_CHOICES.pdf);
    expect(normaliseExportChoices(null).pdf).toEqual(DEFAULT_EXPORT_CHOICES.pdf);
  });
});

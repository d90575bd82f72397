/** Unit tests for the cleaning applied to Book info and copyright changes before saving. */
import { describe, expect, it } from 'vitest';
import { cleanCopyrightChanges, cleanFrontmatterChanges, parseYear, plainText } from './records';

const stripTags = (html: string) => html.replace(/<script>.*?<\/script>|<[^>]*>/g, '');

describe('parseYear', () => {
  it('keeps a parsed whole number and gives empty when parsing fails', () => {
    expect(parseYear('2024')).toBe('2024');
    expect(parseYear(' 1999 ')).toBe('1999');
    expect(parseYear('2024.7')).toBe('2024');
    expect(parseYear('')).toBe('');
    expect(parseYear('soon')).toBe('');
    expect(parseYear('-5')).toBe('');
  });
});

describe('plainText', () => {
  it('only touches values with markup', () => {
    expect(plainText('1 Main St\nSpringfield', stripTags)).toBe('1 Main St\nSpringfield');
    expect(plainText('<b>Jane</b> Doe', stripTags)).toBe('Jane Doe');
  });
});

describe('cleanFrontmatterChanges', () => {
  it('strips markup from the address and drops a malformed date', () => {
    expect(
      cleanFrontmatterChanges({ address: '<i>1</i> Main St', publication_date: 'May' }, stripTags),
    ).toEqual({ address: '1 Main St', publication_date: '' });
    expect(cleanFrontmatterChanges({ publication_date: '2024-05-01' })).toEqual({
      publication_date: '2024-05-01',
    });
  });

  it('leaves other fields to the worker', () => {
    expect(cleanFrontmatterChanges({ author: '<b>Jane</b>' })).toEqual({ author: '<b>Jane</b>' });
  });
});

describe('cleanCopyrightChanges', () => {
  it('parses the publication year', () => {
    expect(cleanCopyrightChanges({ publication_year: 'abc' })).toEqual({ publication_year: '' });
  });

  it('keeps known roles and plain, non-empty names', () => {
    expect(
      cleanCopyrightChanges(
        {
          collaborators: [
            { role: 'editor', name: ' <b>Sam</b> Reed ' },
            { role: 'villain', name: 'Moriarty' },
            { role: 'narrator', name: '<script>x</script>' },
            { role: 'other', name: 'Pat' },
          ],
        },
        stripTags,
      ),
    ).toEqual({
      collaborators: [
        { role: 'editor', name: 'Sam Reed' },
        { role: 'other', name: 'Pat' },
      ],
    });
  });
});

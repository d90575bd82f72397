/** Tests of the frozen migration 2 → 3 metrics rule. */
import { describe, expect, it } from 'vitest';
import { computeLegacyMetrics, legacyPlainText } from './legacy-metrics';

const repeat = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('computeLegacyMetrics', () => {
  it('splits words on whitespace and paragraphs on blank lines', () => {
    expect(computeLegacyMetrics('Hello big\nworld\n\n\nBye  now')).toEqual({
      words: 5,
      characters: 22,
      charactersNoSpaces: 19,
      paragraphs: 2,
      readingTime: 1,
    });
    expect(computeLegacyMetrics('a\n \t\nb\n\nc').paragraphs).toBe(3);
  });

  it('counts whitespace runs only, so unspaced scripts are one word per run', () => {
    expect(computeLegacyMetrics('我喜欢读书').words).toBe(1);
    expect(computeLegacyMetrics('I like 读书').words).toBe(3);
  });

  it('strips HTML tags first, block tags ending a line', () => {
    expect(computeLegacyMetrics('<p>one <b>tw</b>o</p><p>three</p>')).toEqual({
      words: 3,
      characters: 12,
      charactersNoSpaces: 11,
      paragraphs: 2,
      readingTime: 1,
    });
    expect(computeLegacyMetrics('<p>a<br>b</p>')).toMatchObject({ words: 2, paragraphs: 1 });
    expect(computeLegacyMetrics('<p>Tom &amp; Jerry</p>').characters).toBe(11);
    expect(legacyPlainText('<p>a <!-- b --><img src="x" alt="y > z">c</p>')).toBe('\na c\n');
  });

  it('leaves plain text without tags untouched', () => {
    expect(legacyPlainText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(computeLegacyMetrics('1 < 2').words).toBe(3);
  });

  it('rounds reading time up at 200 words per minute', () => {
    expect(computeLegacyMetrics(repeat(200)).readingTime).toBe(1);
    expect(computeLegacyMetrics(repeat(201)).readingTime).toBe(2);
  });

  it('gives zeros for empty and whitespace-only content', () => {
    const zero = { words: 0, characters: 0, charactersNoSpaces: 0, paragraphs: 0, readingTime: 0 };
    expect(computeLegacyMetrics('')).toEqual(zero);
    expect(computeLegacyMetrics(' \n\t ')).toEqual(zero);
    expect(computeLegacyMetrics('<p></p><p><br></p>')).toEqual(zero);
  });
});

import { describe, expect, it } from 'vitest';
import { countMentions, countNames, foldText } from './find-mentions';

const count = (text: string, name: string) => countMentions(foldText(text), foldText(name));

describe('countMentions', () => {
  it('finds whole words in any case, not inside longer words', () => {
    expect(count('Ann waved. ANN laughed; the annual fair began.', 'Ann')).toBe(2);
    expect(count('Salt Harbour, salt harbour and Salt-Harbour', 'Salt Harbour')).toBe(2);
  });

  it('handles names with punctuation and apostrophes', () => {
    expect(count("O'Brien met O'Brien's sister.", "O'Brien")).toBe(2);
    expect(count('Dr. Vell arrived. Dr Vell left.', 'Dr. Vell')).toBe(1);
  });

  it('works in other scripts: Cyrillic, Greek, Arabic, Devanagari words; CJK and Thai without spaces', () => {
    expect(count('Мара пришла. Марат ушёл.', 'Мара')).toBe(1);
    expect(count('Η Ελένη είπε: «Ελένη!»', 'ελένη')).toBe(2);
    expect(count('وصلت مريم إلى البيت. مريم سعيدة.', 'مريم')).toBe(2);
    expect(count('राम ने कहा कि राम आएगा।', 'राम')).toBe(2);
    expect(count('李明走进了房间，李明笑了。', '李明')).toBe(2);
    expect(count('สมชายเดินไปตลาดแล้วสมชายก็กลับบ้าน', 'สมชาย')).toBe(2);
  });

  it('compares after Unicode normalisation', () => {
    expect(count('Zoe\u0301 came', 'Zoé')).toBe(1);
  });
});

describe('countNames', () => {
  it('counts a name and its aliases once each, the longer name first', () => {
    expect(
      countNames(foldText('Salt Harbour is grey. The Harbour sleeps. Salt is cheap.'), [
        'Salt Harbour',
        'Harbour',
      ]),
    ).toBe(2);
  });
});

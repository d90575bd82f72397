import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_OPTIONS, type FindOptions } from '../../contract/find';
import { compileFind } from './matcher';

const found = (text: string, query: string, options: Partial<FindOptions> = {}) => {
  const compiled = compileFind(query, { ...DEFAULT_FIND_OPTIONS, ...options });
  if (!compiled.ok) throw new Error(compiled.detail);
  return compiled.matcher.matches(text).map((m) => text.slice(m.start, m.end));
};
const whole = (text: string, query: string, options: Partial<FindOptions> = {}) =>
  found(text, query, { wholeWord: true, ...options });

describe('whole word in every script', () => {
  it('English: not inside a longer word', () => {
    expect(whole('Ann paid her annual dues; ANN left. Annie stayed.', 'ann')).toEqual([
      'Ann',
      'ANN',
    ]);
    expect(found('Ann paid her annual dues', 'ann')).toEqual(['Ann', 'ann']);
  });

  it('French: é is a letter, not a word boundary', () => {
    expect(whole('Le café est célèbre; un caf.', 'caf')).toEqual(['caf']);
    expect(whole('Le café est célèbre', 'café')).toEqual(['café']);
    expect(whole('Une étude, des études.', 'étude')).toEqual(['étude']);
  });

  it('German: ß is a letter', () => {
    expect(whole('Die Straße und die Straßenbahn.', 'Straße')).toEqual(['Straße']);
    expect(whole('Der Fuß des Fußballs', 'Fu')).toEqual([]);
  });

  it('Arabic: a word with the article is another word', () => {
    const text = 'قرأ الكتاب ثم كتاب آخر، وكتابه.';
    expect(whole(text, 'كتاب')).toEqual(['كتاب']);
    expect(found(text, 'كتاب')).toHaveLength(3);
  });

  it('Hindi: vowel signs belong to the word', () => {
    const text = 'राम और रामायण; राम।';
    expect(whole(text, 'राम')).toEqual(['राम', 'राम']);
    expect(whole('किताब किताबें', 'किताब')).toEqual(['किताब']);
  });

  it('Thai: words found by segmentation, not spaces', () => {
    // "I like to eat rice" with no spaces: กิน (eat) is a word, กิ is not.
    const text = 'ฉันชอบกินข้าว';
    expect(whole(text, 'กิน')).toEqual(['กิน']);
    expect(whole(text, 'กิ')).toEqual([]);
    expect(whole(text, 'ข้าว')).toEqual(['ข้าว']);
  });

  it('Chinese: a word inside a run of characters', () => {
    const text = '我喜欢北京大学。北京很大。';
    expect(found(text, '北京')).toHaveLength(2);
    // 京大 spans two words (北京 | 大学): not a whole word.
    expect(whole(text, '京大')).toEqual([]);
    expect(whole('他在北京。', '北京')).toEqual(['北京']);
  });
});

describe('options', () => {
  it('match case', () => {
    expect(found('Marrow marrow MARROW', 'Marrow', { matchCase: true })).toEqual(['Marrow']);
    expect(found('Marrow marrow MARROW', 'Marrow')).toHaveLength(3);
  });

  it('ignore accents: cafe finds café, and Arabic without harakat finds it with them', () => {
    const text = 'Un café, un cafe\u0301, un CAFÉ.';
    expect(found(text, 'cafe', { ignoreAccents: true })).toEqual(['café', 'cafe\u0301', 'CAFÉ']);
    expect(found(text, 'cafe')).toEqual(['cafe']);
    const arabic = 'كَتَبَ الوَلَدُ وكتب';
    expect(found(arabic, 'كتب', { ignoreAccents: true })).toEqual(['كَتَبَ', 'كتب']);
    expect(found('سـلام', 'سلام', { ignoreAccents: true })).toEqual(['سـلام']);
  });

  it('a plain search takes regex characters literally', () => {
    expect(found('a (b) a.b axb', 'a.b')).toEqual(['a.b']);
    expect(found('cost $5 (approx)', '(approx)')).toEqual(['(approx)']);
  });

  it('regular expressions with groups and the u flag', () => {
    const compiled = compileFind('(\\p{Lu})arrow', {
      ...DEFAULT_FIND_OPTIONS,
      regex: true,
      matchCase: true,
    });
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const [m] = compiled.matcher.matches('the Marrow');
    expect(m?.groups).toEqual(['M']);
  });

  it('an invalid pattern is refused with the reason, not thrown', () => {
    const compiled = compileFind('(unclosed', { ...DEFAULT_FIND_OPTIONS, regex: true });
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.detail).toMatch(/unterminated|group/i);
    expect(compileFind('\\p{Nope}', { ...DEFAULT_FIND_OPTIONS, regex: true }).ok).toBe(false);
  });

  it('counts without listing, as many as it lists', () => {
    const text = 'Ann, ann; annual ANN. 北京 北京大学';
    for (const [query, options] of [
      ['ann', { wholeWord: true }],
      ['ann', {}],
      ['北京', { wholeWord: true }],
    ] as const) {
      const compiled = compileFind(query, { ...DEFAULT_FIND_OPTIONS, ...options });
      if (!compiled.ok) throw new Error('no');
      expect(compiled.matcher.count(text)).toBe(compiled.matcher.matches(text).length);
      expect(compiled.matcher.matches(text, 1)).toHaveLength(1);
    }
  });

  it('an empty match does not loop', () => {
    expect(found('aaa', 'x*', { regex: true })).toEqual([]);
  });

  it('ignore accents maps groups back to the text as written', () => {
    const compiled = compileFind('(caf)e', {
      ...DEFAULT_FIND_OPTIONS,
      regex: true,
      ignoreAccents: true,
    });
    if (!compiled.ok) throw new Error('no');
    const text = 'un café';
    const [m] = compiled.matcher.matches(text);
    expect(text.slice(m?.start, m?.end)).toBe('café');
    expect(m?.groups).toEqual(['caf']);
  });
});

import { describe, expect, it } from 'vitest';
import { isRtl, LANGUAGES, matchBrowserLanguage, validLanguage } from './languages';

describe('languages', () => {
  it('has the 30 codes of the spec', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'en',
      'ro',
      'ru',
      'tr',
      'it',
      'zh-cn',
      'ja',
      'ko',
      'fa',
      'ar',
      'bg',
      'ka',
      'sr',
      'pl',
      'cz',
      'sk',
      'sl',
      'es',
      'pt',
      'fr',
      'nl',
      'hi',
      'sv',
      'nb',
      'da',
      'fi',
      'hu',
      'el',
      'th',
      'id',
    ]);
  });
  it('accepts only supported codes', () => {
    expect(validLanguage('fr')).toBe('fr');
    expect(validLanguage('zh-CN')).toBe('zh-cn');
    expect(validLanguage('xx')).toBeNull();
    expect(validLanguage('')).toBeNull();
    expect(validLanguage(42)).toBeNull();
    expect(validLanguage(null)).toBeNull();
  });
  it('matches the browser language by primary subtag, in order, falling back to en', () => {
    expect(matchBrowserLanguage(['fr-CA', 'en-US'])).toBe('fr');
    expect(matchBrowserLanguage(['pt-BR'])).toBe('pt');
    expect(matchBrowserLanguage(['zh-TW'])).toBe('zh-cn');
    expect(matchBrowserLanguage(['cs-CZ'])).toBe('cz');
    expect(matchBrowserLanguage(['nn-NO'])).toBe('nb');
    expect(matchBrowserLanguage(['xx-YY', 'de-DE', 'ja-JP'])).toBe('ja');
    expect(matchBrowserLanguage(['xx-YY', 'de-DE'])).toBe('en');
    expect(matchBrowserLanguage([])).toBe('en');
  });
  it('marks Arabic and Persian right to left', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('fa')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });
});

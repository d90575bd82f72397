/** The language a book is written in, from its letters (text-language.ts). */
import { describe, expect, it } from 'vitest';
import { LetterCounter } from './text-language';

const languageOf = (text: string, ui: string) => {
  const counter = new LetterCounter();
  counter.add(text);
  return counter.languageFor(ui);
};

describe('LetterCounter.languageFor', () => {
  it('keeps the interface language when it writes the book’s script', () => {
    expect(languageOf('The ship came in at dawn.', 'en')).toEqual({ language: 'en', dir: 'ltr' });
    expect(languageOf('وصلت الرسالة في الصباح', 'ar')).toEqual({ language: 'ar', dir: 'rtl' });
    expect(languageOf('Старый дом стоял на берегу', 'bg')).toEqual({ language: 'bg', dir: 'ltr' });
    expect(languageOf('这是一本书', 'zh-cn')).toEqual({ language: 'zh-cn', dir: 'ltr' });
  });

  it('takes the script’s language when the interface does not write it', () => {
    expect(languageOf('وصلت الرسالة في الصباح, with a Latin name', 'en')).toEqual({
      language: 'ar',
      dir: 'rtl',
    });
    expect(languageOf('این کتاب در تهران نوشته شده است', 'en')).toEqual({
      language: 'fa',
      dir: 'rtl',
    });
    expect(languageOf('吾輩は猫である。名前はまだ無い。', 'en').language).toBe('ja');
    expect(languageOf('这是一本用简体中文写的书', 'fr').language).toBe('zh');
    expect(languageOf('한국어 문장은 띄어쓰기를 합니다', 'en').language).toBe('ko');
    expect(languageOf('क्षत्रिय राजा ने कहा', 'en').language).toBe('hi');
  });

  it('sets an English book left to right when the interface is Arabic, and keeps it with no letters', () => {
    expect(languageOf('She read the letter twice.', 'ar')).toEqual({ language: 'en', dir: 'ltr' });
    expect(languageOf('1234 — !', 'fa')).toEqual({ language: 'fa', dir: 'rtl' });
  });

  it('counts only a sample of a long book', () => {
    const counter = new LetterCounter();
    counter.add('a'.repeat(100), 50);
    counter.add('وصلت'.repeat(100), 50);
    expect(counter.languageFor('en').language).toBe('en');
  });
});

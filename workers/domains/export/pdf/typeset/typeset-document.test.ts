/** The typesetter's data helpers (typeset-document.ts): picture sizes, language, direction, JSON. */
import { describe, expect, it } from 'vitest';
import type { Block } from './html-blocks';
import { PAGE_LAYOUTS, type PageLayout, textBlock } from './page-layouts';
import {
  hyphenates,
  printedSize,
  typesetJson,
  typstLanguage,
  withDirections,
} from './typeset-document';

const SIX_BY_NINE = PAGE_LAYOUTS['6x9'];

describe('printedSize', () => {
  // 6×9: a text block 324 pt wide and 540 pt tall (60 %: 324 pt).
  it('knows the 6×9 text block it fits pictures into', () => {
    expect(textBlock(SIX_BY_NINE)).toEqual({ width: 324, height: 540 });
  });

  it('prints a small picture at 0.75 pt per CSS pixel', () => {
    expect(printedSize({ width: 200, height: 100 }, SIX_BY_NINE)).toEqual({ w: 150, h: 75 });
    expect(printedSize({ width: 1, height: 1 }, SIX_BY_NINE)).toEqual({ w: 0.75, h: 0.75 });
    // Exactly the text block's width at 432 px.
    expect(printedSize({ width: 432, height: 100 }, SIX_BY_NINE)).toEqual({ w: 324, h: 75 });
  });

  it('shrinks a wide picture to the text block’s width, keeping its shape', () => {
    expect(printedSize({ width: 4000, height: 3000 }, SIX_BY_NINE)).toEqual({ w: 324, h: 243 });
  });

  it('shrinks a tall picture to 60 % of the text block’s height, keeping its shape', () => {
    expect(printedSize({ width: 1000, height: 4000 }, SIX_BY_NINE)).toEqual({ w: 81, h: 324 });
  });

  it('gives a picture of unknown size the full width at a 0.66 ratio', () => {
    expect(printedSize({}, SIX_BY_NINE)).toEqual({ w: 324, h: 213.84 });
    expect(printedSize({ width: 0, height: 0 }, SIX_BY_NINE)).toEqual({ w: 324, h: 213.84 });
  });

  it('keeps every picture within bounds, its aspect ratio kept, on every trim size', () => {
    const sizes: Array<[number, number]> = [
      [1, 1],
      [50, 800],
      [640, 480],
      [800, 50],
      [1200, 1200],
      [3000, 200],
      [300, 9000],
      [6000, 4000],
    ];
    for (const [name, layout] of Object.entries(PAGE_LAYOUTS) as Array<[string, PageLayout]>) {
      const block = textBlock(layout);
      for (const [width, height] of sizes) {
        const { w, h } = printedSize({ width, height }, layout);
        const label = `${name} ${width}×${height}`;
        expect(w, label).toBeLessThanOrEqual(block.width + 0.005);
        expect(h, label).toBeLessThanOrEqual(block.height * 0.6 + 0.005);
        expect(w, label).toBeLessThanOrEqual(width * 0.75);
        expect(h, label).toBeLessThanOrEqual(height * 0.75);
        // Shape kept (to the rounding of 0.01 pt on each side).
        expect(Math.abs(w * height - h * width), label).toBeLessThanOrEqual(
          0.005 * (width + height) + 1e-9,
        );
        // One of the three limits is met: its own size, the width, or 60 % of the height.
        const atLimit =
          Math.abs(w - width * 0.75) < 0.01 ||
          Math.abs(w - block.width) < 0.01 ||
          Math.abs(h - block.height * 0.6) < 0.01;
        expect(atLimit, label).toBe(true);
      }
    }
  });
});

describe('typstLanguage and hyphenates', () => {
  it('takes the ISO 639 part of the tag, in lower case', () => {
    expect(typstLanguage('zh-cn')).toBe('zh');
    expect(typstLanguage('zh-CN')).toBe('zh');
    expect(typstLanguage('pt_BR')).toBe('pt');
    expect(typstLanguage('EN')).toBe('en');
    expect(typstLanguage('en-GB')).toBe('en');
    expect(typstLanguage('fil')).toBe('fil');
    expect(typstLanguage('ka')).toBe('ka');
  });

  it("reads the app's Czech 'cz' as ISO's 'cs'", () => {
    expect(typstLanguage('cz')).toBe('cs');
    expect(typstLanguage('CZ')).toBe('cs');
    expect(typstLanguage('cz-CZ')).toBe('cs');
    expect(typstLanguage('cs')).toBe('cs');
  });

  it("falls back to 'en' for anything that is not a language code", () => {
    for (const garbage of ['', '123', 'english', 'x', '**', ' en', '-', 'e1', 'zh!']) {
      expect(typstLanguage(garbage), JSON.stringify(garbage)).toBe('en');
    }
  });

  it('hyphenates alphabetic languages, not CJK, Thai, Arabic or Persian', () => {
    for (const yes of ['en', 'de', 'fr', 'ru', 'cz', 'el', 'hi', 'ka', 'pt_BR', 'garbage']) {
      expect(hyphenates(yes), yes).toBe(true);
    }
    for (const no of ['zh', 'zh-cn', 'ja', 'ja-JP', 'ko', 'th', 'ar', 'fa', 'FA-ir']) {
      expect(hyphenates(no), no).toBe(false);
    }
  });
});

describe('withDirections', () => {
  it('marks a paragraph whose first strong letter runs against the book, not the others', () => {
    const blocks: Block[] = [
      { t: 'p', r: [{ s: '«في البدء» said he' }] },
      { t: 'p', r: [{ s: '1984: English' }] },
      { t: 'p', r: [{ s: 'شمال' }], d: 'ltr' },
      { t: 'q', b: [{ t: 'p', r: [{ s: 'שלום' }] }] },
      { t: 'ul', items: [[{ t: 'p', r: [{ s: '— 42 —' }] }]] },
    ];
    expect(withDirections(blocks, 'ltr')).toEqual([
      { t: 'p', r: [{ s: '«في البدء» said he' }], d: 'rtl' },
      { t: 'p', r: [{ s: '1984: English' }] },
      { t: 'p', r: [{ s: 'شمال' }], d: 'ltr' },
      { t: 'q', b: [{ t: 'p', r: [{ s: 'שלום' }], d: 'rtl' }] },
      { t: 'ul', items: [[{ t: 'p', r: [{ s: '— 42 —' }] }]] },
    ]);
    expect(withDirections([{ t: 'p', r: [{ s: 'Tehran' }] }], 'rtl')).toEqual([
      { t: 'p', r: [{ s: 'Tehran' }], d: 'ltr' },
    ]);
  });

  it('gives back the same array when nothing changes', () => {
    const blocks: Block[] = [{ t: 'p', r: [{ s: 'Plain.' }] }, { t: 'brk' }];
    expect(withDirections(blocks, 'ltr')).toBe(blocks);
  });
});

describe('typesetJson', () => {
  it('writes a lone surrogate as U+FFFD, and leaves pairs and an escaped backslash alone', () => {
    expect(JSON.parse(typesetJson({ s: 'a\ud800b' })).s).toBe('a\ufffdb');
    expect(JSON.parse(typesetJson({ s: 'x\udc00' })).s).toBe('x\ufffd');
    expect(JSON.parse(typesetJson({ s: '😀' })).s).toBe('😀');
    expect(JSON.parse(typesetJson({ s: '\\ud800' })).s).toBe('\\ud800');
    expect(typesetJson({ s: 'a\ud800b' })).not.toMatch(/\\ud8/);
  });
});

/** Tests of the content metrics: scripts, markup, entities, paragraphs and reading time. */
import { describe, expect, it } from 'vitest';
import {
  computeContentMetrics,
  computeTextMetrics,
  emptyMetrics,
  readingMinutes,
  sumMetrics,
} from './content-metrics';

const html = computeContentMetrics;
const words = (s: string) => computeContentMetrics(s).words;
const repeat = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('words', () => {
  it('counts English words on whitespace', () => {
    expect(words('The quick brown fox')).toBe(4);
    expect(words('<p>The quick brown fox</p>')).toBe(4);
    expect(words("<p>  It's   a\tdog's\u00a0life  </p>")).toBe(4);
  });

  it('counts Chinese with the word segmenter', () => {
    expect(words('我喜欢读书')).toBeGreaterThan(1);
    expect(words('<p>我喜欢读书。</p>')).toBeGreaterThanOrEqual(3);
  });

  it('counts Japanese with the word segmenter', () => {
    expect(words('私は本を読みます')).toBeGreaterThan(1);
    expect(words('<p>カタカナとひらがな</p>')).toBeGreaterThan(1);
  });

  it('counts Thai with the word segmenter', () => {
    expect(words('ฉันชอบอ่านหนังสือ')).toBeGreaterThan(1);
    expect(words('<p>ฉันชอบอ่านหนังสือ</p>')).toBe(words('ฉันชอบอ่านหนังสือ'));
  });

  it('counts mixed scripts: spaced words once, segmented tokens by segment', () => {
    const chinese = words('我喜欢读书');
    expect(words('I said 我喜欢读书 yesterday')).toBe(3 + chinese);
    expect(words('<p>Hello 你好 world</p>')).toBe(3);
    expect(words('Hello你好,world')).toBe(3);
    expect(words('Тот самый ฉันชอบอ่านหนังสือ')).toBe(2 + words('ฉันชอบอ่านหนังสือ'));
  });

  it('does not split words on inline markup', () => {
    expect(words('<p><b>wo</b>rd</p>')).toBe(1);
    expect(words('<p>a<span class="x"><em>b</em></span>c d</p>')).toBe(2);
    expect(words('<p><a href="https://x.test/?a=1&amp;b=2" title="a > b">link</a> text</p>')).toBe(
      2,
    );
  });

  it('separates words of adjacent blocks and line breaks', () => {
    expect(words('<p>one</p><p>two</p>')).toBe(2);
    expect(words('<ul><li>one</li><li>two</li></ul>')).toBe(2);
    expect(words('<p>one<br>two</p>')).toBe(2);
    expect(words('<h1>Title</h1><blockquote>quote</blockquote><pre>code</pre>')).toBe(3);
  });

  it('ignores tags, comments, images and script or style content', () => {
    expect(words('<p>a<img src="x.png" alt="many words here">b</p>')).toBe(1);
    expect(words('<p>one<!-- two three --></p>')).toBe(1);
    expect(words('<style>p { color: red }</style><p>one</p><script>let a = 1;</script>')).toBe(1);
  });
});

describe('characters', () => {
  it('counts visible code points, with and without whitespace', () => {
    expect(html('<p>Hello world</p>')).toMatchObject({ characters: 11, charactersNoSpaces: 10 });
    expect(html('<p>😀 ok</p>')).toMatchObject({ characters: 4, charactersNoSpaces: 3 });
    expect(html('<p>我喜欢读书</p>')).toMatchObject({ characters: 5, charactersNoSpaces: 5 });
  });

  it('does not count the newline joining blocks nor line breaks', () => {
    expect(html('<p>ab</p><p>cd</p>')).toMatchObject({ characters: 4, charactersNoSpaces: 4 });
    expect(html('<p>ab</p>\n  <p>cd</p>\n')).toMatchObject({ characters: 4 });
    expect(html('<p>ab<br>cd</p>')).toMatchObject({ characters: 4 });
  });

  it('never counts tags', () => {
    expect(html('<p><strong>b</strong><i>i</i><mark>m</mark></p>').characters).toBe(3);
  });
});

describe('entities', () => {
  it('decodes named and numeric entities as one character', () => {
    expect(html('<p>Tom &amp; Jerry</p>')).toMatchObject({
      words: 3,
      characters: 11,
      charactersNoSpaces: 9,
    });
    expect(html('<p>&lt;tag&gt; &#x1F600; &#233;</p>')).toMatchObject({ words: 3, characters: 9 });
    expect(html('Tom &amp; Jerry').characters).toBe(11);
  });

  it('treats &nbsp; as whitespace', () => {
    expect(html('<p>one&nbsp;two</p>')).toMatchObject({
      words: 2,
      characters: 7,
      charactersNoSpaces: 6,
    });
    expect(html('<p>&nbsp;</p>')).toEqual(emptyMetrics());
  });
});

describe('paragraphs', () => {
  it('counts each non-empty block element once', () => {
    expect(
      html('<h1>T</h1><p>a</p><p>b</p><blockquote>c</blockquote><pre>d</pre>').paragraphs,
    ).toBe(5);
    expect(html('<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>').paragraphs).toBe(3);
  });

  it('skips empty blocks and does not double-count wrappers', () => {
    expect(html('<p>a</p><p><br></p><p>  </p><h2></h2><p>b</p>').paragraphs).toBe(2);
    expect(html('<blockquote><p>a</p><p>b</p></blockquote>').paragraphs).toBe(2);
    expect(html('<p>a<br>b</p>').paragraphs).toBe(1);
  });

  it('splits plain text on blank lines', () => {
    expect(computeTextMetrics('one\ntwo').paragraphs).toBe(1);
    expect(computeTextMetrics('one\n\ntwo\n \t\nthree').paragraphs).toBe(3);
    expect(computeTextMetrics('one\r\n\r\ntwo').paragraphs).toBe(2);
    expect(computeTextMetrics('\n\n\none\n\n\n\n').paragraphs).toBe(1);
    expect(html('one\n\ntwo').paragraphs).toBe(2);
  });
});

describe('plain text', () => {
  it('counts words, characters without line breaks, and reading time', () => {
    expect(computeTextMetrics('Hello big\nworld\n\nBye')).toEqual({
      words: 4,
      characters: 17,
      charactersNoSpaces: 16,
      paragraphs: 2,
      readingTime: 1,
    });
  });

  it('does not decode entities or strip tags', () => {
    expect(computeTextMetrics('a &amp; b').characters).toBe(9);
  });
});

describe('reading time', () => {
  it('rounds up at 200 words per minute', () => {
    expect(html(`<p>${repeat(1)}</p>`).readingTime).toBe(1);
    expect(html(`<p>${repeat(200)}</p>`).readingTime).toBe(1);
    expect(html(`<p>${repeat(201)}</p>`).readingTime).toBe(2);
    expect(computeTextMetrics(repeat(400)).readingTime).toBe(2);
    expect(readingMinutes(0)).toBe(0);
  });
});

describe('empty input', () => {
  it('gives zero metrics for empty, whitespace-only and tag-only input', () => {
    for (const input of ['', '   ', '\n\n\t', '<p></p>', '<p> </p><p><br></p>', '<img src="a">']) {
      expect(html(input)).toEqual(emptyMetrics());
    }
    expect(computeTextMetrics('')).toEqual(emptyMetrics());
    expect(computeTextMetrics(' \n \n ')).toEqual(emptyMetrics());
  });
});

describe('sumMetrics', () => {
  it('adds the counts, skips missing entries and recomputes the reading time', () => {
    const a = html(`<p>${repeat(150)}</p>`);
    const b = html(`<p>${repeat(150)}</p><p>x</p>`);
    expect(sumMetrics([a, null, b, undefined])).toEqual({
      words: 301,
      characters: a.characters + b.characters,
      charactersNoSpaces: a.charactersNoSpaces + b.charactersNoSpaces,
      paragraphs: 3,
      readingTime: 2,
    });
    expect(sumMetrics([])).toEqual(emptyMetrics());
  });
});

describe('large pages', () => {
  it('counts a 20,000-word page exactly (speed is measured by npm run bench)', () => {
    const paragraph = `<p>The <b>quick</b> brown fox &amp; the <em>lazy</em> dog ${repeat(12)}</p>`;
    const page = Array.from({ length: 1000 }, () => paragraph).join('');
    const metrics = html(page);
    expect(metrics.words).toBe(20_000);
    expect(metrics.paragraphs).toBe(1000);
  });
});

describe('scene breaks', () => {
  it('counts no word and no paragraph for a scene break, stored or typed as a mark', () => {
    const page = (mark: string) => html(`<p>One two.</p>${mark}<p>Three.</p>`);
    for (const mark of ['<hr>', '<p>* * *</p>', '<p>***</p>', '<p>#</p>', '<p>\u2767</p>']) {
      expect(page(mark)).toMatchObject({ words: 3, paragraphs: 2 });
    }
  });

  it('still counts a paragraph that only starts with a mark', () => {
    expect(words('<p># 1 fan</p>')).toBe(3);
    expect(words('<p>**Bold**</p>')).toBe(1);
  });
});

/** Page HTML to Markdown: every syntax of spec §9, alignment, escaping, and any script. */
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownHeadingText, markdownInline } from './html-to-markdown';

describe('htmlToMarkdown', () => {
  it.each([
    ['# title', '<h1>Title</h1>', '# Title'],
    ['## subtitle', '<h2>Subtitle</h2>', '## Subtitle'],
    ['### heading', '<h3>Heading</h3>', '### Heading'],
    ['> quote', '<blockquote>Quoted words</blockquote>', '> Quoted words'],
    ['**bold**', '<p>a <strong>bold</strong> word</p>', 'a **bold** word'],
    ['*italic*', '<p>an <em>italic</em> word</p>', 'an *italic* word'],
    ['***bold italic***', '<p><i><strong>both</strong></i></p>', '***both***'],
    ['~~strikethrough~~', '<p><s>gone</s></p>', '~~gone~~'],
    ['==highlight==', '<p>a <mark>marked</mark> b</p>', 'a ==marked== b'],
    ['- bullet list', '<ul><li>one</li><li>two</li></ul>', '- one\n- two'],
    ['1. numbered list', '<ol><li>first</li><li>second</li></ol>', '1. first\n2. second'],
    [
      'nested list',
      '<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>',
      '- one\n  - inner\n- two',
    ],
    [
      'Lexical nested list',
      '<ol><li>one</li><li class="sb-nested-list-item"><ol><li>inner</li></ol></li><li>two</li></ol>',
      '1. one\n   1. inner\n2. two',
    ],
    [
      'link',
      '<p><a href="https://example.com/a" rel="noopener noreferrer">site</a></p>',
      '[site](https://example.com/a)',
    ],
    ['image', '<p><img src="images/a.png" alt="A map"></p>', '![A map](images/a.png)'],
    ['inline code', '<p>run <code>npm test</code> now</p>', 'run `npm test` now'],
    ['code with a backtick', '<p><code>a`b</code></p>', '``a`b``'],
    [
      'fenced code',
      '<pre>const a = 1;<br>  return a;</pre>',
      '```\nconst a = 1;\n  return a;\n```',
    ],
    ['line break', '<p>one<br>two</p>', 'one\\\ntwo'],
    ['paragraphs', '<p>one</p><p>two</p>', 'one\n\ntwo'],
    ['underline', '<p><u>under</u> it</p>', '<u>under</u> it'],
    ['underline and strikethrough', '<p><u><s>both</s></u></p>', '<u>~~both~~</u>'],
    [
      'an older underline class',
      '<p><span class="sb-text-underline">under</span></p>',
      '<u>under</u>',
    ],
  ])('writes %s', (_name, html, markdown) => {
    expect(htmlToMarkdown(html)).toBe(markdown);
  });

  it('keeps alignment in a comment Markdown renderers hide', () => {
    expect(htmlToMarkdown('<p class="align-center">c</p>')).toBe('c <!-- align: center -->');
    expect(htmlToMarkdown('<h2 class="align-right">H</h2>')).toBe('## H <!-- align: right -->');
    expect(htmlToMarkdown('<ul><li class="align-justify">L</li></ul>')).toBe(
      '- L <!-- align: justify -->',
    );
    expect(htmlToMarkdown('<blockquote class="align-right">Q</blockquote>')).toBe(
      '> Q <!-- align: right -->',
    );
  });

  it("writes no alignment where it is the book's default (issue 25: comments cluttered every paragraph)", () => {
    expect(htmlToMarkdown('<p class="align-left">Plain</p>')).toBe('Plain');
    expect(htmlToMarkdown('<p class="align-right">سطر</p>', { dir: 'rtl' })).toBe('سطر');
    expect(htmlToMarkdown('<p class="align-left">Line</p>', { dir: 'rtl' })).toBe(
      'Line <!-- align: left -->',
    );
  });

  it("puts a page's own headings below the heading it sits under", () => {
    expect(htmlToMarkdown('<h1>Inside</h1><h2>Deeper</h2>', { headingBase: 2 })).toBe(
      '### Inside\n\n#### Deeper',
    );
    expect(htmlToMarkdown('<h3>Deep</h3>', { headingBase: 5 })).toBe('###### Deep');
  });

  it('keeps emphasis markers next to the words (spaces outside)', () => {
    expect(htmlToMarkdown('<p>a<strong> bold </strong>b</p>')).toBe('a **bold** b');
    expect(htmlToMarkdown('<p><em> </em>x</p>')).toBe('x');
  });

  it('escapes Markdown characters in text', () => {
    expect(
      htmlToMarkdown('<p>2 * 3 = 6, a_b, [x](y), `q`, &lt;b&gt;, ~~no~~, ==no==, a|b</p>'),
    ).toBe('2 \\* 3 = 6, a\\_b, \\[x\\](y), \\`q\\`, \\<b>, \\~\\~no\\~\\~, \\=\\=no\\=\\=, a\\|b');
    expect(htmlToMarkdown('<p>&amp;copy; stays text</p>')).toBe('\\&copy; stays text');
    expect(htmlToMarkdown('<p>back\\slash</p>')).toBe('back\\\\slash');
  });

  it('escapes what would start a block at the start of a line', () => {
    expect(htmlToMarkdown('<p># not a heading</p>')).toBe('\\# not a heading');
    expect(htmlToMarkdown('<p>- not a list</p>')).toBe('\\- not a list');
    expect(htmlToMarkdown('<p>+ not a list</p>')).toBe('\\+ not a list');
    expect(htmlToMarkdown('<p>1. not a list</p>')).toBe('1\\. not a list');
    expect(htmlToMarkdown('<p>&gt; not a quote</p>')).toBe('\\> not a quote');
    expect(htmlToMarkdown('<p>a<br>---</p>')).toBe('a\\\n\\---');
    expect(htmlToMarkdown('<ul><li>1. inside</li></ul>')).toBe('- 1\\. inside');
    // Mid-line they are plain text.
    expect(htmlToMarkdown('<p>a # b - c 1. d</p>')).toBe('a # b - c 1. d');
  });

  it('writes a link with spaces or parentheses in angle brackets', () => {
    expect(htmlToMarkdown('<p><a href="https://x.org/a b">s</a></p>')).toBe(
      '[s](<https://x.org/a b>)',
    );
    expect(htmlToMarkdown('<p><a href="https://x.org/a)">s</a></p>')).toBe(
      '[s](<https://x.org/a)>)',
    );
  });

  it('points pictures where the package keeps them', () => {
    const md = htmlToMarkdown('<p><img src="data:image/png;base64,AAAA" alt="x"></p>', {
      imageLink: () => 'images/image-1.png',
    });
    expect(md).toBe('![x](images/image-1.png)');
  });

  it('fences code holding backtick runs with a longer fence', () => {
    expect(htmlToMarkdown('<pre>```<br>x</pre>')).toBe('````\n```\nx\n````');
  });

  it('writes nothing for empty paragraphs', () => {
    expect(htmlToMarkdown('<p><br></p><p>a</p><p> </p>')).toBe('a');
    expect(htmlToMarkdown('')).toBe('');
  });

  it.each([
    ['Arabic', 'في البدء كانت الكلمة، والكلمة كانت عند الله.'],
    ['Persian', 'زبان فارسی، زبانی زیبا و کهن است.'],
    ['Chinese', '天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。'],
    ['Hindi', 'हिन्दी भारत की राजभाषा है। यह देवनागरी में लिखी जाती है।'],
    ['Thai', 'ภาษาไทยเป็นภาษาที่มีวรรณยุกต์ เขียนโดยไม่เว้นวรรคระหว่างคำ'],
    ['Japanese', '吾輩は猫である。名前はまだ無い。'],
    ['combining marks and emoji', 'e\u0301te\u0301 👩🏽‍💻 \u200d\u00a0nbsp'],
  ])('keeps %s text byte for byte', (_name, text) => {
    const md = htmlToMarkdown(
      `<p>${text}</p><h2>${text}</h2><ul><li><strong>${text}</strong></li></ul>`,
    );
    expect(md).toBe(`${text}\n\n## ${text}\n\n- **${text}**`);
    const bytes = (s: string) => Array.from(new TextEncoder().encode(s));
    expect(bytes(md.split('\n\n')[0] ?? '')).toEqual(bytes(text));
  });
});

describe('titles', () => {
  it('escape Markdown characters and every # of a heading', () => {
    expect(markdownHeadingText('Chapter #1: *Stars*')).toBe('Chapter \\#1: \\*Stars\\*');
    expect(markdownInline('1. Ana_Lima')).toBe('1\\. Ana\\_Lima');
  });
});

/**
 * The typesetter's input (docs/pdf.md): no text an author types or pastes can become a Typst
 * command. It stays the same characters inside a run's string, which the template only shows.
 */
import { describe, expect, it } from 'vitest';
import { type Block, htmlBlocks } from './html-blocks';
import { blockTexts as texts } from './testing/block-texts';

const blocksOf = (html: string) => htmlBlocks(html, () => null);

describe('the author’s text is data, never Typst markup', () => {
  /** Typst markup and code an author could type (or paste) into a page. */
  const HOSTILE = [
    '#set page(width: 1pt)',
    ']',
    '[',
    '*bold*',
    '$x$',
    '= Heading',
    '<label>',
    '@ref',
    '\\',
    '#import "x.typ"',
    '#import "x.typ": *',
    '#eval("1 + 1")',
    '#read("/book.json")',
    '_emph_ `raw` ~ -- --- ... \\u{41}',
    '") #panic("boom") #("',
    '] #set text(size: 200pt) [',
    '// comment /* block */',
    '{ } ( ) ; , " \' \\" \\n',
  ];
  /** The characters as HTML text (what a sanitised page holds). */
  const asHtml = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  it('keeps each hostile string as the exact same characters in one run’s s', () => {
    for (const text of HOSTILE) {
      expect(blocksOf(`<p>${asHtml(text)}</p>`), text).toEqual([{ t: 'p', r: [{ s: text }] }]);
    }
  });

  it('keeps them inside styled runs, headings, quotations, list items and code too', () => {
    const text = '#set page(width: 1pt) ] [ $x$ <label> @ref \\ #import "x.typ"';
    const html = asHtml(text);
    const blocks = blocksOf(
      `<h1>${html}</h1><p><strong>${html}</strong></p><blockquote><p><em>${html}</em></p></blockquote>` +
        `<ul><li><code>${html}</code></li></ul><pre><code>${html}</code></pre>`,
    );
    expect(blocks).toEqual([
      { t: 'h', l: 1, r: [{ s: text }] },
      { t: 'p', r: [{ s: text, b: 1 }] },
      { t: 'q', b: [{ t: 'p', r: [{ s: text, i: 1 }] }] },
      { t: 'ul', items: [[{ t: 'p', r: [{ s: text, k: 1 }] }]] },
      { t: 'pre', s: text },
    ]);
  });

  it('does not take "= Heading" or "- item" typed as text for a heading or a list', () => {
    const blocks = blocksOf('<p>= Heading</p><p>- item</p><p>+ item</p><p>/ term: x</p>');
    expect(blocks.every((b) => b.t === 'p')).toBe(true);
    expect(texts(blocks)).toEqual(['= Heading', '- item', '+ item', '/ term: x']);
  });

  it('round-trips through JSON.stringify and JSON.parse unchanged', () => {
    const html = HOSTILE.map((t) => `<p><em>${asHtml(t)}</em></p>`).join('');
    const blocks = blocksOf(html);
    const back = JSON.parse(JSON.stringify(blocks)) as Block[];
    expect(back).toEqual(blocks);
    expect(texts(back)).toEqual(HOSTILE);
  });

  it('carries the text only in s (no key of a block is taken from the text)', () => {
    const blocks = blocksOf(
      `<p>${asHtml('#set page(width: 1pt)')}</p><p>${asHtml('"t": "img"')}</p>`,
    );
    for (const block of blocks) {
      expect(block.t).toBe('p');
      expect(Object.keys(block)).toEqual(['t', 'r']);
      if (block.t === 'p') for (const run of block.r) expect(Object.keys(run)).toEqual(['s']);
    }
  });
});

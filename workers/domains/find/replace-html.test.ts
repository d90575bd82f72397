import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_OPTIONS } from '../../contract/find';
import { htmlText } from './html-text';
import { compileFind } from './matcher';
import { replaceInHtml, shareReplacement } from './replace-html';
import { expandTemplate, replacementFor, withCaseOf } from './replacement';

/** Replaces every match of `query` in `html`, as the worker does. */
function replaceAll(
  html: string,
  query: string,
  replacement: string,
  preserveCase = false,
  regex = false,
) {
  const compiled = compileFind(query, { ...DEFAULT_FIND_OPTIONS, regex });
  if (!compiled.ok) throw new Error(compiled.detail);
  const { text } = htmlText(html);
  const edits = compiled.matcher.matches(text).map((m) => ({
    start: m.start,
    end: m.end,
    replacement: replacementFor(text.slice(m.start, m.end), m, replacement, {
      regex,
      preserveCase,
    }),
  }));
  return replaceInHtml(html, edits).html;
}

describe('plain text of page HTML', () => {
  it('decodes entities and breaks lines between blocks', () => {
    const doc = htmlText(
      '<p>Tom &amp; Jerry</p><h2>Two&nbsp;<em>words</em></h2><ul><li>a</li><li>b</li></ul>',
    );
    expect(doc.text).toBe('Tom & Jerry\nTwo\u00a0words\na\nb\n');
  });
});

describe('replace inside page HTML', () => {
  it('keeps the marks around a match', () => {
    expect(
      replaceAll(
        '<p>The <strong>Marrow</strong> road, <a href="https://x.org/?a=1&amp;b=2">Marrow</a>.</p>',
        'Marrow',
        'Harrow',
      ),
    ).toBe(
      '<p>The <strong>Harrow</strong> road, <a href="https://x.org/?a=1&amp;b=2">Harrow</a>.</p>',
    );
  });

  it('a match across a bold boundary keeps both sides', () => {
    expect(
      replaceAll('<p>Mar<strong>row</strong> and <em>Mar</em>row</p>', 'Marrow', 'Harrow'),
    ).toBe('<p>Har<strong>row</strong> and <em>Har</em>row</p>');
  });

  it('a match across bold and italic edges with a longer replacement', () => {
    const out = replaceAll('<p>x <strong>ab<em>cd</em></strong>ef y</p>', 'abcdef', 'ABCDEFGHI');
    expect(out).toBe('<p>x <strong>ABC<em>DEF</em></strong>GHI y</p>');
  });

  it('a shorter replacement still leaves a character in each mark', () => {
    expect(shareReplacement('XY', [3, 3])).toEqual(['X', 'Y']);
    expect(shareReplacement('XYZ', [1, 1, 4])).toEqual(['X', 'Y', 'Z']);
    expect(shareReplacement('X', [3, 3])).toEqual(['X', '']);
  });

  it('marks inside a match survive', () => {
    expect(replaceAll('<p>the old <u>grey</u> cat</p>', 'old grey cat', 'new blue dog')).toBe(
      '<p>the new <u>blue</u> dog</p>',
    );
  });

  it('never joins two paragraphs', () => {
    const html = '<p>end</p><p>start</p>';
    expect(replaceAll(html, 'end\\nstart', 'x', false, true)).toBe(html);
  });

  it('keeps entities outside the match and escapes the replacement', () => {
    expect(replaceAll('<p>A &amp; B &lt;C&gt;</p>', 'B', 'B & <D>')).toBe(
      '<p>A &amp; B &amp; &lt;D&gt; &lt;C&gt;</p>',
    );
    expect(replaceAll('<p>Tom&nbsp;&amp;&nbsp;Jerry</p>', 'Jerry', 'Spike')).toBe(
      '<p>Tom&nbsp;&amp;&nbsp;Spike</p>',
    );
  });
});

describe('replacement text', () => {
  it('preserves case', () => {
    expect(withCaseOf('Marrow', 'harrow')).toBe('Harrow');
    expect(withCaseOf('MARROW', 'Harrow')).toBe('HARROW');
    expect(withCaseOf('marrow', 'Harrow')).toBe('harrow');
    expect(withCaseOf('Marrow', 'mcCoy')).toBe('McCoy');
    expect(withCaseOf('MaRrOw', 'Harrow')).toBe('Harrow');
    expect(replaceAll('<p>Marrow, MARROW and marrow</p>', 'marrow', 'harrow', true)).toBe(
      '<p>Harrow, HARROW and harrow</p>',
    );
  });

  it('fills $1 groups in regular expressions', () => {
    expect(
      replaceAll('<p>Smith, John and Doe, Jane</p>', '(\\w+), (\\w+)', '$2 $1', false, true),
    ).toBe('<p>John Smith and Jane Doe</p>');
    const m = { start: 0, end: 3, groups: ['a'], named: { x: 'b' } };
    expect(expandTemplate('$$1 $& $<x> $1 $12 $9', 'abc', m)).toBe('$1 abc b a a2 $9');
  });

  it('a plain replacement takes $1 literally', () => {
    expect(replaceAll('<p>price</p>', 'price', '$1')).toBe('<p>$1</p>');
  });
});

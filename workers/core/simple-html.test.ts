import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-html';
import { isSimpleCleanHtml } from './simple-html';

describe('the simple-HTML fast path', () => {
  it.each([
    '<p>One <b>two</b> <i>three</i></p><p>Four</p>',
    '<h1>Title</h1><ul><li>a</li><li>b <strong>c</strong><ul><li>d</li></ul></li></ul>',
    '<blockquote><p>quoted</p></blockquote><pre><code>let x = 1;</code></pre>',
    '<p>Tom &amp; Jerry &lt;3 &nbsp;x<br>y</p>',
  ])('accepts clean, well-nested markup: %s', (html) => {
    expect(isSimpleCleanHtml(html, 'page')).toBe(true);
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it.each([
    ['an attribute', '<p class="x">a</p>'],
    ['an event handler', '<p onclick="x()">a</p>'],
    ['a link (needs its href checked)', '<p><a>a</a></p>'],
    ['an unclosed tag', '<p>a'],
    ['a stray closing tag', '<p>a</p></b>'],
    ['a paragraph inside a paragraph', '<p><p>a</p></p>'],
    ['a block inside inline markup', '<b><p>a</p></b>'],
    ['a list item outside a list', '<li>a</li>'],
    ['a stray "<"', '<p>a < b</p>'],
    ['a comment', '<p>a<!-- x --></p>'],
    ['a tag outside the allow-list', '<p><script>x</script></p>'],
    ['a self-closing br', '<p>a<br/>b</p>'],
  ])('sends %s to the full sanitiser', (_label, html) => {
    expect(isSimpleCleanHtml(html, 'page')).toBe(false);
  });

  it('keeps the rich profile narrower than the page profile', () => {
    expect(isSimpleCleanHtml('<h1>a</h1>', 'rich')).toBe(false);
    expect(isSimpleCleanHtml('<p>a</p>', 'rich')).toBe(true);
  });
});

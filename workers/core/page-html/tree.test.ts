/** The fast page reader gives parse5's tree for every page the sanitiser lets through. */
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { SANITIZE_CORPUS } from '../../../tests/sanitize-corpus';
import { sanitizePageHtml } from '../sanitize-html';
import { fastPageTree, type PageNode } from '.';

/** A tree as plain data: names, attributes, text. */
function shape(nodes: readonly PageNode[]): unknown[] {
  return nodes.flatMap((node): unknown[] => {
    if (node.nodeName === '#comment') return [];
    if ('value' in node) return [node.value];
    if ('tagName' in node)
      return [
        {
          tag: node.tagName,
          attrs: node.attrs.map((a) => `${a.name}=${a.value}`),
          children: shape(node.childNodes),
        },
      ];
    return [node.nodeName];
  });
}

const parse5Shape = (html: string) => shape(parseFragment(html).childNodes as PageNode[]);

const PAGES = [
  '<h1>Title</h1><h2 class="align-center">Sub</h2><h3>H</h3>',
  '<p>a <strong>b</strong> <em>c</em> <i><strong>d</strong></i> <s>e</s> <mark>f</mark> <code>g</code></p>',
  '<p>one<br>two &amp; three &lt;four&gt; five&nbsp;&nbsp;six “quotes”</p>',
  '<ul><li>one<ul><li>inner</li></ul></li><li class="align-right">two</li></ul><ol><li>x</li></ol>',
  '<blockquote>Q <a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">link</a></blockquote>',
  '<p><img src="images/a.png" alt="A &quot;map&quot;" data-blob-id="b1" data-file-name="a.png"></p>',
  '<p><span class="sb-text-underline">u</span></p>',
  'في البدء كانت الكلمة <p>天地玄黄</p>',
  '  <p> spaced </p>  ',
  // Scene breaks: the assembly puts one before every scene after the first in its chapter.
  '<hr><p>scene</p>',
  '<p>a</p><hr><p>b</p><hr>',
  '<blockquote><p>q</p><hr></blockquote><ul><li>a<hr></li></ul><b>x<hr>y</b>',
];

describe('fastPageTree', () => {
  it.each(PAGES)('reads %s as parse5 does', (html) => {
    const fast = fastPageTree(html);
    expect(fast).not.toBeNull();
    expect(shape(fast ?? [])).toEqual(parse5Shape(html));
  });

  it('reads every sanitised corpus page as parse5 does, or leaves it to parse5', () => {
    let fastCount = 0;
    for (const entry of SANITIZE_CORPUS) {
      const html = sanitizePageHtml(entry.html);
      const fast = fastPageTree(html);
      if (fast === null) continue;
      fastCount += 1;
      expect(shape(fast), entry.id).toEqual(parse5Shape(html));
    }
    expect(fastCount).toBeGreaterThan(SANITIZE_CORPUS.length / 2);
  });

  it.each([
    ['a code block', '<pre>\ncode</pre>'],
    ['a list inside a paragraph', '<p>a<ul><li>b</li></ul></p>'],
    ['a tag outside the allow-list', '<table><tr><td>x</td></tr></table>'],
    ['an unclosed element', '<p>open'],
    ['tags out of order', '<b><i>x</b></i>'],
    ['a comment', '<p>a<!-- note --></p>'],
    ['an unquoted attribute', '<p class=align-center>x</p>'],
    ['a stray <', '<p>a < b</p>'],
    ['a scene break inside a paragraph (it closes the paragraph)', '<p>a<hr>b</p>'],
    ['a scene break inside a heading', '<h2>a<hr>b</h2>'],
    ['a self-closed scene break', '<p>a</p><hr/>'],
    ['an end tag of a scene break', '<p>a</p><hr></hr>'],
  ])('leaves %s to parse5', (_name, html) => {
    expect(fastPageTree(html)).toBeNull();
  });
});

/** Unit tests of the worker's DOM-less sanitiser (runs in Vitest's node environment). */
import { describe, expect, it } from 'vitest';
import { sanitizePageHtml, sanitizeRichHtml, toPlainText } from './sanitize-html';

describe('environment', () => {
  it('runs without DOM globals', () => {
    expect('document' in globalThis).toBe(false);
    expect('window' in globalThis).toBe(false);
    expect(sanitizeRichHtml('<b onclick="x">ok</b>')).toBe('<b>ok</b>');
  });
});

describe('toPlainText', () => {
  it('removes markup and decodes entities', () => {
    expect(toPlainText('<b>Bold</b> &amp; <i>italic</i>')).toBe('Bold & italic');
    expect(toPlainText('&lt;script&gt; &quot;q&quot; &#39;s&#39; &#x1F600; caf&eacute;')).toBe(
      '<script> "q" \'s\' 😀 café',
    );
    expect(toPlainText('Tom &amp Jerry')).toBe('Tom & Jerry');
  });

  it('drops the content of script-like elements and comments', () => {
    expect(toPlainText('<script>alert(1)</script>Title<style>p{}</style>')).toBe('Title');
    expect(toPlainText('A<!-- hidden -->B<template>t</template><noscript>n</noscript>')).toBe('AB');
    expect(toPlainText('<title>x</title><svg><text>y</text></svg>Name')).toBe('Name');
  });

  it('turns block boundaries and line breaks into single spaces', () => {
    expect(toPlainText('<h1>Chapter</h1><p>One</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Chapter One a b',
    );
    expect(toPlainText('line<br>break<br/>again')).toBe('line break again');
    expect(toPlainText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a b');
  });

  it('does not split words at inline elements', () => {
    expect(toPlainText('<b>Hel</b>lo <span>wor</span><i>ld</i>')).toBe('Hello world');
  });

  it('collapses whitespace, trims and strips control characters', () => {
    expect(toPlainText('  \n a \t\t b&nbsp;&nbsp;c \r\n ')).toBe('a b c');
    expect(toPlainText('a\u0001b\u0000c')).toBe('abc');
    expect(toPlainText('')).toBe('');
    expect(toPlainText('<p> </p><br>')).toBe('');
  });

  it('returns text that looks like markup as text', () => {
    expect(toPlainText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('sanitizeRichHtml', () => {
  it('keeps allowed markup and strips the rest', () => {
    expect(sanitizeRichHtml('<p>a <b>b</b> <em>c</em></p>')).toBe('<p>a <b>b</b> <em>c</em></p>');
    expect(sanitizeRichHtml('<div><u>x</u><h1>y</h1></div>')).toBe('xy');
    expect(sanitizeRichHtml('<p>a<script>alert(1)</script>b<svg><text>c</text></svg></p>')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizeRichHtml('<img src="images/a.png">')).toBe('');
  });

  it('filters attributes and forces rel on links', () => {
    expect(sanitizeRichHtml('<a href="https://x.example" target="_blank" onclick="x">l</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">l</a>',
    );
    expect(sanitizeRichHtml('<a href="javascript:alert(1)" target="_blank">l</a>')).toBe(
      '<a>l</a>',
    );
    expect(sanitizeRichHtml('<span class="sb-highlight align-center x" id="y">s</span>')).toBe(
      '<span class="sb-highlight">s</span>',
    );
  });

  it('escapes text and attribute values when serialising', () => {
    expect(sanitizeRichHtml('<p>a &lt; b &amp;&amp; c &gt; d&nbsp;e</p>')).toBe(
      '<p>a &lt; b &amp;&amp; c &gt; d&nbsp;e</p>',
    );
    expect(sanitizeRichHtml('<a href="https://x.example/?a=1&amp;b=&quot;2&quot;">l</a>')).toBe(
      '<a href="https://x.example/?a=1&amp;b=&quot;2&quot;" rel="noopener noreferrer">l</a>',
    );
  });

  it('returns input without any `<` unchanged, as DOMPurify does', () => {
    expect(sanitizeRichHtml('Tom & Jerry &lt;3')).toBe('Tom & Jerry &lt;3');
    expect(sanitizeRichHtml('')).toBe('');
  });

  it('keeps leading whitespace and drops head-only elements', () => {
    expect(sanitizeRichHtml('\n <b>x</b>')).toBe('\n <b>x</b>');
    expect(sanitizeRichHtml('<title>t</title><meta charset="x"><p>p</p>')).toBe('<p>p</p>');
  });

  it('removes elements whose text and comments smuggle markup (DOMPurify SAFE_FOR_XML)', () => {
    expect(sanitizeRichHtml('<p>&lt;img src=x&gt;<!--c--></p><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichHtml('<p>a &lt; b<!--c--></p>')).toBe('<p>a &lt; b</p>');
  });

  it('unwraps forms and elements carrying `is`', () => {
    expect(sanitizeRichHtml('<form action="x"><input name="attributes"><p>in</p></form>')).toBe(
      '<p>in</p>',
    );
    expect(sanitizeRichHtml('<p is="x-p">text</p>')).toBe('text');
  });

  it('handles broken markup and very deep nesting', () => {
    expect(sanitizeRichHtml('<b><i>x</b></i>')).toBe('<b><i>x</i></b>');
    expect(sanitizeRichHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeRichHtml('<frameset><frame src="x"></frameset>')).toBe('');
    const deep = `${'<span>'.repeat(20000)}x${'</span>'.repeat(20000)}`;
    const out = sanitizeRichHtml(deep);
    expect(out.startsWith('<span><span>')).toBe(true);
    expect(out.includes('x')).toBe(true);
  });
});

describe('sanitizePageHtml', () => {
  it('keeps a scene break (hr) without attributes, in pages only', () => {
    expect(
      sanitizePageHtml('<p>a</p><hr class="sb-x align-center" onclick="x" id="y"><p>b</p>'),
    ).toBe('<p>a</p><hr><p>b</p>');
    expect(sanitizePageHtml('<p>a</p><hr><p>b</p>')).toBe('<p>a</p><hr><p>b</p>');
    expect(sanitizeRichHtml('<p>a</p><hr><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('allows the page additions', () => {
    const html =
      '<h2 class="align-center">T</h2><blockquote><p>q</p></blockquote><pre><code>c</code></pre><p><s>s</s><mark>m</mark></p>';
    expect(sanitizePageHtml(html)).toBe(html);
    expect(sanitizePageHtml('<h4>x</h4>')).toBe('x');
  });

  it('keeps underline (u) in pages, with nothing on it, and unwraps it in rich text', () => {
    const html = '<p>a <u>line</u> and <s><u>both</u></s> <u><strong>bold</strong></u></p>';
    expect(sanitizePageHtml(html)).toBe(html);
    expect(sanitizePageHtml('<p><u class="x" style="color:red" onclick="y">u</u></p>')).toBe(
      '<p><u>u</u></p>',
    );
    expect(sanitizeRichHtml('<p><u>u</u></p>')).toBe('<p>u</p>');
  });

  it('keeps safe images with their inline-image attributes only', () => {
    expect(
      sanitizePageHtml(
        '<img src="images/a.png" alt="A" data-blob-id="b1" data-file-name="a.png" data-relative-path="images/a.png" data-local-file="true" class="align-left" width="3" onerror="x">',
      ),
    ).toBe(
      '<img src="images/a.png" alt="A" data-blob-id="b1" data-file-name="a.png" data-relative-path="images/a.png" data-local-file="true">',
    );
  });

  it('drops images whose src is not a blob:, data:image or images/ path', () => {
    expect(sanitizePageHtml('<p>a<img src="x" alt="A">b</p>')).toBe('<p>ab</p>');
    expect(sanitizePageHtml('<img src="https://evil.example/x.png">')).toBe('');
    expect(sanitizePageHtml('<img src="images/../x.png">')).toBe('');
    expect(sanitizePageHtml('<img alt="no src">')).toBe('');
  });
});

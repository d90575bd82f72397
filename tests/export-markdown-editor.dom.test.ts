// @vitest-environment jsdom
/**
 * The Markdown export read back by the page editor's own Markdown import (the syntax of spec
 * §9 the editor accepts): page HTML → the worker's Markdown → the editor → the same page HTML,
 * and text in any script unchanged. Escaped characters come back as the characters they were.
 */
import { $convertFromMarkdownString } from '@lexical/markdown';
import { $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../src/features/page/editor/editor-config';
import { $exportPageHtml } from '../src/features/page/editor/html/page-html';
import { PAGE_TRANSFORMERS } from '../src/features/page/editor/markdown/page-transformers';
import { htmlToMarkdown } from '../workers/domains/export/markdown/html-to-markdown';

function editorFrom(markdown: string) {
  const editor = createEditor(pageEditorConfig());
  editor.update(() => $convertFromMarkdownString(markdown, PAGE_TRANSFORMERS), { discrete: true });
  return editor;
}

const roundTrip = (html: string) => {
  const editor = editorFrom(htmlToMarkdown(html));
  return editor.read(() => $exportPageHtml(editor));
};

describe('Markdown export, read back by the editor', () => {
  it.each([
    ['headings', '<h1>Title</h1><h2>Subtitle</h2><h3>Heading</h3>'],
    ['quote', '<blockquote>Quoted words</blockquote>'],
    ['bold', '<p>a <strong>bold</strong> word</p>'],
    ['italic', '<p>an <em>italic</em> word</p>'],
    ['bold italic', '<p><i><strong>both</strong></i></p>'],
    ['strikethrough', '<p><s>gone</s></p>'],
    ['highlight', '<p>a <mark>marked</mark> b</p>'],
    ['inline code', '<p>run <code>npm test</code> now</p>'],
    ['bullet list', '<ul><li>one</li><li>two</li></ul>'],
    ['numbered list', '<ol><li>first</li><li>second</li></ol>'],
    ['link', '<p><a href="https://example.com/a" rel="noopener noreferrer">site</a></p>'],
    ['image', '<p><img src="images/a.png" alt="A map"></p>'],
    ['paragraphs', '<p>one</p><p>two</p>'],
  ])('keeps %s', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps a code block', () => {
    expect(roundTrip('<pre>const a = 1;<br>  return a;</pre>')).toBe(
      '<pre>const a = 1;\n  return a;</pre>',
    );
  });

  it('reads escaped Markdown characters back as text', () => {
    const text =
      '2 * 3 = 6, snake_case, [not a link], `tick`, ~~not struck~~, ==not marked==, # 1. a|b <c>';
    const html = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const editor = editorFrom(htmlToMarkdown(`<p>${html}</p>`));
    expect(editor.read(() => $getRoot().getTextContent())).toBe(text);
  });

  it.each([
    ['Arabic', 'في البدء كانت الكلمة، والكلمة كانت عند الله.'],
    ['Persian', 'زبان فارسی، زبانی زیبا و کهن است.'],
    ['Chinese', '天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。'],
    ['Hindi', 'हिन्दी भारत की राजभाषा है। यह देवनागरी में लिखी जाती है।'],
    ['Thai', 'ภาษาไทยเป็นภาษาที่มีวรรณยุกต์ เขียนโดยไม่เว้นวรรคระหว่างคำ'],
  ])('keeps %s text unchanged, in paragraphs, headings and lists', (_name, text) => {
    const html = `<h2>${text}</h2><p>${text}</p><ul><li><strong>${text}</strong></li></ul>`;
    expect(roundTrip(html)).toBe(html);
  });
});

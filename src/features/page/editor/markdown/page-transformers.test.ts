// @vitest-environment jsdom
import { $convertFromMarkdownString, $convertToMarkdownString } from '@lexical/markdown';
import { createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $exportPageHtml } from '../html/page-html';
import { PAGE_TRANSFORMERS } from './page-transformers';

function editorFromMarkdown(markdown: string): LexicalEditor {
  const editor = createEditor(pageEditorConfig());
  editor.update(() => $convertFromMarkdownString(markdown, PAGE_TRANSFORMERS), { discrete: true });
  return editor;
}

function markdownToHtml(markdown: string): string {
  const editor = editorFromMarkdown(markdown);
  return editor.read(() => $exportPageHtml(editor));
}

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('Markdown transformers', () => {
  it.each([
    ['# title', '# Title', '<h1>Title</h1>'],
    ['## subtitle', '## Subtitle', '<h2>Subtitle</h2>'],
    ['### heading', '### Heading', '<h3>Heading</h3>'],
    ['> quote', '> Quoted', '<blockquote>Quoted</blockquote>'],
    ['**bold**', 'a **b** c', '<p>a <strong>b</strong> c</p>'],
    ['*italic*', 'a *i* c', '<p>a <em>i</em> c</p>'],
    ['***bold italic***', '***bi***', '<p><i><strong>bi</strong></i></p>'],
    ['~~strikethrough~~', '~~gone~~', '<p><s>gone</s></p>'],
    ['==highlight==', 'a ==marked== b', '<p>a <mark>marked</mark> b</p>'],
    ['- bullet list', '- one\n- two', '<ul><li>one</li><li>two</li></ul>'],
    ['1. numbered list', '1. one\n2. two', '<ol><li>one</li><li>two</li></ol>'],
    [
      '[text](url)',
      '[site](https://example.com)',
      '<p><a href="https://example.com" rel="noopener noreferrer">site</a></p>',
    ],
    ['![alt](src)', `![A map](${PNG})`, `<p><img src="${PNG}" alt="A map"></p>`],
    [
      '![alt](images/…)',
      '![Cover](images/cover.jpg)',
      '<p><img src="images/cover.jpg" alt="Cover"></p>',
    ],
    ['`inline code`', 'run `npm test`', '<p>run <code>npm test</code></p>'],
    ['``` fenced code', '```\nconst a = 1;\nreturn a;\n```', '<pre>const a = 1;\nreturn a;</pre>'],
  ])('%s gives sanitised HTML', (_name, markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
  });

  it('completes a bare domain in a link to https', () => {
    expect(markdownToHtml('[site](example.com/page)')).toBe(
      '<p><a href="https://example.com/page" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('leaves a javascript: link as text', () => {
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('<a');
  });

  it('leaves an image with a remote or script src as text', () => {
    expect(markdownToHtml('![x](https://evil.example/x.png)')).not.toContain('<img');
    expect(markdownToHtml('![x](javascript:alert(1))')).not.toContain('<img');
  });

  it('keeps #### as text: the page has no h4', () => {
    expect(markdownToHtml('#### Deep')).toBe('<p>#### Deep</p>');
  });

  it('exports the same constructs back to Markdown', () => {
    const markdown = [
      '# Title',
      '',
      '> Quote',
      '',
      '**b** *i* ~~s~~ ==h== `c`',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '',
      '[site](https://example.com)',
      '',
      '![Cover](images/cover.jpg)',
    ].join('\n');
    const editor = editorFromMarkdown(markdown);
    expect(editor.read(() => $convertToMarkdownString(PAGE_TRANSFORMERS))).toBe(markdown);
  });
});

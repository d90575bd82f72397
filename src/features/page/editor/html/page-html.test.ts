// @vitest-environment jsdom
import { $createLinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  createEditor,
  type ElementNode,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $createImageNode, $isImageNode } from '../nodes/ImageNode';
import { $exportPageHtml, $importPageHtml } from './page-html';

function newEditor(): LexicalEditor {
  return createEditor(pageEditorConfig());
}

function exportHtml(editor: LexicalEditor): string {
  return editor.read(() => $exportPageHtml(editor));
}

function importHtml(html: string): LexicalEditor {
  const editor = newEditor();
  editor.update(() => $importPageHtml(editor, html), { discrete: true });
  return editor;
}

/** Builds content in a fresh editor and returns its exported HTML. */
function build(populate: () => void): string {
  const editor = newEditor();
  editor.update(populate, { discrete: true });
  return exportHtml(editor);
}

/** Exports, imports the export into a new editor and exports again. */
function roundTrip(html: string): string {
  return exportHtml(importHtml(html));
}

function paragraph(...children: Parameters<ElementNode['append']>): ElementNode {
  return $createParagraphNode().append(...children);
}

function formatted(text: string, ...formats: TextFormatType[]) {
  const node = $createTextNode(text);
  for (const format of formats) node.toggleFormat(format);
  return node;
}

describe('page HTML export', () => {
  it('writes headings, quote and paragraphs without theme classes or styles', () => {
    const html = build(() => {
      $getRoot().append(
        $createHeadingNode('h1').append($createTextNode('Title')),
        $createHeadingNode('h2').append($createTextNode('Subtitle')),
        $createHeadingNode('h3').append($createTextNode('Heading')),
        $createQuoteNode().append($createTextNode('Quoted')),
        paragraph($createTextNode('Plain')),
      );
    });
    expect(html).toBe(
      '<h1>Title</h1><h2>Subtitle</h2><h3>Heading</h3><blockquote>Quoted</blockquote><p>Plain</p>',
    );
  });

  it.each([
    ['bold', ['bold'], '<p><strong>x</strong></p>'],
    ['italic', ['italic'], '<p><em>x</em></p>'],
    ['strikethrough', ['strikethrough'], '<p><s>x</s></p>'],
    ['highlight', ['highlight'], '<p><mark>x</mark></p>'],
    ['inline code', ['code'], '<p><code>x</code></p>'],
    ['bold italic', ['bold', 'italic'], '<p><i><strong>x</strong></i></p>'],
    ['underline', ['underline'], '<p><u>x</u></p>'],
    ['underline and strikethrough', ['underline', 'strikethrough'], '<p><u><s>x</s></u></p>'],
  ] as const)('writes %s with allow-listed tags', (_name, formats, expected) => {
    expect(build(() => $getRoot().append(paragraph(formatted('x', ...formats))))).toBe(expected);
  });

  it.each([
    ['left', 'align-left'],
    ['center', 'align-center'],
    ['right', 'align-right'],
    ['justify', 'align-justify'],
  ] as const)('writes %s alignment as a class, not a style', (format, className) => {
    const html = build(() => {
      $getRoot().append(paragraph($createTextNode('x')).setFormat(format));
    });
    expect(html).toBe(`<p class="${className}">x</p>`);
  });

  it('writes alignment classes on headings, quotes and list items', () => {
    const html = build(() => {
      $getRoot().append(
        $createHeadingNode('h2').append($createTextNode('H')).setFormat('center'),
        $createQuoteNode().append($createTextNode('Q')).setFormat('right'),
        $createListNode('bullet').append(
          $createListItemNode().append($createTextNode('L')).setFormat('justify'),
        ),
      );
    });
    expect(html).toBe(
      '<h2 class="align-center">H</h2><blockquote class="align-right">Q</blockquote>' +
        '<ul><li class="align-justify">L</li></ul>',
    );
  });

  it('writes safe links with the forced rel and drops unsafe ones', () => {
    const html = build(() => {
      $getRoot().append(
        paragraph($createLinkNode('https://example.com/a').append($createTextNode('safe'))),
        paragraph($createLinkNode('javascript:alert(1)').append($createTextNode('unsafe'))),
      );
    });
    expect(html).toBe(
      '<p><a href="https://example.com/a" rel="noopener noreferrer">safe</a></p><p>unsafe</p>',
    );
  });

  it('writes images with their data attributes', () => {
    const html = build(() => {
      $getRoot().append(
        paragraph(
          $createImageNode({
            src: 'images/map.png',
            alt: 'Map',
            localFile: 'true',
            relativePath: 'images/map.png',
            blobId: 'blob-1',
            fileName: 'map.png',
          }),
        ),
      );
    });
    expect(html).toBe(
      '<p><img src="images/map.png" alt="Map" data-local-file="true" ' +
        'data-relative-path="images/map.png" data-blob-id="blob-1" data-file-name="map.png"></p>',
    );
  });

  it('keeps runs of spaces as no-break spaces', () => {
    const html = build(() => $getRoot().append(paragraph($createTextNode('a   b'))));
    expect(html).toBe('<p>a &nbsp;&nbsp;b</p>');
    expect(roundTrip(html)).toBe(html);
  });
});

describe('page HTML round trip', () => {
  it.each([
    ['headings', '<h1>Title</h1><h2>Subtitle</h2><h3>Heading</h3>'],
    ['quote', '<blockquote>Quoted words</blockquote>'],
    ['paragraph with line break', '<p>one<br>two</p>'],
    ['bold', '<p>a <strong>bold</strong> word</p>'],
    ['italic', '<p>an <em>italic</em> word</p>'],
    ['bold italic', '<p><i><strong>both</strong></i></p>'],
    ['strikethrough', '<p><s>gone</s></p>'],
    ['highlight', '<p><mark>marked</mark></p>'],
    ['underline', '<p>an <u>underlined</u> word</p>'],
    ['underline in bold', '<p><u><strong>both</strong></u></p>'],
    ['inline code', '<p>run <code>npm test</code> now</p>'],
    ['bullet list', '<ul><li>one</li><li>two</li></ul>'],
    ['numbered list', '<ol><li>first</li><li>second</li></ol>'],
    ['nested list', '<ul><li>one<ul><li>inner</li></ul></li></ul>'],
    ['alignment', '<p class="align-center">c</p><p class="align-right">r</p>'],
    ['justified heading', '<h3 class="align-justify">j</h3>'],
    ['link', '<p><a href="https://example.com/" rel="noopener noreferrer">site</a></p>'],
    ['code block', '<pre>const a = 1;<br>  return a;</pre>'],
    [
      'image',
      '<p>see&nbsp;<img src="images/a.png" alt="A" data-blob-id="b1" data-file-name="a.png"></p>',
    ],
  ])('keeps %s unchanged', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('imports a code block written with newlines', () => {
    expect(roundTrip('<pre>a\n  b</pre>')).toBe('<pre>a<br>  b</pre>');
  });

  it('keeps the spaces around an image', () => {
    const html = build(() => {
      $getRoot().append(
        paragraph(
          $createTextNode('a '),
          $createImageNode({ src: 'images/x.png' }),
          $createTextNode(' b'),
        ),
      );
    });
    expect(roundTrip(html)).toBe(html);
    expect(importHtml(html).read(() => $getRoot().getTextContent())).toBe('a\u00A0\u00A0b');
  });

  it('keeps the space between an image and underlined text', () => {
    const html = build(() => {
      $getRoot().append(
        paragraph($createImageNode({ src: 'images/x.png' }), formatted(' under', 'underline')),
      );
    });
    expect(html).toBe('<p><img src="images/x.png" alt=""><u>&nbsp;under</u></p>');
    expect(roundTrip(html)).toBe(html);
  });

  it('reads the underline class an older import stored as underline', () => {
    expect(
      roundTrip(
        '<p>a <span class="sb-text-underline">line</span> and <span class="sb-text-underline-strikethrough">both</span></p>',
      ),
    ).toBe('<p>a <u>line</u> and <u><s>both</s></u></p>');
  });

  it('shows underlined text with the theme class in the editor', () => {
    const editor = importHtml('<p><u>under</u> <s><u>both</u></s></p>');
    const root = document.createElement('div');
    editor.setRootElement(root);
    expect(root.querySelector('.sb-editor__underline')?.textContent).toBe('under');
    expect(root.querySelector('.sb-editor__underline-strike')?.textContent).toBe('both');
    editor.setRootElement(null);
  });

  it('imports bare inline content into a paragraph', () => {
    expect(roundTrip('just text')).toBe('<p>just text</p>');
  });

  it('imports empty HTML as one empty paragraph, exported as empty HTML', () => {
    const editor = importHtml('');
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(1);
    expect(exportHtml(editor)).toBe('');
  });

  it('keeps a page of empty paragraphs', () => {
    expect(roundTrip('<p><br></p><p><br></p>')).toBe('<p><br></p><p><br></p>');
  });

  it('imports an image as an ImageNode carrying its attributes', () => {
    const editor = importHtml(
      '<p><img src="images/a.png" alt="A" data-relative-path="images/a.png"></p>',
    );
    const payload = editor.read(() => {
      const image = $getRoot().getFirstDescendant();
      return $isImageNode(image) ? image.getPayload() : null;
    });
    expect(payload).toEqual({ src: 'images/a.png', alt: 'A', relativePath: 'images/a.png' });
  });

  it('takes only editor nodes from hostile stored HTML', () => {
    expect(roundTrip('<p onclick="x()">a<script>alert(1)</script></p><img src=x onerror=y>')).toBe(
      '<p>a</p>',
    );
    expect(
      roundTrip(
        '<style>p{}</style><p style="background:url(https://evil.test/t.png)">b' +
          '<a href="javascript:alert(1)">c</a><img src="https://evil.test/x.png">' +
          '<iframe src="https://evil.test"></iframe></p>',
      ),
    ).toBe('<p>bc</p>');
  });

  it('leaves no handler, script, remote image or script link in the editor DOM', () => {
    const editor = importHtml(
      '<p>a<img src="x" onerror="alert(1)"><a href="javascript:alert(2)" onclick="y()">b</a>' +
        '<img src="https://evil.test/x.png"><script>alert(3)</script></p>',
    );
    const host = document.createElement('div');
    host.contentEditable = 'true';
    document.body.append(host);
    editor.setRootElement(host);
    const html = host.innerHTML;
    editor.setRootElement(null);
    host.remove();
    expect(html).toContain('>a<');
    expect(html).not.toMatch(/onerror|onclick|javascript:|<script|evil\.test|alert/i);
  });
});

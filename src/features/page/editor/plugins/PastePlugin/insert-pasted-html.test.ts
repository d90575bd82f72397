// @vitest-environment jsdom
import { $createCodeNode } from '@lexical/code';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../../editor-config';
import { $exportPageHtml } from '../../html/page-html';
import { $insertPastedHtml } from './insert-pasted-html';

function pasteInto(populate: () => void, html: string, text: string): string {
  const editor = createEditor(pageEditorConfig());
  editor.update(populate, { discrete: true });
  editor.update(() => $insertPastedHtml(editor, html, text), { discrete: true });
  return editor.read(() => $exportPageHtml(editor));
}

function paragraphWithCaretAtEnd(text: string) {
  return () => {
    const paragraph = $createParagraphNode().append($createTextNode(text));
    $getRoot().append(paragraph);
    paragraph.selectEnd();
  };
}

describe('$insertPastedHtml', () => {
  it('inserts a hostile snippet without handlers or script links', () => {
    const html = pasteInto(
      paragraphWithCaretAtEnd('Start '),
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>' +
        '<b onmouseover="alert(2)">bold</b>',
      'click bold',
    );
    expect(html).toBe('<p>Start click<strong>bold</strong></p>');
  });

  it('inserts pasted blocks as blocks', () => {
    const html = pasteInto(
      paragraphWithCaretAtEnd(''),
      '<h2 style="color:red">Part</h2><ul><li>one</li></ul>',
      'Part one',
    );
    expect(html).toBe('<h2>Part</h2><ul><li>one</li></ul>');
  });

  it('inserts plain text inside a code block', () => {
    const html = pasteInto(
      () => {
        const code = $createCodeNode().append($createTextNode('x = '));
        $getRoot().append(code);
        code.selectEnd();
      },
      '<b>1</b>',
      '1',
    );
    expect(html).toBe('<pre>x = 1</pre>');
  });
});

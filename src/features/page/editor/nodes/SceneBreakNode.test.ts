// @vitest-environment jsdom
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  createEditor,
  type LexicalEditor,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $exportPageHtml, $generateNodesFromPageHtml, $importPageHtml } from '../html/page-html';
import { $insertSceneBreak } from '../plugins/ToolbarPlugin/toolbar-actions';
import { $createSceneBreakNode, $isSceneBreakNode } from './SceneBreakNode';

const editorWith = (html: string): LexicalEditor => {
  const editor = createEditor(pageEditorConfig());
  editor.update(() => $importPageHtml(editor, html), { discrete: true });
  return editor;
};
const htmlOf = (editor: LexicalEditor) => editor.read(() => $exportPageHtml(editor));

describe('SceneBreakNode', () => {
  it('is stored as <hr> and read back from it, holding no words', () => {
    const editor = editorWith('<p>Night fell.</p><hr><p>Morning came.</p>');
    expect(
      editor.read(() =>
        $getRoot()
          .getChildren()
          .map((n) => n.getType()),
      ),
    ).toEqual(['paragraph', 'scene-break', 'paragraph']);
    expect(htmlOf(editor)).toBe('<p>Night fell.</p><hr><p>Morning came.</p>');
    expect(editor.read(() => $getRoot().getTextContent())).not.toMatch(/[*#]/);
  });

  it('reads a pasted rule (Word, the web) as a scene break and keeps none of its attributes', () => {
    const editor = createEditor(pageEditorConfig());
    editor.update(
      () => {
        const nodes = $generateNodesFromPageHtml(
          editor,
          '<p>a</p><hr class="x" style="color:red" onclick="alert(1)"><p>b</p>',
        );
        $getRoot()
          .clear()
          .append(...nodes);
      },
      { discrete: true },
    );
    expect(htmlOf(editor)).toBe('<p>a</p><hr><p>b</p>');
  });

  it('is inserted from the toolbar at the caret, splitting the paragraph', () => {
    const editor = createEditor(pageEditorConfig());
    editor.update(
      () => {
        const text = $createTextNode('Night fell.Morning came.');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(11, 11);
        $insertSceneBreak();
      },
      { discrete: true },
    );
    expect(htmlOf(editor)).toBe('<p>Night fell.</p><hr><p>Morning came.</p>');
  });

  it('is a block of its own: never inline, one per break', () => {
    const editor = createEditor(pageEditorConfig());
    editor.update(
      () => {
        const node = $createSceneBreakNode();
        expect($isSceneBreakNode(node)).toBe(true);
        expect(node.isInline()).toBe(false);
        expect(node.isKeyboardSelectable()).toBe(true);
      },
      { discrete: true },
    );
  });
});

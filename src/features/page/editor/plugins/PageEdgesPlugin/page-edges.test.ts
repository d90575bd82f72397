/** Ctrl/Cmd+Home/End: which keys ask for an edge, and where the selection goes. */
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  createEditor,
  type LexicalEditor,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { $moveToPageEdge, pageEdgeOf } from './page-edges';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('pageEdgeOf', () => {
  it('reads Ctrl+End/Home off Apple keyboards and Cmd+End/Home on them', () => {
    expect(pageEdgeOf(key('End', { ctrlKey: true }), false)).toBe('end');
    expect(pageEdgeOf(key('Home', { ctrlKey: true }), false)).toBe('start');
    expect(pageEdgeOf(key('End', { metaKey: true }), true)).toBe('end');
    expect(pageEdgeOf(key('End'), false)).toBeNull();
    expect(pageEdgeOf(key('End', { metaKey: true }), false)).toBeNull();
    expect(pageEdgeOf(key('End', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(pageEdgeOf(key('a', { ctrlKey: true }), false)).toBeNull();
  });
});

describe('$moveToPageEdge', () => {
  function editorWith(lines: string[]) {
    const editor = createEditor({
      onError: (e) => {
        throw e;
      },
    });
    editor.update(
      () => {
        for (const line of lines) {
          $getRoot().append($createParagraphNode().append($createTextNode(line)));
        }
      },
      { discrete: true },
    );
    return editor;
  }
  const where = (editor: LexicalEditor) =>
    editor.getEditorState().read(() => {
      const s = $getSelection();
      if (!$isRangeSelection(s)) return null;
      return {
        anchor: `${s.anchor.getNode().getTextContent()}:${s.anchor.offset}`,
        focus: `${s.focus.getNode().getTextContent()}:${s.focus.offset}`,
      };
    });
  const move = (editor: LexicalEditor, edge: 'start' | 'end', extend: boolean) =>
    editor.update(() => $moveToPageEdge(edge, extend), { discrete: true });

  it('puts the caret after the last letter of the page', () => {
    const editor = editorWith(['one', 'two', 'the last line']);
    move(editor, 'end', false);
    expect(where(editor)).toEqual({ anchor: 'the last line:13', focus: 'the last line:13' });
  });

  it('puts the caret before the first letter of the page', () => {
    const editor = editorWith(['one', 'two']);
    move(editor, 'end', false);
    move(editor, 'start', false);
    expect(where(editor)).toEqual({ anchor: 'one:0', focus: 'one:0' });
  });

  it('with Shift selects from where the caret was to the edge', () => {
    const editor = editorWith(['one', 'two', 'three']);
    move(editor, 'start', false);
    move(editor, 'end', true);
    expect(where(editor)).toEqual({ anchor: 'one:0', focus: 'three:5' });
  });
});

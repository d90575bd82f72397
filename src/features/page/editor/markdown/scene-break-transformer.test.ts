// @vitest-environment jsdom
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  registerMarkdownShortcuts,
} from '@lexical/markdown';
import { registerRichText } from '@lexical/rich-text';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  createEditor,
  KEY_ENTER_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $exportPageHtml } from '../html/page-html';
import { PAGE_TRANSFORMERS } from './page-transformers';

/** A page editor with rich text and the Markdown shortcuts, its caret in an empty paragraph. */
function typingEditor(): LexicalEditor {
  const editor = createEditor(pageEditorConfig());
  editor.setRootElement(document.createElement('div'));
  registerRichText(editor);
  registerMarkdownShortcuts(editor, PAGE_TRANSFORMERS);
  editor.update(
    () => {
      $getRoot().clear().append($createParagraphNode());
      $getRoot().selectEnd();
    },
    { discrete: true },
  );
  return editor;
}

/** Types `text` one key at a time, each key its own committed update (as in the browser). */
function type(editor: LexicalEditor, text: string): void {
  for (const key of text) {
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(key);
      },
      { discrete: true },
    );
  }
}

/** Enter, as the browser sends it: the Markdown shortcuts first, else a new paragraph. */
function pressEnter(editor: LexicalEditor): void {
  editor.update(
    () => {
      editor.dispatchCommand(KEY_ENTER_COMMAND, new KeyboardEvent('keydown', { key: 'Enter' }));
    },
    { discrete: true },
  );
}

const blocks = (editor: LexicalEditor) =>
  editor.read(() =>
    $getRoot()
      .getChildren()
      .map((node) => node.getType()),
  );
const html = (editor: LexicalEditor) => editor.read(() => $exportPageHtml(editor));

describe('typing a scene break', () => {
  it.each([['* * *'], ['***'], ['#'], ['---']])(
    '%s alone on a line, then Enter, is a scene break with the caret below it',
    (mark) => {
      const editor = typingEditor();
      type(editor, mark);
      pressEnter(editor);
      expect(blocks(editor)).toEqual(['scene-break', 'paragraph']);
      type(editor, 'Morning came.');
      expect(html(editor)).toBe('<hr><p>Morning came.</p>');
    },
  );

  it('does not make a bullet list of * * *', () => {
    const editor = typingEditor();
    type(editor, '* * *');
    expect(blocks(editor)).toEqual(['paragraph']);
    expect(html(editor)).toBe('<p>* * *</p>');
  });

  it('keeps the other shortcuts: "# " a title, "- " a list, and a mark inside text stays text', () => {
    const title = typingEditor();
    type(title, '# Night');
    expect(html(title)).toBe('<h1>Night</h1>');
    const list = typingEditor();
    type(list, '- one');
    expect(html(list)).toBe('<ul><li>one</li></ul>');
    const text = typingEditor();
    type(text, 'Chapter #');
    pressEnter(text);
    expect(blocks(text)).toEqual(['paragraph', 'paragraph']);
  });

  it('puts the break above the line when Enter ends a mark between two paragraphs', () => {
    const editor = typingEditor();
    type(editor, 'Before.');
    pressEnter(editor);
    type(editor, '* * *');
    pressEnter(editor);
    type(editor, 'After.');
    expect(html(editor)).toBe('<p>Before.</p><hr><p>After.</p>');
  });
});

describe('scene breaks in Markdown', () => {
  const read = (markdown: string) => {
    const editor = createEditor(pageEditorConfig());
    editor.update(() => $convertFromMarkdownString(markdown, PAGE_TRANSFORMERS), {
      discrete: true,
    });
    return editor;
  };

  it.each([['* * *'], ['***'], ['---'], ['\\#'], ['#'], ['\u2767']])(
    'reads %s as a scene break',
    (mark) => {
      expect(html(read(`One.\n\n${mark}\n\nTwo.`))).toBe('<p>One.</p><hr><p>Two.</p>');
    },
  );

  it('still reads "* item" as a list, and writes a scene break as * * *', () => {
    expect(html(read('* one\n* two'))).toBe('<ul><li>one</li><li>two</li></ul>');
    const editor = read('One.\n\n#\n\nTwo.');
    expect(editor.read(() => $convertToMarkdownString(PAGE_TRANSFORMERS))).toBe(
      'One.\n\n* * *\n\nTwo.',
    );
  });
});

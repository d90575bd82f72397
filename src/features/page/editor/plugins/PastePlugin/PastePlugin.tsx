/**
 * Paste and drop of HTML (Word, Google Docs, web pages) go through the page sanitiser before
 * Lexical sees them: registered above Lexical's own rich-text handlers, which would import the
 * markup as it is. Plain-text and file pastes, and drags inside the editor, keep the defaults.
 */
import { caretFromPoint } from '@lexical/clipboard';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $createRangeSelection,
  $getNearestNodeFromDOMNode,
  $isTextNode,
  $setSelection,
  COMMAND_PRIORITY_HIGH,
  DROP_COMMAND,
  type LexicalEditor,
  PASTE_COMMAND,
  PASTE_TAG,
} from 'lexical';
import { useEffect } from 'react';
import { $insertPastedHtml } from './insert-pasted-html';

/** Marker Lexical puts on drags that start in an editor. */
const LEXICAL_DRAG_TYPE = 'application/x-lexical-drag';

/** Registers the sanitising paste and drop handlers. */
export function PastePlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const data = 'clipboardData' in event ? event.clipboardData : null;
            const html = data?.getData('text/html') ?? '';
            if (data === null || html === '') return false;
            event.preventDefault();
            const text = data.getData('text/plain');
            editor.update(() => $insertPastedHtml(editor, html, text), { tag: PASTE_TAG });
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          DROP_COMMAND,
          (event) => {
            const data = event.dataTransfer;
            const html = data?.getData('text/html') ?? '';
            if (!data || html === '' || data.types.includes(LEXICAL_DRAG_TYPE)) return false;
            event.preventDefault();
            const text = data.getData('text/plain');
            editor.update(() => {
              $selectDropPoint(editor, event);
              $insertPastedHtml(editor, html, text);
            });
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  );
  return null;
}

/** Moves the selection to where `event` dropped, when that point is inside the editor. */
function $selectDropPoint(editor: LexicalEditor, event: DragEvent): void {
  const caret = caretFromPoint(event.clientX, event.clientY, editor.getRootElement());
  if (caret === null) return;
  const node = $getNearestNodeFromDOMNode(caret.node);
  if (node === null) return;
  const selection = $createRangeSelection();
  if ($isTextNode(node)) {
    selection.anchor.set(node.getKey(), caret.offset, 'text');
    selection.focus.set(node.getKey(), caret.offset, 'text');
  } else {
    const parent = node.getParent();
    if (parent === null) return;
    const offset = node.getIndexWithinParent() + 1;
    selection.anchor.set(parent.getKey(), offset, 'element');
    selection.focus.set(parent.getKey(), offset, 'element');
  }
  $setSelection(selection);
}

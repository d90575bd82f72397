/** Inserting clipboard or dropped HTML: cleaned and sanitised first, plain text in code blocks. */
import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $isCodeNode } from '@lexical/code';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { $generateNodesFromPageHtml } from '../../html/page-html';
import { cleanPastedHtml } from '../../paste/clean-pasted-html';

/**
 * Inserts `html` at the selection after {@link cleanPastedHtml}; inside a code block the
 * plain text is inserted instead. Call inside `editor.update()`.
 */
export function $insertPastedHtml(editor: LexicalEditor, html: string, plainText: string): void {
  const selection = $getSelection();
  if (selection === null) return;
  if (
    $isRangeSelection(selection) &&
    $findMatchingParent(selection.anchor.getNode(), $isCodeNode) !== null
  ) {
    selection.insertRawText(plainText);
    return;
  }
  const nodes = $generateNodesFromPageHtml(editor, cleanPastedHtml(html));
  $insertGeneratedNodes(editor, nodes, selection);
}

/** Toolbar actions that change the blocks or links at the selection. Call inside `editor.update()`. */
import { $createCodeNode } from '@lexical/code';
import { $createLinkNode, $toggleLink } from '@lexical/link';
import { $insertList, $removeList } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import { $createParagraphNode, $createTextNode, $getSelection, $isRangeSelection } from 'lexical';
import { $createSceneBreakNode } from '../../nodes/SceneBreakNode';
import { $readToolbarState, type BlockKind } from './toolbar-state';

/**
 * Turns the blocks at the selection into `kind`, or back into paragraphs when they already are
 * `kind` (the buttons are toggles).
 */
export function $toggleBlock(kind: BlockKind): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const current = $readToolbarState().block;
  const target: BlockKind = current === kind ? 'paragraph' : kind;
  if (target === 'bullet' || target === 'number') {
    $insertList(target);
    return;
  }
  if (current === 'bullet' || current === 'number') $removeList();
  const next = $getSelection();
  if (!$isRangeSelection(next)) return;
  switch (target) {
    case 'h1':
    case 'h2':
    case 'h3':
      $setBlocksType(next, () => $createHeadingNode(target));
      return;
    case 'quote':
      $setBlocksType(next, () => $createQuoteNode());
      return;
    case 'code':
      $setBlocksType(next, () => $createCodeNode());
      return;
    default:
      $setBlocksType(next, () => $createParagraphNode());
  }
}

/**
 * Links the selected text to `href`, or changes the link at the caret. With a bare caret
 * outside a link, inserts the address itself as a linked text.
 */
export function $applyLink(href: string): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (selection.isCollapsed() && $readToolbarState().linkUrl === null) {
    selection.insertNodes([$createLinkNode(href).append($createTextNode(href))]);
    return;
  }
  $toggleLink(href);
}

/** Removes the link at the selection, keeping its text. */
export function $removeLink(): void {
  $toggleLink(null);
}

/**
 * A scene break at the caret, between blocks: a paragraph is split there (a list or quote too),
 * and the caret goes to the text after the break (a new empty paragraph at the page's end).
 */
export function $insertSceneBreak(): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (!selection.isCollapsed()) selection.removeText();
  $insertNodeToNearestRoot($createSceneBreakNode());
}

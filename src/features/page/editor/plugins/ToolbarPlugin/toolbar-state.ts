/** What the toolbar shows as pressed: the block at the caret, its alignment and text formats. */
import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  type LexicalNode,
} from 'lexical';
import type { BlockAlignment } from '../AlignShortcutsPlugin/align-shortcuts';

/** Block kinds the toolbar can switch between. */
export type BlockKind = 'paragraph' | 'h1' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'code';

/** Text formats the toolbar toggles. */
export type ToolbarTextFormat =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strikethrough'
  | 'highlight'
  | 'code';

/** The toolbar's view of the selection. */
export interface ToolbarState {
  block: BlockKind;
  alignment: BlockAlignment;
  formats: Readonly<Record<ToolbarTextFormat, boolean>>;
  /** The href of the link at the caret, or null. */
  linkUrl: string | null;
}

/** The state with no selection. */
export const EMPTY_TOOLBAR_STATE: ToolbarState = {
  block: 'paragraph',
  alignment: 'left',
  formats: {
    bold: false,
    italic: false,
    underline: false,
    strikethrough: false,
    highlight: false,
    code: false,
  },
  linkUrl: null,
};

const TEXT_FORMATS: readonly ToolbarTextFormat[] = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'highlight',
  'code',
];

/** Reads the toolbar state from the current selection. Call inside a read or update. */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_TOOLBAR_STATE;
  const anchor = selection.anchor.getNode();
  const block = $isRootOrShadowRoot(anchor)
    ? null
    : $findMatchingParent(
        anchor,
        (node) => $isElementNode(node) && !node.isInline() && !$isListNode(node),
      );
  const formats = Object.fromEntries(
    TEXT_FORMATS.map((format) => [format, selection.hasFormat(format)]),
  ) as Record<ToolbarTextFormat, boolean>;
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    block: $blockKind(anchor),
    alignment: toAlignment($isElementNode(block) ? block.getFormatType() : ''),
    formats,
    linkUrl: $isLinkNode(link) ? link.getURL() : null,
  };
}

/** True when two states would render the same toolbar. */
export function sameToolbarState(a: ToolbarState, b: ToolbarState): boolean {
  return (
    a.block === b.block &&
    a.alignment === b.alignment &&
    a.linkUrl === b.linkUrl &&
    TEXT_FORMATS.every((format) => a.formats[format] === b.formats[format])
  );
}

function $blockKind(anchor: LexicalNode): BlockKind {
  const list = $getNearestNodeOfType(anchor, ListNode);
  if (list !== null) return list.getListType() === 'number' ? 'number' : 'bullet';
  const top = $isRootOrShadowRoot(anchor) ? null : anchor.getTopLevelElement();
  if ($isHeadingNode(top)) {
    const tag = top.getTag();
    return tag === 'h1' || tag === 'h2' ? tag : 'h3';
  }
  if ($isQuoteNode(top)) return 'quote';
  if ($isCodeNode(top)) return 'code';
  return 'paragraph';
}

function toAlignment(format: string): BlockAlignment {
  switch (format) {
    case 'center':
    case 'justify':
      return format;
    case 'right':
    case 'end':
      return 'right';
    default:
      return 'left';
  }
}

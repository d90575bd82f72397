/** Every node the page editor registers: one list for the React editor and headless tests. */
import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { Klass, LexicalNode } from 'lexical';
import { ImageNode } from './ImageNode';
import { SceneBreakNode } from './SceneBreakNode';

/** Node classes of the page editor (paragraph, text and line break come with Lexical). */
export const EDITOR_NODES: ReadonlyArray<Klass<LexicalNode>> = Object.freeze([
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  CodeNode,
  CodeHighlightNode,
  ImageNode,
  SceneBreakNode,
]);

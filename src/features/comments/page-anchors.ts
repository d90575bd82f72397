/**
 * Between a thread's stored positions and the shared page's editor, the way @lexical/yjs does it
 * for cursors: the editor's selection is read as Yjs relative positions from the local awareness
 * state (`anchorPos`/`focusPos`, which the collaboration keeps up to date on every selection
 * change), and stored positions are turned back into Lexical points with
 * `$getAnchorAndFocusForUserState`, then into DOM ranges (for the highlights and to select the
 * text). No change to the page's text or DOM.
 */

import { createDOMRange } from '@lexical/selection';
import { $getAnchorAndFocusForUserState, type Binding, type UserState } from '@lexical/yjs';
import { $getNodeByKey, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import * as Y from 'yjs';
import type { CommentTarget } from './comments-session';
import { decodePosition, encodePosition, QUOTE_MAX } from './threads';

/** What of the page's awareness is read here (y-protocols' Awareness). */
export interface PageAwareness {
  doc: Y.Doc;
  getLocalState(): Record<string, unknown> | null;
}

/**
 * The part of the editor's V1 binding `$getAnchorAndFocusForUserState` reads: the document and
 * its root. The binding marks each Y type it mirrors with its node (`_collabNode`), so this
 * finds the editor's nodes (the binding itself is private to the collaboration plugin).
 */
function bindingOf(doc: Y.Doc): Binding {
  return {
    collabNodeMap: new Map(),
    doc,
    root: { getSharedType: () => doc.get('root', Y.XmlText) },
  } as unknown as Binding;
}

const isPosition = (value: unknown): value is Y.RelativePosition =>
  value instanceof Y.RelativePosition;

/** The editor's selection as a comment target (null: collapsed, none, or not yet known). */
export function selectionTarget(
  editor: LexicalEditor,
  awareness: PageAwareness,
): CommentTarget | null {
  return editor.getEditorState().read(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || selection.isCollapsed()) return null;
    const quote = selection.getTextContent().replace(/\s+/g, ' ').trim();
    if (!quote) return null;
    const state = awareness.getLocalState();
    const anchorPos = state?.anchorPos;
    const focusPos = state?.focusPos;
    if (!isPosition(anchorPos) || !isPosition(focusPos)) return null;
    const [start, end] = selection.isBackward() ? [focusPos, anchorPos] : [anchorPos, focusPos];
    return {
      anchor: encodePosition(start),
      head: encodePosition(end),
      quote: quote.slice(0, QUOTE_MAX),
    };
  });
}

/** The DOM range of stored positions in the editor (null: they do not resolve here). */
export function rangeOf(
  editor: LexicalEditor,
  doc: Y.Doc,
  at: { anchor: string; head: string },
): Range | null {
  const anchorPos = decodePosition(at.anchor);
  const focusPos = decodePosition(at.head);
  if (!anchorPos || !focusPos) return null;
  return editor.getEditorState().read(() => {
    const points = $getAnchorAndFocusForUserState(bindingOf(doc), {
      anchorPos,
      focusPos,
    } as UserState);
    if (points.anchorKey === null || points.focusKey === null) return null;
    const anchor = $getNodeByKey(points.anchorKey);
    const focus = $getNodeByKey(points.focusKey);
    if (!anchor || !focus) return null;
    return createDOMRange(editor, anchor, points.anchorOffset, focus, points.focusOffset);
  });
}

/** Whether the editor mirrors a Y type yet (@lexical/yjs marks each type it binds). */
const mirrored = (type: Y.AbstractType<unknown>) =>
  (type as unknown as { _collabNode?: unknown })._collabNode !== undefined;

/** True when the type, or a type it lies in, was deleted. */
function deletedType(type: Y.AbstractType<unknown>): boolean {
  for (let item = type._item; item; item = (item.parent as Y.AbstractType<unknown>)._item) {
    if (item.deleted) return true;
  }
  return false;
}

/**
 * Why a thread's text is not in the editor: `loading` while the page's document has not
 * received the text it was made on (its items are not in the document yet), or the editor has
 * not shown it yet (the document holds live text between the two ends: the editor's committed
 * state is a moment behind the types it mirrors, longer on a loaded machine); `gone` once the
 * document has it and it was deleted since (both ends meet, or their paragraph is deleted).
 */
export function unplacedReason(
  doc: Y.Doc,
  at: { anchor: string; head: string },
): 'loading' | 'gone' {
  const ends: Y.AbsolutePosition[] = [];
  for (const encoded of [at.anchor, at.head]) {
    const position = decodePosition(encoded);
    if (!position) return 'gone';
    const id = position.item ?? position.type;
    if (id && Y.getState(doc.store, id.client) <= id.clock) return 'loading';
    const absolute = Y.createAbsolutePositionFromRelativePosition(position, doc);
    if (!absolute || deletedType(absolute.type)) return 'gone';
    if (!mirrored(absolute.type)) return 'loading';
    ends.push(absolute);
  }
  const [anchor, head] = ends;
  if (anchor && head && (anchor.type !== head.type || anchor.index !== head.index))
    return 'loading';
  return 'gone';
}

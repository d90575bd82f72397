/**
 * Ctrl+Home / Ctrl+End (Cmd on Apple keyboards, with Shift to select): the start or end of the
 * page. Left to the browser they land wrong on a long page: its blocks outside the window skip
 * layout (content-visibility, editor.css), and Chromium puts the caret by layout, at the start
 * of the last paragraph instead of after its last letter.
 */
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';

export type PageEdge = 'start' | 'end';

type EdgeKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** The edge a key press asks for, or null when it is not Ctrl/Cmd+Home/End. */
export function pageEdgeOf(event: EdgeKey, apple: boolean): PageEdge | null {
  if (event.altKey) return null;
  if (!(apple ? event.metaKey : event.ctrlKey)) return null;
  if (event.key === 'End') return 'end';
  if (event.key === 'Home') return 'start';
  return null;
}

/** Moves the caret to the page's edge, or selects up to it (inside an editor update). */
export function $moveToPageEdge(edge: PageEdge, extend: boolean): void {
  const before = $getSelection();
  const anchor =
    extend && $isRangeSelection(before)
      ? { key: before.anchor.key, offset: before.anchor.offset, type: before.anchor.type }
      : null;
  const root = $getRoot();
  const selection = edge === 'end' ? root.selectEnd() : root.selectStart();
  if (anchor) selection.anchor.set(anchor.key, anchor.offset, anchor.type);
}

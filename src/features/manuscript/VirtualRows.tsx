/**
 * The tree's rows, virtualised (@tanstack/react-virtual): only rows in view, plus the focused
 * and the dragged one, are in the DOM. This part alone follows the selection, so moving it
 * re-renders the rows whose state changed, not the drag-and-drop context around them.
 */
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect } from 'react';
import type { FlatRow } from './flatten-tree';
import { TreeRow } from './TreeRow';
import { type TreeSelection, useTreeSelection } from './tree-selection';
import type { TreeCommands } from './useTreeController';
import type { DropState } from './useTreeDnd';

export interface VirtualRowsProps {
  /** The scrolling tree element (null until it is mounted). */
  scrollElement: HTMLDivElement | null;
  rows: readonly FlatRow[];
  selection: TreeSelection;
  editingId: string | null;
  rowHeight: number;
  drop: DropState | null;
  draggingId: string | null;
  commands: TreeCommands;
}

export function VirtualRows(props: VirtualRowsProps) {
  const { scrollElement, rows, selection, editingId, rowHeight, drop, draggingId, commands } =
    props;
  const { id: activeId, focusToken } = useTreeSelection(selection);
  const tabStopId = rows.some((r) => r.id === activeId) ? activeId : (rows[0]?.id ?? null);

  const pinned = [tabStopId, draggingId]
    .map((id) => (id ? rows.findIndex((r) => r.id === id) : -1))
    .filter((i) => i >= 0);
  const pinKey = pinned.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: pinKey stands for `pinned`.
  const rangeExtractor = useCallback(
    (range: Range) =>
      [...new Set([...defaultRangeExtractor(range), ...pinned])].sort((a, b) => a - b),
    [pinKey],
  );
  // Stable between renders: a new getItemKey makes the virtualiser measure every row again.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((i: number) => rows[i]?.id ?? i, [rows]);
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 10,
    rangeExtractor,
    useFlushSync: false,
  });

  // Move keyboard focus to the active row when asked (arrow keys, after a move or a rename).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new token asks for focus.
  useEffect(() => {
    if (focusToken === 0 || !activeId) return;
    const at = rows.findIndex((r) => r.id === activeId);
    if (at >= 0) virtualizer.scrollToIndex(at, { align: 'auto' });
    const el = scrollElement?.querySelector<HTMLElement>(
      `[data-node-id="${CSS.escape(activeId)}"]`,
    );
    el?.focus({ preventScroll: true });
  }, [focusToken]);

  // The pages in view are read in idle time, so a click or Enter on any of them opens it at once.
  const items = virtualizer.getVirtualItems();
  const pagesInView = items
    .map((item) => rows[item.index])
    .filter((row) => row?.type === 'page')
    .map((row) => row?.id)
    .join('\n');
  useEffect(() => {
    if (pagesInView) commands.readAhead(pagesInView.split('\n'));
  }, [pagesInView, commands]);

  return (
    <div className="manuscript-tree-inner" style={{ blockSize: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <TreeRow
            key={row.id}
            row={row}
            start={item.start}
            selected={row.id === activeId}
            tabStop={row.id === tabStopId}
            editing={row.id === editingId}
            drop={drop?.overId === row.id ? drop.placement : null}
            commands={commands}
          />
        );
      })}
    </div>
  );
}

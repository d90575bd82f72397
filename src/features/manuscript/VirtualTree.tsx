/**
 * The tree itself: role="tree" over virtualised rows (@tanstack/react-virtual; only rows in
 * view, plus the focused and the dragged one, are in the DOM), roving tabindex, keyboard and
 * drag-and-drop handling.
 */
import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import type { FlatRow, TreeIndex } from './flatten-tree';
import { TreeRow } from './TreeRow';
import type { TreeCommands } from './useTreeController';
import { useTreeDnd } from './useTreeDnd';
import { useTreeKeyboard } from './useTreeKeyboard';

export interface VirtualTreeProps {
  label: string;
  rows: readonly FlatRow[];
  index: TreeIndex;
  collapsed: ReadonlySet<string>;
  activeId: string | null;
  editingId: string | null;
  /** Bumped when keyboard focus should move to the active row. */
  focusToken: number;
  rowHeight: number;
  /** A click on a page opens it (the compact panel) rather than only selecting it. */
  openOnClick: boolean;
  commands: TreeCommands;
}

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const rowOf = (e: { target: EventTarget | null }) => {
  const target = e.target as HTMLElement;
  if (target.closest('input')) return null;
  return target.closest<HTMLElement>('[data-node-id]');
};

export function VirtualTree(props: VirtualTreeProps) {
  const { label, rows, index, collapsed, activeId, editingId, focusToken, rowHeight } = props;
  const { openOnClick, commands } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const dnd = useTreeDnd(index, collapsed, commands, rowHeight);
  const tabStopId = rows.some((r) => r.id === activeId) ? activeId : (rows[0]?.id ?? null);
  const onKeyDown = useTreeKeyboard(rows, tabStopId, commands, dnd.dragging);

  const pinned = [tabStopId, dnd.draggingId]
    .map((id) => (id ? rows.findIndex((r) => r.id === id) : -1))
    .filter((i) => i >= 0);
  const pinKey = pinned.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: pinKey stands for `pinned`.
  const rangeExtractor = useCallback(
    (range: Range) =>
      [...new Set([...defaultRangeExtractor(range), ...pinned])].sort((a, b) => a - b),
    [pinKey],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => rows[i]?.id ?? i,
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
    const el = scrollRef.current?.querySelector<HTMLElement>(
      `[data-node-id="${CSS.escape(activeId)}"]`,
    );
    el?.focus({ preventScroll: true });
  }, [focusToken]);

  const prefetch = (e: { target: EventTarget | null }) => {
    const id = rowOf(e)?.dataset.nodeId;
    if (id && openOnClick) commands.prefetch(id);
  };

  const dragged = dnd.draggingId ? index.byId.get(dnd.draggingId) : undefined;

  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      measuring={MEASURING}
      accessibility={dnd.accessibility}
      {...dnd.handlers}
    >
      <div
        ref={scrollRef}
        role="tree"
        aria-label={label}
        tabIndex={-1}
        className="manuscript-tree"
        style={{ ['--row-height' as string]: `${rowHeight}px` }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const id = (e.target as HTMLElement).dataset.nodeId;
          if (id && id !== activeId) commands.select(id);
        }}
        // A page starts being read when the mouse rests on its row, or any pointer presses it.
        onPointerOver={(e) => e.pointerType === 'mouse' && prefetch(e)}
        onPointerDown={(e) => e.button === 0 && prefetch(e)}
        onClick={(e) => {
          const row = rowOf(e);
          const id = row?.dataset.nodeId;
          if (!id) return;
          if ((e.target as HTMLElement).closest('[data-twisty]')) commands.toggle(id);
          else if (openOnClick) commands.open(id);
          // The row took focus when the pointer went down; otherwise give it focus now.
          if (document.activeElement !== row) commands.focus(id);
        }}
        onDoubleClick={(e) => {
          const id = rowOf(e)?.dataset.nodeId;
          if (!id) return;
          if (index.byId.get(id)?.type === 'folder') commands.toggle(id);
          else commands.open(id);
        }}
      >
        <div className="manuscript-tree-inner" style={{ blockSize: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
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
                drop={dnd.drop?.overId === row.id ? dnd.drop.placement : null}
                commands={commands}
              />
            );
          })}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className="manuscript-drag-overlay">{dragged.name}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
